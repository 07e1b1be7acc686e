export { AnalyticsScreen } from './AnalyticsScreen';
export type { AnalyticsScreenProps } from './AnalyticsScreen';
export { analyticsRangeLabels, noVisitsHeading } from './analyticsText';
