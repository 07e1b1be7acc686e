import './zod-setup';
import * as z from 'zod/mini';

// Custom domains (issue #16): a user points a domain they own (`ada.dev`, `www.ada.dev`) at their
// published portfolio. The name rule lives here so the dashboard form and the API refuse the same
// names with the same words. Pure: the WHATWG URL parser (browsers and Node alike) does the IDNA
// mapping to punycode.

// Defaults
/** How many domains one account may connect. */
export const MAX_CUSTOM_DOMAINS = 3;
/** The longest host name DNS allows (RFC 1035), in its ASCII (punycode) form. */
export const MAX_DOMAIN_LENGTH = 253;
/** The TXT record that proves ownership lives at `{CHALLENGE_PREFIX}.{domain}`. */
export const DOMAIN_CHALLENGE_PREFIX = '_showfolio-challenge';

export const customDomainStatuses = ['pending', 'verified', 'routing', 'needs_attention', 'failed'] as const;
export type CustomDomainStatus = (typeof customDomainStatuses)[number];

export const domainMessages = {
  required: 'Enter a domain such as ada.dev',
  invalid: 'Enter a valid domain such as ada.dev or www.ada.dev',
  addressOnly: 'Enter the domain only, such as ada.dev (no path, port or user name)',
  ipAddress: 'IP addresses cannot be connected: enter a domain name such as ada.dev',
  localhost: 'localhost cannot be connected: enter a domain you own on the internet',
  tooLong: `A domain can be at most ${MAX_DOMAIN_LENGTH} characters long`,
  needsDot: 'Enter a full domain with its ending, such as ada.dev',
  ownDomain: (publicDomain: string) =>
    `Addresses under ${publicDomain} are Showfolio's own: publish on a subdomain instead, or enter a domain you own`,
  limit: `You can connect at most ${MAX_CUSTOM_DOMAINS} domains. Remove one to add another.`,
  alreadyYours: 'You have already added this domain',
  takenByOther: 'This domain is already connected to another Showfolio account',
  verifiedElsewhere:
    'Another Showfolio account proved it owns this domain first, so it is connected there. If the domain is yours, keep your TXT record: once their record is gone, Check now connects it here.',
  notFound: 'Domain not found',
  publishFirst: 'Publish your portfolio first: a custom domain shows your published portfolio.',
} as const;

export type DomainNameCheck = { ok: true; domain: string } | { ok: false; message: string };

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * The host of an address pasted from a browser's address bar (`https://www.ada.dev/`, `ada.dev/`):
 * nothing but a scheme, the name and a bare slash, so the name is surely what was meant. Null for
 * anything else, including a path, port, query or user name, which stay refused as typed.
 */
