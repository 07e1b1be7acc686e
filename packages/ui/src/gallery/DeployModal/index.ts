export { DeployModal, resendStates } from './DeployModal';
export type { DeployError, DeployModalProps, ResendState } from './DeployModal';
