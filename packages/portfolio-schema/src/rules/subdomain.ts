import { messages } from '../messages';
import { limits } from '../limits';
import { sanitizeSubdomain, subdomainMaxLength } from './subdomain-sanitize';

// The field's own rule lives apart from the reserved list, so a page that only cleans a name (the
// wizard's "Publish now" address) does not load the list.
export { sanitizeSubdomain, subdomainMaxLength };

// Schema
/**
 * Names the product itself answers on: never a portfolio's host. They were the whole reserved
 * list once, so no portfolio was ever deployed under one of them.
 */
export const productSubdomains = ['www', 'api', 'apis', 'admin', 'app', 'dashboard'] as const;

/**
 * Brands that `paypal.showfolio.in` or a user `@google` would pass for. No npm package keeps such a
 * list well: `reserved-subdomains` (one release, 2026) is the US Fortune 500's domains, which
 * refuses first names like `ally` and misses `stripe`; the username blocklists hold no brands.
 * So this is ours: the brands most impersonated in phishing (the top-ten lists of Check Point's
 * quarterly Brand Phishing Reports and APWG's Phishing Activity Trends, 2022-2025), the big mail,
 * payment, crypto, social, shipping and developer services, and the portfolio sites our users
 * come from. Everyday words and first names (chase, signal, medium, notion, zoom, slack, claude)
 * stay free: people are called or write about them.
 * Add a brand here when one is seen abused; lookalike spellings are caught by `isReservedSubdomain`.
 */
export const reservedBrands = [
  // Tech and mail
  'google', 'gmail', 'youtube', 'android', 'microsoft', 'outlook', 'hotmail', 'office365',
  'onedrive', 'sharepoint', 'xbox', 'apple', 'icloud', 'itunes', 'appstore', 'yahoo',
  'aol', 'protonmail', 'adobe', 'dropbox', 'docusign', 'zoho', 'ibm', 'intel',
  'samsung', 'nvidia', 'openai', 'chatgpt', 'anthropic',
  // Shopping and streaming
  'amazon', 'aws', 'ebay', 'walmart', 'alibaba', 'aliexpress', 'shopify', 'etsy', 'netflix',
  'spotify', 'disney', 'roblox', 'playstation', 'nintendo',
  // Payments, banks and crypto
  'paypal', 'stripe', 'visa', 'mastercard', 'amex', 'americanexpress', 'venmo', 'cashapp', 'zelle',
  'revolut', 'klarna', 'wellsfargo', 'bankofamerica', 'citibank', 'hsbc', 'barclays', 'coinbase',
  'binance', 'metamask',
  // Social and messaging
  'facebook', 'meta', 'instagram', 'whatsapp', 'twitter', 'tiktok', 'snapchat',
  'linkedin', 'telegram', 'discord', 'reddit', 'pinterest', 'tumblr', 'skype', 'wechat',
  // Shipping and travel
  'dhl', 'fedex', 'ups', 'usps', 'royalmail', 'airbnb', 'uber',
  // Developer and hosting
  'github', 'gitlab', 'bitbucket', 'vercel', 'netlify', 'cloudflare', 'heroku', 'godaddy', 'azure',
  'firebase', 'npm',
  // Portfolio and hiring sites
  'behance', 'dribbble', 'wix', 'squarespace', 'wordpress', 'upwork', 'fiverr', 'glassdoor', 'canva',
  'figma',
] as const;

/**
 * Names nobody may deploy a portfolio to: the product's own, the usual service and mail host
 * names, and words that would pass for an official page of the site.
 */
