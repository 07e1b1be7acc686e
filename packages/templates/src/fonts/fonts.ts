// The Design panel's fonts (issue 32): self-hosted @fontsource variable fonts, woff2 only, a subset
// loaded only when the page's text has a character from it. Browser-safe: the editor's preview
// uses the same CSS as the published page; the host serves the files (`fontFilePath` in ssr.ts).
import type { DesignFont } from '@showfolio/portfolio-schema';
import { fontFamilies } from './fontFiles';
import type { FontFile, TemplateFontTokens } from './types';

/** Where the host serves the font files: same origin, so the page's `font-src 'self'` allows them. */
export const fontUrlPrefix = '/fonts/';

/** No page loads more than this many font files or bytes of font (issue 32). */
export const fontBudget = { files: 2, bytes: 80 * 1024 } as const;

const sans =
  "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', 'Helvetica Neue', 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif";
// What a character outside the chosen font's subsets (Arabic, Devanagari, CJK…) is drawn with.
const fallbacks: Record<DesignFont, string> = {
  grotesk: sans,
  humanist: sans,
  serif: "Georgia, 'Iowan Old Style', 'Liberation Serif', 'DejaVu Serif', serif",
  mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', 'DejaVu Sans Mono', monospace",
};

/** The CSS `font-family` value of a font choice: its family, then a system stack of the same kind. */
export const fontStack = (font: DesignFont): string => `'${fontFamilies[font].family}', ${fallbacks[font]}`;

type Ranges = Array<[number, number]>;
const rangeCache = new Map<string, Ranges>();

function ranges(unicodeRange: string): Ranges {
  let parsed = rangeCache.get(unicodeRange);
  if (!parsed) {
    parsed = unicodeRange.split(',').map((part) => {
      const [start, end = start] = part.trim().replace(/^U\+/i, '').split('-');
      return [parseInt(start!, 16), parseInt(end!, 16)];
    });
    rangeCache.set(unicodeRange, parsed);
  }
  return parsed;
}

const covers = (file: FontFile, codePoint: number) =>
  ranges(file.unicodeRange).some(([start, end]) => codePoint >= start && codePoint <= end);

/**
 * The files of `font` that `text` needs: a subset only when some character of the text is in it
 * and in no subset before it (latin first), so an English page loads one file and a Polish one two.
 * A page without a latin character (all Arabic, say) loads none and keeps the fallback stack.
 */
export function fontFiles(font: DesignFont, text: string): FontFile[] {
  const files = fontFamilies[font].files;
  const needed = new Set<FontFile>();
  for (const char of new Set(text)) {
    const codePoint = char.codePointAt(0)!;
    const file = files.find((candidate) => covers(candidate, codePoint));
    if (file) needed.add(file);
    if (needed.size === files.length) break;
  }
  return files.filter((file) => needed.has(file));
}

/** The `@font-face` rules of the files `text` needs, `font-display: swap`, served under `baseUrl`. */
export function fontFaceCss(font: DesignFont, text: string, baseUrl: string = fontUrlPrefix): string {
  const { family, weight } = fontFamilies[font];
  return fontFiles(font, text)
    .map(
      (file) =>
        `@font-face{font-family:'${family}';font-style:normal;font-display:swap;font-weight:${weight};` +
        `src:url(${baseUrl}${file.name}) format('woff2');unicode-range:${file.unicodeRange}}`,
    )
    .join('');
}

/** `<link rel="preload">` for each file `text` needs: the browser fetches them with the HTML. */
export const fontPreloadLinks = (font: DesignFont, text: string, baseUrl: string = fontUrlPrefix): string =>
  fontFiles(font, text)
    .map((file) => `<link rel="preload" as="font" type="font/woff2" href="${baseUrl}${file.name}" crossorigin>`)
    .join('');

const propertyOf = (token: string): string => {
  const match = /^var\((--[\w-]+)/.exec(token);
  if (!match) throw new Error(`Font token ${token} is not a CSS variable (var(--…)).`);
  return match[1]!;
};

/**
 * The rule that sets a template's font tokens to the chosen font, for the page's stylesheet (after
 * the template's, so it wins at the theme class's own specificity): `.theme{--heading:…;--body:…}`.
 */
export function fontTokenCss(tokens: TemplateFontTokens, font: DesignFont): string {
  const stack = fontStack(font);
  const declarations = [...tokens.heading, ...tokens.body].map((token) => `${propertyOf(token)}:${stack}`);
  return `.${tokens.theme}{${declarations.join(';')}}`;
}

/** The `@font-face` rules and token overrides a page with `font` needs: its stylesheet's addition. */
export const designFontCss = (
  tokens: TemplateFontTokens,
  font: DesignFont,
  text: string,
  baseUrl: string = fontUrlPrefix,
): string => fontFaceCss(font, text, baseUrl) + fontTokenCss(tokens, font);

/** Every string in a portfolio (names, bio, entries…): what decides which subsets a page needs. */
export function portfolioText(data: unknown): string {
  const parts: string[] = [];
  const visit = (value: unknown) => {
    if (typeof value === 'string') parts.push(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(visit);
  };
  visit(data);
  return parts.join('\n');
}

/**
 * The words of a rendered page (its markup without tags): what its font must draw. Entities are
 * ASCII, so leaving them encoded changes no subset.
 */
export const pageText = (html: string): string => html.replace(/<[^>]*>/g, ' ');

/** The served file of that name (`<file>.<hash>.woff2`), if it is one of the fonts' files. */
export function findFontFile(name: string): { font: DesignFont; file: FontFile } | null {
  for (const [font, family] of Object.entries(fontFamilies) as Array<[DesignFont, (typeof fontFamilies)[DesignFont]]>) {
    const file = family.files.find((candidate) => candidate.name === name);
    if (file) return { font, file };
  }
  return null;
}