function pastedAddressHost(typed: string): string | null {
  const withScheme = /^https?:\/\//i.test(typed);
  if (!withScheme && !typed.endsWith('/')) return null;
  try {
    const url = new URL(withScheme ? typed : `http://${typed}`);
    const bare = !url.username && !url.password && !url.port && !url.search && !url.hash && url.pathname === '/';
    return bare && !/[?#@]/.test(typed) ? url.hostname : null;
  } catch {
    return null;
  }
}

/**
 * Normalises what a person typed or pasted into the ASCII host name DNS and browsers use (lower
 * case, punycode for non-ASCII labels, no trailing dot, no `https://` or final slash) and says why a name cannot be connected:
 * IP literals, localhost, the app's own domain and its subdomains, bad labels, too long.
 */
export function normalizeCustomDomain(input: string, publicDomain: string): DomainNameCheck {
  const trimmed = input.trim();
  if (!trimmed) return { ok: false, message: domainMessages.required };
  if (trimmed.length > MAX_DOMAIN_LENGTH * 4) return { ok: false, message: domainMessages.tooLong };
  const typed = pastedAddressHost(trimmed) ?? trimmed;
  if (/[/:@?#\\\s]/.test(typed)) {
    return { ok: false, message: /^\[|^[0-9a-f:]+$/i.test(typed) && typed.includes(':') ? domainMessages.ipAddress : domainMessages.addressOnly };
  }
  let hostname: string;
  try {
    hostname = new URL(`http://${typed}/`).hostname;
  } catch {
    return { ok: false, message: domainMessages.invalid };
  }
  hostname = hostname.replace(/\.$/, '');
  if (hostname.startsWith('[')) return { ok: false, message: domainMessages.ipAddress };
  const labels = hostname.split('.');
  // The URL parser turns 127.1, 0x7f.0.0.1 and 2130706433 into 127.0.0.1: a numeric last label
  // makes the whole name an IPv4 address to it (or an invalid one, refused above).
  if (/^\d+(\.\d+){3}$/.test(hostname))
    return { ok: false, message: domainMessages.ipAddress };
  if (hostname === 'localhost' || hostname.endsWith('.localhost'))
    return { ok: false, message: domainMessages.localhost };
  if (hostname.length > MAX_DOMAIN_LENGTH) return { ok: false, message: domainMessages.tooLong };
  if (labels.length < 2) return { ok: false, message: domainMessages.needsDot };
  if (!labels.every((label) => LABEL.test(label)) || /^\d+$/.test(labels.at(-1)!))
    return { ok: false, message: domainMessages.invalid };
  const own = publicDomain.trim().toLowerCase().replace(/\.$/, '');
  if (own && (hostname === own || hostname.endsWith(`.${own}`)))
    return { ok: false, message: domainMessages.ownDomain(own) };
  return { ok: true, domain: hostname };
}

/**
 * The host part of a `Host` header as a connected domain would be stored (lower case, no port,
 * no trailing dot), or null when it cannot be one. Exact matching happens against the stored
 * names: `ada.dev.evil.com` is a different name from `ada.dev`.
 */
export function hostToCustomDomain(host: string): string | null {
  if (host.length > MAX_DOMAIN_LENGTH + 7 || host.startsWith('[')) return null;
  const hostname = host.trim().toLowerCase().replace(/:\d{1,5}$/, '').replace(/\.$/, '');
  const ipAddress = /^\d+(\.\d+){3}$/.test(hostname);
  return /^[a-z0-9.-]+$/.test(hostname) && hostname.includes('.') && !ipAddress ? hostname : null;
}

// Schema
/** The dashboard form and `POST /api/domains`: the rule above, for one PUBLIC_DOMAIN. */
export const addCustomDomainSchema = (publicDomain: string) =>
  z.object({
    domain: z.pipe(
      z.string({ error: domainMessages.required }),
      z.transform((value, ctx) => {
        const checked = normalizeCustomDomain(value, publicDomain);
        if (!checked.ok) {
          ctx.issues.push({ code: 'custom', message: checked.message, input: value });
          return z.NEVER;
        }
        return checked.domain;
      }),
    ),
  });

export const dnsRecordSchema = z.object({
  type: z.enum(['TXT', 'CNAME', 'A', 'AAAA']),
  /** The full name the record is created at, e.g. `_showfolio-challenge.www.ada.dev`. */
  name: z.string(),
  /**
   * The same name as most registrars' forms want it: relative to the registered domain
   * (`_showfolio-challenge.www` for `www.ada.dev`), `@` for the registered domain itself.
   */
  host: z.string(),
  value: z.string(),
  purpose: z.enum(['verify', 'route']),
});

export const customDomainSchema = z.object({
  id: z.string(),
  domain: z.string(),
  status: z.enum(customDomainStatuses),
  isPrimary: z.boolean(),
  /** Why the last check did not succeed (what is missing or wrong), or null. */
  reason: z.nullable(z.string()),
  lastCheckedAt: z.nullable(z.string()),
  nextCheckAt: z.nullable(z.string()),
  verifiedAt: z.nullable(z.string()),
  createdAt: z.string(),
  /** The exact records to create at the registrar. */
  records: z.array(dnsRecordSchema),
});

export const customDomainListSchema = z.object({
  domains: z.array(customDomainSchema),
  maxDomains: z.number(),
});

// Type
export type AddCustomDomainRequest = z.input<ReturnType<typeof addCustomDomainSchema>>;
export type DnsRecord = z.infer<typeof dnsRecordSchema>;
export type CustomDomain = z.infer<typeof customDomainSchema>;
export type CustomDomainList = z.infer<typeof customDomainListSchema>;

/** A domain in these states answers for its portfolio (and may get a certificate). */
export const servingDomainStatuses: readonly CustomDomainStatus[] = ['verified', 'routing'];
