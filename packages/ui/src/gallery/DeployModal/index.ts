export { DeployModal } from './DeployModal';
export type { DeployError, DeployModalProps } from './DeployModal';
