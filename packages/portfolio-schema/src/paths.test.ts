import { describe, expect, it } from 'vitest';
import { appLink, appPaths, previewPath, spaPaths, tokenLinkPath } from './paths';

describe('app paths', () => {
  it('holds each page once, every path starting with a slash', () => {
    const values = Object.values(appPaths);
    expect(new Set(values).size).toBe(values.length);
    for (const path of values) expect(path).toMatch(/^\/[a-z/-]*$/);
    expect(spaPaths.has(appPaths.verifyEmail)).toBe(true);
    expect(spaPaths.has('/nope')).toBe(false);
  });

  it('builds a mailed link whose token survives the query string', () => {
    expect(tokenLinkPath('resetPassword', 'a+b/c=')).toBe('/reset-password?token=a%2Bb%2Fc%3D');
    expect(appLink('https://showfolio.example/', tokenLinkPath('verifyEmail', 't'))).toBe(
      'https://showfolio.example/verify-email?token=t',
    );
  });

  it('builds a preview link with the template and token encoded', () => {
    expect(previewPath('dark minimal', 'x&y')).toBe('/preview/dark%20minimal?token=x%26y');
  });
});
