import { isSafeUrl } from '@showfolio/portfolio-schema';

export const webAddressMessage = 'Enter a full web address, e.g. https://example.com';
/** Empty, or an http(s) address the safe-URL rule accepts. */
export const isWebAddress = (value: string) => value.trim() === '' || (isSafeUrl(value.trim()) && /^https?:\/\//i.test(value.trim()));
