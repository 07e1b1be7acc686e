import { safeUrl } from '@showfolio/portfolio-schema';

/**
 * A deployment address as a link target. The API may answer with a bare host
 * ('ada.showfolio.in'), which a browser would resolve as a relative path, so that gets https://;
 * anything that is not http(s) (javascript:, data:, mailto:) yields no link at all.
 */
export function externalHref(url: string): string | undefined {
  const trimmed = url.trim();
  if (!trimmed) return undefined;
  const candidate = trimmed.includes('://') ? trimmed : `https://${trimmed}`;
  const safe = safeUrl(candidate);
  return safe && /^https?:\/\//i.test(safe) ? safe : undefined;
}
