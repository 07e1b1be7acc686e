import { limits } from '../limits';

// Schema
export const reservedSubdomains = ['www', 'api', 'apis', 'admin', 'app', 'dashboard'] as const;
export const subdomainMinLength = 3;
export const subdomainMaxLength = 30;
/** 3-30 lower-case letters, digits and hyphens, not starting or ending with a hyphen. */
export const SUBDOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,28})[a-z0-9]$/;

// Type
export type ReservedSubdomain = (typeof reservedSubdomains)[number];
export interface SubdomainValidation {
  valid: boolean;
  message?: string;
}

// Defaults
export const subdomainMessages = {
  /** Shown when a deploy is attempted with an invalid subdomain. */
  invalid: 'Please enter a valid subdomain (3+ characters, letters, numbers, and hyphens only)',
  /** Shown under the field while the value is invalid. */
  hint: 'Subdomain must be 3+ characters, using only letters, numbers, and hyphens',
  valid: 'Looks good!',
  /** The spec names the reserved words but no message; this is ours. */
  reserved: 'This subdomain is reserved. Please choose another one',
  required: 'Subdomain is required for deployment',
} as const;

export const isReservedSubdomain = (value: string): boolean =>
  (reservedSubdomains as readonly string[]).includes(value.trim().toLowerCase());

/**
 * What the subdomain field does on every keystroke: lower-case, keep a-z 0-9 and '-', collapse
 * hyphen runs, trim hyphens, cut to 30. Hyphens are trimmed again after the cut so truncation
 * cannot leave one dangling. Idempotent.
 */
export function sanitizeSubdomain(input: string): string {
  return input
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, subdomainMaxLength)
    .replace(/-+$/, '');
}

/** Validates an already sanitised value; the message is the under-field text or 'Looks good!'. */
export function validateSubdomain(value: string): SubdomainValidation {
  if (!SUBDOMAIN_PATTERN.test(value)) return { valid: false, message: subdomainMessages.hint };
  if (isReservedSubdomain(value)) return { valid: false, message: subdomainMessages.reserved };
  return { valid: true, message: subdomainMessages.valid };
}

/**
 * Host-based mode (builder §2): `ada.showfolio.in` serves only ada's portfolio. Needs 3+ labels,
 * the product domain as the host's suffix (a mere "contains" would let `showfolio.in.evil.com`
 * through) and a first label that is a valid, unreserved subdomain. The port is ignored.
 */
export function hostToSubdomain(host: string, publicDomain: string): string | null {
  if (host.length > limits.url || host.startsWith('[')) return null;
  const hostname = host.trim().toLowerCase().replace(/:\d*$/, '').replace(/\.$/, '');
  const domain = publicDomain.trim().toLowerCase().replace(/^\.+|\.+$/g, '');
  if (!domain) return null;
  const labels = hostname.split('.');
  if (labels.length < 3 || !hostname.endsWith(`.${domain}`)) return null;
  const first = labels[0] ?? '';
  return validateSubdomain(first).valid ? first : null;
}
