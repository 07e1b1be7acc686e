// @vitest-environment-options {"url": "http://localhost:3000/"}
import { describe, expect, it, vi } from 'vitest';
import { tokenCookie, tokenCookieAttributes } from '../src';

describe('the token cookie on a plain-http page (local development)', () => {
  it('is not marked Secure, so the browser keeps it', () => {
    const setter = vi.spyOn(document, 'cookie', 'set');
    tokenCookie.set('dev-token');
    expect(String(setter.mock.calls[0]?.[0])).not.toMatch(/secure/i);
    expect(tokenCookie.get()).toBe('dev-token');
    expect(tokenCookieAttributes()).toEqual({ path: '/', sameSite: 'Strict', secure: false, expires: 7 });
    tokenCookie.remove();
    expect(tokenCookie.get()).toBeUndefined();
  });
});
