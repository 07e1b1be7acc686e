export { DeployModal, deployFailureMessage, userNotFoundMessage } from './DeployModal';
export type { DeployError, DeployModalProps } from './DeployModal';
