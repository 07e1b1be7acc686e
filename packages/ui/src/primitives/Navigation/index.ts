export { Link, MemoryNavigationProvider, NavigationProvider, useNavigation } from './Navigation';
export type {
  MemoryNavigationProviderProps,
  Navigation,
  NavigationLinkProps,
  NavigationProviderProps,
} from './Navigation';
