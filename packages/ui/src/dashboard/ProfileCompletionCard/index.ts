export { ProfileCompletionCard } from './ProfileCompletionCard';
export type { ProfileCompletionCardProps } from './ProfileCompletionCard';