export const reservedSubdomains = [
  ...productSubdomains,
  // The product and its accounts
  'showfolio', 'portfolio', 'portfolios', 'template', 'templates', 'preview', 'account', 'accounts',
  'profile', 'settings', 'user', 'users', 'login', 'logout', 'signin', 'signup', 'register', 'auth',
  'oauth', 'sso', 'billing', 'payment', 'payments', 'checkout', 'console', 'panel', 'portal',
  'administrator', 'root', 'system', 'sysadmin', 'staff', 'moderator', 'owner', 'official', 'team',
  // Help and information
  'support', 'help', 'helpdesk', 'contact', 'feedback', 'about', 'info', 'faq', 'blog', 'news',
  'docs', 'documentation', 'wiki', 'forum', 'community', 'careers', 'jobs', 'legal', 'privacy',
  'terms', 'security', 'status', 'abuse',
  // Mail and network services
  'mail', 'email', 'webmail', 'smtp', 'imap', 'pop3', 'postmaster', 'hostmaster', 'webmaster',
  'noreply', 'no-reply', 'ns1', 'ns2', 'dns', 'ftp', 'sftp', 'ssh', 'vpn', 'proxy', 'gateway',
  'autoconfig', 'autodiscover', 'localhost', 'server', 'host', 'hosting', 'web', 'mobile',
  // Files and delivery
  'cdn', 'static', 'assets', 'media', 'img', 'images', 'files', 'download', 'downloads', 'upload',
  'uploads', 'storage',
  // Operations and environments
  'health', 'metrics', 'monitoring', 'analytics', 'stats', 'logs', 'internal', 'intranet', 'dev',
  'staging', 'stage', 'test', 'testing', 'demo', 'beta', 'alpha', 'sandbox', 'prod', 'production',
  'git', 'graphql', 'shop', 'store',
  // Brands a page under our domain could pass for (see `reservedBrands`)
  ...reservedBrands,
] as const;

/** Digits that pass for letters: `adm1n` reads as `admin`, `0wner` as `owner`. */
const lookalikeLetters: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'li',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
};

/**
 * The shape a name shows a reader, before digits are matched: a capital I is an l in most fonts
 * (usernames keep their case: `PaypaI`), hyphens are easily overlooked (`pay-pal`), and `rn` and
 * `vv` read as `m` and `w` (`rnicrosoft`, `vvhatsapp`).
 */
const shapeOf = (name: string) =>
  name.trim().replace(/I/g, 'l').toLowerCase().replace(/-/g, '').replace(/rn/g, 'm').replace(/vv/g, 'w');

/** The reserved names as they read, computed once. */
const reservedShapes = reservedSubdomains.map(shapeOf);

export const subdomainMinLength = 3;
/** 3-30 lower-case letters, digits and hyphens, not starting or ending with a hyphen. */
export const SUBDOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,28})[a-z0-9]$/;

// Type
export type ReservedSubdomain = (typeof reservedSubdomains)[number];
export type ProductSubdomain = (typeof productSubdomains)[number];
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
  required: messages.subdomainRequired,
} as const;

/** A digit in the candidate may stand for the letter it looks like; never the other way round (`pope` is not `pop3`). */
const looksAlike = (reservedLetter: string, letter: string) =>
  reservedLetter === letter || (lookalikeLetters[letter]?.includes(reservedLetter) ?? false);

/**
 * True for a reserved name (the product's words and `reservedBrands`), in any case, or one that
 * reads as it: digits for letters (`g00gle`, `adm1n`), a capital I for an l, hyphens added
 * (`pay-pal`), `rn` for `m`, `vv` for `w`. Usernames are held to it too.
 */
export function isReservedSubdomain(value: string): boolean {
  const shape = shapeOf(value);
  return reservedShapes.some(
    (reserved) => reserved.length === shape.length && [...reserved].every((letter, i) => looksAlike(letter, shape[i]!)),
  );
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
 * through) and a first label that is a well-formed subdomain other than the product's own hosts.
 * Other reserved names still count: portfolios deployed under them before they were reserved keep
 * being served, and where nothing is deployed the lookup finds nothing. The port is ignored.
 */
export function hostToSubdomain(host: string, publicDomain: string): string | null {
  if (host.length > limits.url || host.startsWith('[')) return null;
  const hostname = host.trim().toLowerCase().replace(/:\d*$/, '').replace(/\.$/, '');
  const domain = publicDomain.trim().toLowerCase().replace(/^\.+|\.+$/g, '');
  if (!domain) return null;
  const labels = hostname.split('.');
  if (labels.length < 3 || !hostname.endsWith(`.${domain}`)) return null;
  const first = labels[0] ?? '';
  const productHost = (productSubdomains as readonly string[]).includes(first);
  return SUBDOMAIN_PATTERN.test(first) && !productHost ? first : null;
}
