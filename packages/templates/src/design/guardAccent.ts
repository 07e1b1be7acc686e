import type { ColourScheme, GuardedAccent, TemplateColours } from './types';
import { getTemplateMeta } from '../sdk/catalogue';
import type { PortfolioDesign } from '@showfolio/portfolio-schema';
import type { SocialCardColors } from '../sdk/types';
import { adjustForContrast, guardTemplateAccent, textContrast } from './contrast';

/**
 * Guards an owner's accent for a template: derives the shades the template needs (text and links,
 * UI fills and borders, a soft tint where it uses one) and moves their OKLCH lightness until text
 * reaches 4.5:1 and UI 3:1 against the template's backgrounds in every scheme the page shows
 * (both for 'auto'). `adjusted` says whether the editor should show `accentAdjustedMessage`.
 * Throws a `TypeError` for an unknown template or a colour that is not `#rrggbb`.
 */
export function guardAccent(templateId: string, accent: string, scheme?: ColourScheme): GuardedAccent {
  const meta = getTemplateMeta(templateId);
  if (!meta) throw new TypeError(`Unknown template '${templateId}'.`);
  return guardTemplateAccent(meta.colours, accent, scheme);
}

/**
 * A template's colours for the Design panel: its own accent, its presets (swatches, the default
 * first) and the schemes it supports. `undefined` for an unknown template.
 */
export const templateColours = (templateId: string): TemplateColours | undefined => getTemplateMeta(templateId)?.colours;

/**
 * A template's share-card (Open Graph image) colours with the owner's accent, guarded like the page:
 * the card draws the accent as text (the role line) on its background, so it reaches 4.5:1 there.
 * The card keeps the template's own scheme. `undefined` for an unknown template.
 */
export function socialCardColours(templateId: string, design?: PortfolioDesign): SocialCardColors | undefined {
  const card = getTemplateMeta(templateId)?.socialCard;
  if (!card || !design?.accent) return card;
  const { requested } = guardAccent(templateId, design.accent);
  return { ...card, accent: adjustForContrast(requested, [card.background], textContrast) };
}

/**
 * The résumé PDF's accent: the owner's, kept readable as text on white paper (4.5:1), else the
 * template's share-card accent; a default blue for an unknown template.
 */
export function resumeAccent(templateId: string, design?: PortfolioDesign): string {
  const own = design?.accent;
  if (own) return adjustForContrast(own, ['#ffffff'], textContrast);
  return getTemplateMeta(templateId)?.socialCard.accent ?? '#1d4ed8';
}
