export { CookieConsentBanner, cookieConsentStorageKey } from './CookieConsentBanner';
export type { CookieConsentBannerProps } from './CookieConsentBanner';
