import type { PortfolioDesign } from '@showfolio/portfolio-schema';
import { accentShades, schemesShown, withOpacity } from './contrast';
import type { TemplateColours, TemplateScheme, TemplateStyling } from './types';

/** `var(--name)` (a vanilla-extract token) → `--name`. */
const propertyOf = (token: string): string => {
  const match = /^var\((--[\w-]+)\)$/.exec(token);
  if (!match) throw new Error(`Expected a CSS variable token like var(--name), got '${token}'.`);
  return match[1]!;
};

// Through a Map, so a token the scheme sets and the accent sets again is written once (the accent's).
const declarations = (values: ReadonlyArray<readonly [string, string]>): string =>
  [...new Map(values.map(([token, value]) => [propertyOf(token), value]))].map(([name, value]) => `${name}:${value}`).join(';');

/** The token values of one scheme: its colours (when not the template's own) and the guarded accent. */
function schemeValues(
  colours: TemplateColours,
  styling: TemplateStyling,
  scheme: TemplateScheme,
  accent: string | undefined,
): Array<readonly [string, string]> {
  const values: Array<readonly [string, string]> =
    scheme === colours.schemes[0] ? [] : Object.entries(styling.schemeTokens?.[scheme] ?? {});
  if (accent) {
    const shades = accentShades(colours, accent, scheme);
    for (const token of styling.accentTokens.text) values.push([token, shades.text]);
    for (const token of styling.accentTokens.ui ?? []) values.push([token, shades.ui]);
    if (shades.tint) for (const token of styling.accentTokens.tint ?? []) values.push([token, shades.tint]);
    for (const [token, opacity] of styling.accentTokens.alpha ?? []) values.push([token, withOpacity(shades.ui, opacity)]);
  }
  return values;
}

/**
 * The CSS that draws a template with the owner's design: its theme class with the accent tokens
 * (guarded for contrast) and, for another scheme, that scheme's colour tokens; 'auto' puts the
 * other scheme under `@media screen and (prefers-color-scheme: …)`; on paper the page keeps the
 * template's own scheme. It follows the template's own CSS in the
 * page's stylesheet, so the same selector wins without an inline `style`. Empty for `design: {}`
 * (or a scheme the template does not support and no accent), so such a page is unchanged.
 */
export function designCss(
  colours: TemplateColours,
  styling: TemplateStyling,
  design: PortfolioDesign | undefined,
): string {
  if (!design) return '';
  const accent = design.accent;
  const rule = (scheme: TemplateScheme) => {
    const values = schemeValues(colours, styling, scheme, accent);
    return values.length > 0 ? `.${styling.themeClass}{${declarations(values)}}` : '';
  };
  const own = colours.schemes[0]!;
  const [first, ...others] = schemesShown(colours, design.scheme);
  // Paper keeps the template's own colours: browsers print no backgrounds by default, so another
  // scheme's light ink would print pale on white.
  const onScreen = (query: string, css: string) => css && `@media screen${query}{${css}}`;
  if (first !== own) {
    const printed = rule(own);
    return onScreen('', rule(first!)) + (printed && `@media print{${printed}}`);
  }
  return [rule(own), ...others.map((scheme) => onScreen(` and (prefers-color-scheme:${scheme})`, rule(scheme)))].join('');
}
