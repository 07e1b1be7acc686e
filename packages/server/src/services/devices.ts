import Bowser from 'bowser';
import type { Context } from 'hono';

/** How much of a User-Agent header a session keeps: enough for any real browser's. */
export const USER_AGENT_MAX_LENGTH = 256;

/** The request's User-Agent as a session stores it: cut to 256 characters, null when absent. */
export function userAgentOf(c: Context): string | null {
  const header = c.req.header('user-agent')?.trim();
  return header ? header.slice(0, USER_AGENT_MAX_LENGTH) : null;
}

/** 'Chrome on Linux', 'Safari on iOS'; whichever half is known, else 'Unknown device'. */
export function deviceSummary(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name || '';
  const os = parsed.os.name || '';
  if (browser && os) return `${browser} on ${os}`;
  return browser || os || 'Unknown device';
}
