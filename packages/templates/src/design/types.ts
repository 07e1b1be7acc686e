import type { ColourScheme } from '@showfolio/portfolio-schema';

/** The schemes a template can be drawn in; 'auto' (the visitor's device) picks one of them. */
export const templateSchemes = ['light', 'dark'] as const;
export type TemplateScheme = (typeof templateSchemes)[number];
export type { ColourScheme };

/**
 * What a template declares about its colours in its `meta.ts` (small: the gallery's catalogue
 * carries it so the Design panel can offer presets and guard a colour without loading the template).
 */
export interface TemplateColours {
  /** The template's own accent, `#rrggbb` lower-case: what `design: {}` shows. */
  accent: string;
  /** 4–6 accents that suit the template, offered as swatches (the default first). */
  presets: readonly string[];
  /** The schemes it supports, its own first (what `design: {}` shows). */
  schemes: readonly [TemplateScheme, ...TemplateScheme[]];
  /**
   * Per supported scheme, every colour the accent must stand out from: the backgrounds accent text
   * and links sit on, and the colour of any text drawn on an accent fill (e.g. white on a button).
   */
  surfaces: Partial<Record<TemplateScheme, readonly string[]>>;
  /** Opacity of the soft tint of the accent (chips, hover washes) when the template uses one. */
  tint?: number;
}

/** The shades of one accent for one scheme, each checked against that scheme's surfaces. */
export interface AccentShades {
  /** For text and links: 4.5:1 or more against every surface. */
  text: string;
  /** For UI fills, borders and focus rings: 3:1 or more against every surface. */
  ui: string;
  /** The soft tint (`rgba(…)`), only for templates that use one. */
  tint?: string;
}

/** What `guardAccent` returns: the shades for every scheme the page may show, and whether any moved. */
export interface GuardedAccent {
  /** The owner's accent, canonical (`#rrggbb` lower-case). */
  requested: string;
  /** `true` when a shade differs from the requested colour: the editor then says `accentAdjustedMessage`. */
  adjusted: boolean;
  /** The schemes the page shows, in the order of the template's schemes; 'auto' gives both when supported. */
  schemes: Partial<Record<TemplateScheme, AccentShades>>;
}

/**
 * How a loaded template maps the design onto its tokens (vanilla-extract `createTheme` output):
 * its theme class and the CSS variables (`tokens.color.x`, i.e. `var(--…)`) that carry its accent.
 */
export interface TemplateStyling {
  themeClass: string;
  accentTokens: {
    text: readonly string[];
    ui?: readonly string[];
    tint?: readonly string[];
    /** Decorative washes, edges and glows of the accent: each token gets the UI shade at its opacity. */
    alpha?: ReadonlyArray<readonly [token: string, opacity: number]>;
  };
  /** For a template with more than one scheme: token (`var(--…)`) → value in each scheme it is not drawn in by default. */
  schemeTokens?: Partial<Record<TemplateScheme, Readonly<Record<string, string>>>>;
}
