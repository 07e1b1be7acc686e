import Bowser from 'bowser';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { DEVICE_TOKEN_SECONDS, readDeviceToken, signDeviceToken } from '../auth/tokens';
import type { users } from '../db/schema';
import type { Services } from './context';

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

/** The device cookie only ever travels to the sign-in routes. */
export const DEVICE_COOKIE = 'showfolio_device';

type DeviceOwner = Pick<typeof users.$inferSelect, 'id' | 'deviceGeneration'>;

/** Marks this browser as one the account signed in from (see `signDeviceToken`). */
export async function rememberDevice(c: Context, services: Pick<Services, 'keys' | 'config'>, user: DeviceOwner) {
  setCookie(c, DEVICE_COOKIE, await signDeviceToken(services.keys, user.id, user.deviceGeneration), {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'Lax',
    secure: services.config.appUrl.startsWith('https:'),
    maxAge: DEVICE_TOKEN_SECONDS,
  });
}

/** Whether the request carries this account's device cookie, issued since its devices were last disowned. */
export async function isKnownDevice(c: Context, services: Pick<Services, 'keys'>, user: DeviceOwner): Promise<boolean> {
  const device = await readDeviceToken(services.keys, getCookie(c, DEVICE_COOKIE));
  return device?.userId === user.id && device.generation === user.deviceGeneration;
}
