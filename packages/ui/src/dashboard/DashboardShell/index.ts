export { DashboardShell, dashboardNavItems, domainsPath, notificationsText, settingsPath, sidebarStates, signOutQuestion } from './DashboardShell';
export type {
  DashboardContentProps,
  DashboardShellProps,
  DashboardSidebarProps,
  DashboardTopBarProps,
  SidebarState,
} from './DashboardShell';
