// @vitest-environment-options {"url": "https://showfolio.localhost/dashboard"}
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenCookie } from '../src';

const written = () => {
  const setter = vi.spyOn(document, 'cookie', 'set');
  return () => setter.mock.calls.map(([value]) => String(value));
};

afterEach(() => {
  vi.restoreAllMocks();
  tokenCookie.remove();
});

describe('the user_dashboard_token cookie', () => {
  it('reads back what was set, then nothing once removed', () => {
    expect(tokenCookie.get()).toBeUndefined();
    tokenCookie.set('abc.def.ghi');
    expect(tokenCookie.get()).toBe('abc.def.ghi');
    expect(document.cookie).toContain('user_dashboard_token=abc.def.ghi');
    tokenCookie.remove();
    expect(tokenCookie.get()).toBeUndefined();
    expect(document.cookie).not.toContain('user_dashboard_token');
  });

  it('is written for 7 days, path /, SameSite=Strict and Secure over https', () => {
    const writes = written();
    const before = Date.now();
    tokenCookie.set('t1');
    const [cookie] = writes();
    expect(cookie).toMatch(/^user_dashboard_token=t1;/);
    expect(cookie).toMatch(/; path=\//);
    expect(cookie).toMatch(/; sameSite=Strict/i);
    expect(cookie).toMatch(/; secure/);
    const expires = Date.parse(/expires=([^;]+)/.exec(cookie ?? '')?.[1] ?? '');
    const days = (expires - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7.001);
  });

  it('is a browser-session cookie when the sign-in is not remembered', () => {
    const writes = written();
    tokenCookie.set('t2', { persistent: false });
    expect(writes()[0]).not.toMatch(/expires=/);
    expect(tokenCookie.get()).toBe('t2');
  });

  it('is removed on path / by writing it already expired', () => {
    tokenCookie.set('t3');
    const writes = written();
    tokenCookie.remove();
    const [cookie] = writes();
    expect(cookie).toMatch(/^user_dashboard_token=; path=\//);
    expect(Date.parse(/expires=([^;]+)/.exec(cookie ?? '')?.[1] ?? '')).toBeLessThan(Date.now());
  });
});
