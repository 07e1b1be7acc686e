export { OverviewScreen, comingNextItems } from './OverviewScreen';
export type { OverviewScreenProps } from './OverviewScreen';
