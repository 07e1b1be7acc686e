export { DeployModal, nearlyEmptyBelowSections, nearlyEmptyText, nearlyEmptyTitle, resendStates } from './DeployModal';
export type { DeployError, DeployModalProps, ResendState } from './DeployModal';
