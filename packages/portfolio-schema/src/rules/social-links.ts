import { socialPlatforms, type SocialLinks, type SocialPlatform } from '../portfolio-data';

// Defaults
export const socialPlatformLabels: Record<SocialPlatform, string> = {
  linkedin: 'LinkedIn',
  github: 'GitHub',
  twitter: 'X',
  instagram: 'Instagram',
  facebook: 'Facebook',
};

/** Base addresses the username is appended to (builder §3). */
export const socialPlatformBaseUrls: Record<SocialPlatform, string> = {
  linkedin: 'https://www.linkedin.com/in/',
  github: 'https://github.com/',
  twitter: 'https://x.com/',
  instagram: 'https://www.instagram.com/',
  facebook: 'https://www.facebook.com/',
};

const knownHosts = /(^|\.)(linkedin\.com|github\.com|x\.com|twitter\.com|instagram\.com|facebook\.com|fb\.com)$/i;
// Letters (any script), digits, dot, underscore and hyphen cover the handles of all five networks;
// anything else is dropped so the rebuilt link can only ever be a plain https profile address.
const NOT_HANDLE = /[^\p{L}\p{N}._-]/gu;

function looksLikeUrl(input: string): boolean {
  if (/^[a-z][a-z0-9+.-]*:/i.test(input) || input.includes('/')) return true;
  return knownHosts.test(input.split(/[?#]/)[0] ?? '');
}

function usernameFrom(platform: SocialPlatform, input: string): string {
  if (!looksLikeUrl(input)) return input.replace(/^@+/, '');
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(input) ? input : `https://${input.replace(/^\/+/, '')}`;
  let segments: string[];
  try {
    segments = new URL(withScheme).pathname.split('/').filter(Boolean);
  } catch {
    return '';
  }
  const start = platform === 'linkedin' && segments.includes('in') ? segments.indexOf('in') + 1 : 0;
  const segment = segments[start] ?? '';
  try {
    return decodeURIComponent(segment).replace(/^@+/, '');
  } catch {
    return segment;
  }
}

/**
 * A full link or a bare username (optionally with '@') becomes the platform's canonical profile
 * address; twitter.com links become x.com ones. Empty or handle-less input gives ''.
 */
export function normalizeSocialLink(platform: SocialPlatform, input: string): string {
  const username = usernameFrom(platform, input.trim()).replace(NOT_HANDLE, '');
  return username ? `${socialPlatformBaseUrls[platform]}${username}` : '';
}

/** Normalises every link and drops the empty ones, as the social links step does on save. */
export function normalizeSocialLinks(links: Partial<Record<SocialPlatform, string | undefined>>): Partial<SocialLinks> {
  const out: Partial<SocialLinks> = {};
  for (const platform of socialPlatforms) {
    const link = normalizeSocialLink(platform, links[platform] ?? '');
    if (link) out[platform] = link;
  }
  return out;
}
