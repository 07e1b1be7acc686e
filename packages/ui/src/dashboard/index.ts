export { AnalyticsScreen, analyticsRangeLabels, noVisitsHeading } from './AnalyticsScreen';
export type { AnalyticsScreenProps } from './AnalyticsScreen';
export { BarList } from './BarList';
export type { BarListItem, BarListProps } from './BarList';
export { ViewsChart } from './ViewsChart';
export type { ViewsChartProps } from './ViewsChart';
export { DashboardShell, dashboardNavItems, notificationsText, sidebarStates, signOutQuestion } from './DashboardShell';
export type {
  DashboardContentProps,
  DashboardShellProps,
  DashboardSidebarProps,
  DashboardTopBarProps,
  SidebarState,
} from './DashboardShell';
export { OverviewScreen, comingNextItems } from './OverviewScreen';
export type { OfflineSite, OverviewScreenProps } from './OverviewScreen';
export { ProfileCompletionCard } from './ProfileCompletionCard';
export type { ProfileCompletionCardProps } from './ProfileCompletionCard';
export { Tour, dashboardTourStops, tourMobileHint, tourPlacements, tourSeenStorageKey, tourTimings, useTour } from './Tour';
export type { TourPlacement, TourProps, TourStop, TourTriggerProps } from './Tour';
export { drawerQuery, tourMobileQuery, useMediaQuery } from './useMediaQuery';
export { DomainsScreen, domainStatusLabels, domainsTitle } from './DomainsScreen';
export type { DomainsScreenProps } from './DomainsScreen';
export { ResumeChooser, resumeSaveFailedText, resumeSavedText } from './ResumeChooser';
export type { ResumeChooserProps } from './ResumeChooser';
export { resendFailedText, VerifyEmailNotice, verifyNoticeStates, verifyNoticeTitle } from './VerifyEmailNotice';
export type { VerifyEmailNoticeProps, VerifyNoticeState } from './VerifyEmailNotice';
