// Import only what the guard uses from culori's tree-shakeable entry: the browser bundle (the
// Design panel) and the server both call it.
import { clampChroma, formatHex, modeLrgb, modeOklch, modeRgb, parseHex, useMode as registerMode, wcagContrast } from 'culori/fn';
import type { Oklch } from 'culori/fn';
import { accentColourSchema } from '@showfolio/portfolio-schema';
import type { AccentShades, ColourScheme, GuardedAccent, TemplateColours, TemplateScheme } from './types';

// culori/fn registers only the colour spaces used (not a React hook, whatever the name says). On
// first use, not at import: a module without side effects drops out of bundles that never guard a
// colour (the dashboard and gallery load the package's entry for its catalogue).
const registerSpaces = () => {
  registerMode(modeRgb);
  registerMode(modeLrgb);
  return registerMode(modeOklch);
};
let oklchConverter: ReturnType<typeof registerSpaces> | undefined;
const colourSpaces = () => (oklchConverter ??= registerSpaces());
const toOklch = (colour: Parameters<ReturnType<typeof registerSpaces>>[0]) => colourSpaces()(colour) as Oklch | undefined;

/** WCAG 2.2 AA: 4.5:1 for text, 3:1 for UI components and graphical objects. */
export const textContrast = 4.5;
export const uiContrast = 3;

/** What the Design panel says when `guardAccent` moved the owner's colour (`adjusted: true`). */
export const accentAdjustedMessage = 'We adjusted your accent so text stays readable.';

/** The WCAG contrast ratio of two `#rrggbb` colours. */
export const contrastRatio = (a: string, b: string): number => {
  colourSpaces();
  return wcagContrast(a, b);
};

const lowestContrast = (colour: string, surfaces: readonly string[]): number =>
  Math.min(...surfaces.map((surface) => contrastRatio(colour, surface)));

const hexAt = (base: Oklch, l: number): string => formatHex(clampChroma({ ...base, l }, 'oklch'));

/**
 * The colour nearest to `colour` (same hue and chroma where sRGB allows, only OKLCH lightness
 * moved) that reaches `ratio` against every surface. Surfaces lighter on average than mid grey
 * push the colour darker, darker ones push it lighter; if even black (or white) cannot reach the
 * ratio the extreme is returned, the best there is.
 */
export function adjustForContrast(colour: string, surfaces: readonly string[], ratio: number): string {
  if (surfaces.length === 0 || lowestContrast(colour, surfaces) >= ratio) return colour;
  const base = toOklch(parseHex(colour))!;
  const meanLightness = surfaces.reduce((sum, surface) => sum + toOklch(parseHex(surface))!.l, 0) / surfaces.length;
  const darken = meanLightness >= 0.6;
  let [passing, failing] = darken ? [0, base.l] : [1, base.l];
  if (lowestContrast(hexAt(base, passing), surfaces) < ratio) return hexAt(base, passing);
  // Bisect on lightness; 24 steps is far below one step of 8-bit sRGB.
  for (let step = 0; step < 24; step += 1) {
    const middle = (passing + failing) / 2;
    if (lowestContrast(hexAt(base, middle), surfaces) >= ratio) passing = middle;
    else failing = middle;
  }
  return hexAt(base, passing);
}

/** `#rrggbb` at an opacity, as `rgba(…)`. */
export const withOpacity = (colour: string, opacity: number): string => {
  const rgb = parseHex(colour)!;
  const channel = (value: number) => Math.round(value * 255);
  return `rgba(${channel(rgb.r)}, ${channel(rgb.g)}, ${channel(rgb.b)}, ${opacity})`;
};

/** The schemes a page shows for a choice: its own scheme by default, both for 'auto' when supported. */
export function schemesShown(colours: TemplateColours, scheme: ColourScheme | undefined): TemplateScheme[] {
  if (scheme === 'auto') return [...colours.schemes];
  if (scheme && colours.schemes.includes(scheme)) return [scheme];
  return [colours.schemes[0]];
}

/** The shades of `accent` for one scheme of a template's colours. */
export function accentShades(colours: TemplateColours, accent: string, scheme: TemplateScheme): AccentShades {
  const surfaces = colours.surfaces[scheme] ?? [];
  const text = adjustForContrast(accent, surfaces, textContrast);
  const ui = adjustForContrast(accent, surfaces, uiContrast);
  return colours.tint === undefined ? { text, ui } : { text, ui, tint: withOpacity(ui, colours.tint) };
}

/** `guardAccent` on a template's colours rather than its identifier (for a template not in the registry). */
export function guardTemplateAccent(colours: TemplateColours, accent: string, scheme?: ColourScheme): GuardedAccent {
  const parsed = accentColourSchema.safeParse(accent);
  if (!parsed.success) throw new TypeError(parsed.error.issues[0]?.message ?? 'Invalid accent colour.');
  const requested = parsed.data;
  const schemes: GuardedAccent['schemes'] = {};
  let adjusted = false;
  for (const shown of schemesShown(colours, scheme)) {
    const shades = accentShades(colours, requested, shown);
    adjusted ||= shades.text !== requested || shades.ui !== requested;
    schemes[shown] = shades;
  }
  return { requested, adjusted, schemes };
}

