import { externalHref } from './externalHref';

describe('externalHref', () => {
  it('keeps http and https addresses', () => {
    expect(externalHref('https://ada.showfolio.in')).toBe('https://ada.showfolio.in');
    expect(externalHref('http://ada.showfolio.localhost:3000/')).toBe(
      'http://ada.showfolio.localhost:3000/',
    );
  });

  it('adds https:// to a bare host so the link does not resolve as a relative path', () => {
    expect(externalHref('ada.showfolio.in')).toBe('https://ada.showfolio.in');
    expect(externalHref(' ada.showfolio.localhost:3000 ')).toBe(
      'https://ada.showfolio.localhost:3000',
    );
  });

  it('gives no link for empty or script addresses', () => {
    expect(externalHref('')).toBeUndefined();
    expect(externalHref('javascript://alert(1)')).toBeUndefined();
    expect(externalHref('javascript:alert(1)')).toBeUndefined();
    expect(externalHref('ftp://files.example.com')).toBeUndefined();
  });
});
