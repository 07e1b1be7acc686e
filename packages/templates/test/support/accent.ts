// Checks on a template's accent: that its CSS takes the accent only from tokens, and what value a
// rendered stylesheet finally gives a custom property.
import { formatHex, modeRgb, parse, useMode as registerMode } from 'culori/fn';

registerMode(modeRgb);

/** Colour literals in CSS or TypeScript source: #rgb, #rrggbb, rgb(…) and rgba(…). */
const colourLiteral = /#[0-9a-fA-F]{6}\b|#[0-9a-fA-F]{3}\b|rgba?\([^)]*\)/g;

/**
 * The colour literals of `source` (a template's `.css.ts`) that are its accent, in any notation
 * (`#B3124B`, `rgba(179, 18, 75, 0.2)`): each is an accent the owner's choice could not reach.
 */
export function hardCodedAccents(source: string, accent: string): string[] {
  const target = formatHex(parse(accent));
  return [...source.matchAll(colourLiteral)]
    .map((match) => match[0])
    .filter((literal) => {
      const colour = parse(literal);
      return colour !== undefined && formatHex(colour) === target;
    });
}

/** The value the last declaration of custom property `name` gives it in `css` (minified, no @media for it). */
export function lastValueOf(css: string, name: string): string | undefined {
  const pattern = new RegExp(`${name.replace(/[-]/g, '\\-')}:([^;}]+)`, 'g');
  return [...css.matchAll(pattern)].at(-1)?.[1]?.trim();
}

/** The custom properties `.theme{…}` rules of `css` declare, with their values, in order. */
export function declaredProperties(css: string): Map<string, string> {
  const properties = new Map<string, string>();
  for (const match of css.matchAll(/(--[\w-]+):([^;}]+)/g)) properties.set(match[1]!, match[2]!.trim());
  return properties;
}
