export { OverviewScreen, comingNextItems } from './OverviewScreen';
export type { OfflineSite, OverviewScreenProps } from './OverviewScreen';
