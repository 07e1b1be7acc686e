import type { PortfolioData } from '@showfolio/portfolio-schema';
import { designFontCss, documentCss, portfolioText, type TemplateFontTokens } from '@showfolio/templates';

/** The template every new user's preview starts with. */
export const defaultPreviewTemplateId = 'minimal-portfolio-v1';

export interface PreviewTemplateChoice {
  /** The template of the live deployment, if any. */
  deployed?: string | null;
  /** The last template picked in the preview's switcher (the host remembers it). */
  lastChosen?: string | null;
  /** Whether an identifier is a template this build has. */
  isKnown: (id: string) => boolean;
}

/**
 * Which template the preview opens with: the one the world sees, else the one last looked at,
 * else Minimal. Identifiers the build no longer has are skipped.
 */
export function pickPreviewTemplate({ deployed, lastChosen, isKnown }: PreviewTemplateChoice): string {
  for (const id of [deployed, lastChosen]) if (id && isKnown(id)) return id;
  return defaultPreviewTemplateId;
}

/**
 * The preview frame's whole stylesheet, as the public page's: the page rules, the template's CSS,
 * and with an owner's font its @font-face rules (files from the app's /fonts/) and token overrides.
 */
export function previewCss(templateCss: string, fontTokens: TemplateFontTokens, data: PortfolioData): string {
  const font = data.design?.font;
  return documentCss + templateCss + (font ? designFontCss(fontTokens, font, portfolioText(data)) : '');
}
