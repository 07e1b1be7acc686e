import './zod-setup';
import * as z from 'zod/mini';

// Schema
/** The font pairings an owner may choose instead of their template's own (issue 32). */
export const designFonts = ['grotesk', 'humanist', 'serif', 'mono'] as const;
/** Light, dark, or whatever the visitor's device prefers (`prefers-color-scheme`). */
export const colourSchemes = ['light', 'dark', 'auto'] as const;
/** The languages a published page can speak (BCP 47 tags, as written to `<html lang>`). */
export const pageLanguages = ['en', 'es', 'pt-BR', 'fr', 'de', 'it', 'nl', 'pl', 'tr', 'hi', 'ja', 'zh-Hans', 'ar'] as const;
/** The page languages written right to left: the page gets `dir="rtl"`. */
export const rightToLeftLanguages: readonly PageLanguage[] = ['ar'];

const choices = (values: readonly string[]) => `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;

export const designMessages = {
  accent: 'Choose an accent colour as #rrggbb, for example #1f6feb.',
  font: `Choose a font: ${choices(designFonts)}.`,
  scheme: `Choose a colour scheme: ${choices(colourSchemes)}.`,
  language: `Choose a page language: ${choices(pageLanguages)}.`,
} as const;

/** `#rrggbb`, stored lower-case (the canonical form). */
export const accentColourSchema = z.pipe(
  z.string({ error: designMessages.accent }).check(z.regex(/^#[0-9a-fA-F]{6}$/, designMessages.accent)),
  z.transform((value: string) => value.toLowerCase()),
);

/**
 * The owner's choices for how the page looks and speaks. Every field is optional: a choice left
 * out means "the template's own" (its accent, font and scheme; English), so a portfolio that never
 * chose anything renders exactly as before.
 */
export const portfolioDesignSchema = z.object({
  accent: z.optional(accentColourSchema),
  font: z.optional(z.enum(designFonts, { error: designMessages.font })),
  scheme: z.optional(z.enum(colourSchemes, { error: designMessages.scheme })),
  language: z.optional(z.enum(pageLanguages, { error: designMessages.language })),
});

// Type
export type DesignFont = (typeof designFonts)[number];
export type ColourScheme = (typeof colourSchemes)[number];
export type PageLanguage = (typeof pageLanguages)[number];
export type PortfolioDesign = z.infer<typeof portfolioDesignSchema>;

// Defaults
export const defaultPageLanguage: PageLanguage = 'en';

/** What the Design panel calls each choice (each language in its own words). */
export const designFontNames: Record<DesignFont, string> = {
  grotesk: 'Grotesk',
  humanist: 'Humanist sans',
  serif: 'Serif',
  mono: 'Mono',
};
export const colourSchemeNames: Record<ColourScheme, string> = {
  light: 'Light',
  dark: 'Dark',
  auto: "Follow the visitor's device",
};
export const pageLanguageNames: Record<PageLanguage, string> = {
  en: 'English',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  nl: 'Nederlands',
  pl: 'Polski',
  tr: 'Türkçe',
  hi: 'हिन्दी',
  ja: '日本語',
  'zh-Hans': '简体中文',
  ar: 'العربية',
};

export const isRightToLeft = (language: PageLanguage | undefined): boolean =>
  language !== undefined && rightToLeftLanguages.includes(language);

/**
 * A stored design with anything that no longer parses left out (a font or language taken off the
 * lists since it was saved reads as the template's own), so a stored row never breaks its page.
 */
export function readPortfolioDesign(stored: unknown): PortfolioDesign {
  if (typeof stored !== 'object' || stored === null) return {};
  const design: PortfolioDesign = {};
  for (const key of ['accent', 'font', 'scheme', 'language'] as const) {
    const parsed = portfolioDesignSchema.shape[key].safeParse((stored as Record<string, unknown>)[key]);
    if (parsed.success && parsed.data !== undefined) Object.assign(design, { [key]: parsed.data });
  }
  return design;
}
