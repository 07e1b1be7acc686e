import fc from 'fast-check';
import { isSafeUrl, safeUrl } from './safe-url';

describe('isSafeUrl', () => {
  it.each([
    'https://example.com',
    'http://example.com/path?q=1#top',
    'HTTPS://EXAMPLE.COM',
    '  https://example.com  ',
    'mailto:ada@example.com',
    'MAILTO:ada@example.com',
    '/media/sample-avatar.webp',
    '/',
  ])('allows %j', (url) => {
    expect(isSafeUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    '\u0000javascript:alert(1)',
    '\u0001\u001fjavascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\r\nscript:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    '&#X6a;avascript:alert(1)',
    'java&Tab;script:alert(1)',
    'java&NewLine;script:alert(1)',
    'javascript&colon;alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com',
    '//evil.example.com',
    '/\\evil.example.com',
    '/\t/evil.example.com',
    'https://',
    'mailto:',
    'example.com',
    'relative/path',
    '',
    '   ',
  ])('rejects %j', (url) => {
    expect(isSafeUrl(url)).toBe(false);
  });

  it('rejects non-strings', () => {
    expect(isSafeUrl(undefined)).toBe(false);
    expect(isSafeUrl(null)).toBe(false);
    expect(isSafeUrl(42)).toBe(false);
  });
});

describe('safeUrl', () => {
  it('returns the link as the browser reads it, or undefined', () => {
    expect(safeUrl('  https://example.com/a\tb ')).toBe('https://example.com/ab');
    expect(safeUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeUrl('/media/x.webp')).toBe('/media/x.webp');
  });
});

// Variants of a dangerous scheme as an attacker would write them: any letter case, padded with
// spaces or C0 controls, with tabs/newlines (raw or as entities) between letters, and with any
// letter written as a decimal or hexadecimal character reference.
const dangerousSchemes = ['javascript', 'data', 'vbscript'];
const padding = fc.array(fc.constantFrom(' ', '\t', '\n', '\r', '\u0000', '\u0008', '\u001f', '\u000b', '\u000c'), {
  maxLength: 4,
});
const letterVariant = (letter: string) =>
  fc.oneof(
    fc.constant(letter.toLowerCase()),
    fc.constant(letter.toUpperCase()),
    fc.constant(`&#${letter.charCodeAt(0)};`),
    fc.constant(`&#x${letter.charCodeAt(0).toString(16)};`),
    fc.constant(`&#X${letter.toUpperCase().charCodeAt(0).toString(16).toUpperCase()};`),
    fc.constant(`&#0000${letter.charCodeAt(0)}`),
  );
const separator = fc.constantFrom('', '', '', '\t', '\n', '\r', '&Tab;', '&NewLine;');
const dangerousUrl = fc
  .constantFrom(...dangerousSchemes)
  .chain((scheme) =>
    fc.tuple(
      padding,
      fc.tuple(...Array.from(scheme).map((letter) => fc.tuple(letterVariant(letter), separator))),
      fc.constantFrom(':', '&colon;', '&#58;', '&#x3a;', '%3A'),
      fc.string({ maxLength: 20 }),
    ),
  )
  .map(([lead, letters, colon, rest]) => `${lead.join('')}${letters.map(([l, s]) => l + s).join('')}${colon}${rest}`);

describe('isSafeUrl properties', () => {
  it('never allows a dangerous scheme, however it is cased, padded or encoded', () => {
    fc.assert(
      fc.property(dangerousUrl, (url) => {
        expect(isSafeUrl(url)).toBe(false);
        expect(safeUrl(url)).toBeUndefined();
      }),
      { numRuns: 2000 },
    );
  });

  it('only ever returns http(s), mailto or same-origin paths for arbitrary input', () => {
    fc.assert(
      fc.property(fc.string(), (url) => {
        const result = safeUrl(url);
        if (result !== undefined) expect(result).toMatch(/^(https?:\/\/|mailto:|\/(?![/\\]))/i);
      }),
      { numRuns: 2000 },
    );
  });
});
