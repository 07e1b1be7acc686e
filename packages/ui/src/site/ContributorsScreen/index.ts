export { ContributorsScreen } from './ContributorsScreen';
export type { ContributorsScreenProps } from './ContributorsScreen';
