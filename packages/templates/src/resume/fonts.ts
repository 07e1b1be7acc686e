import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';

const require = createRequire(import.meta.url);

/**
 * The résumé's two families, self-hosted from @fontsource as WOFF (react-pdf's fontkit reads WOFF
 * and TTF; @fontsource's WOFF2 files would need a Brotli pass). Each @fontsource file covers one
 * script subset, so every subset is its own family and a style names them in order: react-pdf takes
 * each glyph from the first family that has it, and embeds only the glyphs a document uses.
 */
const subsets = ['latin', 'latin-ext', 'greek', 'cyrillic', 'vietnamese'] as const;

const families = {
  sans: { pkg: '@fontsource/inter', file: 'inter', weights: [400, 700] },
  serif: { pkg: '@fontsource/source-serif-4', file: 'source-serif-4', weights: [400, 700] },
} as const;

export type ResumeFont = keyof typeof families;

const familyName = (font: ResumeFont, subset: string) => `Resume ${font} ${subset}`;

const longestWord = 24;
const piece = 12;

let registered = false;

/** Registers the fonts once per process (react-pdf keeps one font store). */
export function registerResumeFonts(): void {
  if (registered) return;
  registered = true;
  // react-pdf's default hyphenation splits ordinary English words; ours keeps words whole and only
  // cuts a word too long for any line (an address, a 136-letter name) into pieces it may break between.
  Font.registerHyphenationCallback((word) =>
    word.length <= longestWord ? [word] : (word.match(new RegExp(`.{1,${piece}}`, 'gsu')) ?? [word]),
  );
  for (const [font, { pkg, file, weights }] of Object.entries(families) as [ResumeFont, (typeof families)[ResumeFont]][]) {
    for (const subset of subsets) {
      Font.register({
        family: familyName(font, subset),
        fonts: weights.flatMap((weight) =>
          (['normal', 'italic'] as const).map((style) => ({
            src: require.resolve(`${pkg}/files/${file}-${subset}-${weight}-${style}.woff`),
            fontWeight: weight,
            fontStyle: style,
          })),
        ),
      });
    }
  }
}

/** A style's `fontFamily`: the family's subsets in fallback order. */
export const fontStack = (font: ResumeFont): string[] => subsets.map((subset) => familyName(font, subset));
