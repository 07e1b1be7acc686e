/** One subset of a variable font (its weight axis), as `scripts/fonts.mjs` read it from @fontsource. */
export interface FontFile {
  subset: 'latin' | 'latin-ext';
  /** The served name: the @fontsource file name with a content hash, so it can be cached for ever. */
  name: string;
  /** The file in the package's `files/` folder. */
  source: string;
  bytes: number;
  /** The code points the file covers (CSS `unicode-range`). */
  unicodeRange: string;
}

export interface FontFamilyFiles {
  package: string;
  /** The family name its @font-face rules declare. */
  family: string;
  /** The weight axis's range (`300 700`). */
  weight: string;
  files: FontFile[];
}

/**
 * A template's font tokens, which an owner's font choice replaces: the class its `createTheme`
 * returned and the `var(--…)` of each font token, heading (display, name) and body apart.
 */
export interface TemplateFontTokens {
  theme: string;
  heading: readonly string[];
  body: readonly string[];
}
