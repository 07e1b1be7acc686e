export { DashboardShell, dashboardNavItems, notificationsText, sidebarStates, signOutQuestion } from './DashboardShell';
export type {
  DashboardContentProps,
  DashboardShellProps,
  DashboardSidebarProps,
  DashboardTopBarProps,
  SidebarState,
} from './DashboardShell';
