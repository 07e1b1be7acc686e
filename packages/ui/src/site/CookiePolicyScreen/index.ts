export { CookiePolicyScreen } from './CookiePolicyScreen';
export { cookiePolicy } from './cookies.content';
