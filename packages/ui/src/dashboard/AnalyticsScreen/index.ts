export { AnalyticsScreen, analyticsProgress } from './AnalyticsScreen';
