export { drawerQuery, tourMobileQuery, useMediaQuery } from './useMediaQuery';
