export { TopNav, topNavItems } from './TopNav';
export type { SiteVisitor, TopNavItem, TopNavProps } from './TopNav';
