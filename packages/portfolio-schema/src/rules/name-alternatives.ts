import { sanitizeSubdomain, subdomainMaxLength, validateSubdomain } from './subdomain';

// Defaults
/** How many free names a "taken" answer suggests (issue 34: two or three). */
export const nameAlternativesCount = 3;

// Type
/** What a suggestion may be built from besides the taken name: the person's own names. */
export interface NameAlternativesSource {
  firstName?: string;
  lastName?: string;
  /** The year a `-2026` suffix uses; the caller's clock, so the rule stays pure. */
  year: number;
}

/** `base` cut so that `-suffix` still fits in a subdomain, then joined. */
function withSuffix(base: string, suffix: string): string {
  const room = subdomainMaxLength - suffix.length - 1;
  return `${sanitizeSubdomain(base.slice(0, room))}-${suffix}`;
}

/**
 * Names to offer when `taken` is someone else's, best first: the person's own names
 * (`ada-rivera`, `adarivera`), then the taken name with the year or the surname
 * (`ada-2026`, `ada-rivera`), then numbered (`ada-2` … `ada-9`). Every one is a valid,
 * unreserved subdomain other than `taken`, without repeats; which are free is the server's to
 * check, so this lists more than it will show.
 */
export function subdomainAlternatives(taken: string, { firstName = '', lastName = '', year }: NameAlternativesSource): string[] {
  const base = sanitizeSubdomain(taken);
  const first = sanitizeSubdomain(firstName);
  const last = sanitizeSubdomain(lastName);
  const candidates = [
    first && last ? `${first}-${last}` : '',
    first && last ? `${first}${last}` : '',
    base ? withSuffix(base, String(year)) : '',
    base && last && !base.includes(last) ? withSuffix(base, last) : '',
    first && last ? withSuffix(`${first}-${last}`, String(year)) : '',
    ...(base ? [2, 3, 4, 5, 6, 7, 8, 9].map((n) => withSuffix(base, String(n))) : []),
  ];
  const seen = new Set([base]);
  const names: string[] = [];
  for (const candidate of candidates) {
    const name = sanitizeSubdomain(candidate);
    if (!name || seen.has(name) || !validateSubdomain(name).valid) continue;
    seen.add(name);
    names.push(name);
  }
  return names;
}
