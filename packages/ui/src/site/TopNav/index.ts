export { TopNav, topNavItems } from './TopNav';
export type { TopNavItem, TopNavProps } from './TopNav';
