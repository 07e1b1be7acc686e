import {
  colourSchemeNames,
  colourSchemes,
  designFontNames,
  designFonts,
  designMessages,
  pageLanguageNames,
  pageLanguages,
  type ColourScheme,
  type DesignFont,
  type PageLanguage,
  type PortfolioDesign,
} from '@showfolio/portfolio-schema';
import { useId, useState } from 'react';
import { Select } from '../../primitives/Select';
import { TextField } from '../../primitives/TextField';
import * as styles from './DesignPanel.css';

export interface AccentPreset {
  /** What the swatch is called to a screen reader ("Ocean"). */
  name: string;
  /** `#rrggbb`. */
  value: string;
}

/**
 * The swatches offered while the template names none of its own: mid-tone hues that read on light
 * and dark pages alike (each template's own presets replace them, issue 32 item 1).
 */
export const fallbackAccentPresets: readonly AccentPreset[] = [
  { name: 'Blue', value: '#1f6feb' },
  { name: 'Teal', value: '#0f766e' },
  { name: 'Green', value: '#1a7f37' },
  { name: 'Purple', value: '#8250df' },
  { name: 'Rose', value: '#be185d' },
  { name: 'Orange', value: '#bc4c00' },
];

const hexColour = /^#[0-9a-f]{6}$/i;

export interface DesignPanelProps {
  /** The owner's choices; a key left out is the template's own. */
  value: PortfolioDesign;
  onChange: (design: PortfolioDesign) => void;
  /** The template's presets; `fallbackAccentPresets` when it has none. */
  presets?: readonly AccentPreset[];
  /** What the colour picker shows while no accent is chosen (the template's own accent). */
  defaultAccent?: string;
  /** Said under the accent when the product changed it so text stays readable (`guardAccent`). */
  accentNote?: string;
}

/** `design` with `key` set to `choice`, or left out when `choice` is the template's own. */
function withChoice<Key extends keyof PortfolioDesign>(design: PortfolioDesign, key: Key, choice: PortfolioDesign[Key] | undefined) {
  const next = { ...design };
  if (choice === undefined) delete next[key];
  else next[key] = choice;
  return next;
}

/**
 * The Design panel beside the live preview (issue 32): accent, font pairing, colour scheme and the
 * page's language. Every change goes out at once through `onChange`; the preview renders it
 * locally and autosave stores it.
 */
export function DesignPanel({ value, onChange, presets, defaultAccent = '#1f6feb', accentNote }: DesignPanelProps) {
  const swatches = presets && presets.length > 0 ? presets : fallbackAccentPresets;
  const [accentText, setAccentText] = useState(value.accent ?? '');
  const [accentError, setAccentError] = useState<string | undefined>();
  // A choice made elsewhere (a swatch, the picker, a newer copy loaded) shows in the text field.
  const [shownAccent, setShownAccent] = useState(value.accent);
  if (shownAccent !== value.accent) {
    setShownAccent(value.accent);
    setAccentText(value.accent ?? '');
    setAccentError(undefined);
  }
  const schemeName = useId();
  const noteId = useId();

  const chooseAccent = (accent: string | undefined) => onChange(withChoice(value, 'accent', accent?.toLowerCase()));
  const typeAccent = (text: string) => {
    setAccentText(text);
    const trimmed = text.trim();
    if (trimmed === '') chooseAccent(undefined);
    else if (hexColour.test(trimmed)) chooseAccent(trimmed);
    else return;
    setAccentError(undefined);
  };

  return (
    <div className={styles.panel}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Accent colour</legend>
        <div className={styles.accentRow}>
          <label className={styles.picker}>
            <span className={styles.pickerLabel}>Pick a colour</span>
            <input
              type="color"
              className={styles.colour}
              value={value.accent ?? defaultAccent}
              aria-describedby={accentNote ? noteId : undefined}
              onChange={(event) => chooseAccent(event.target.value)}
            />
          </label>
          <div className={styles.hex}>
            <TextField
              label="Hex code"
              value={accentText}
              placeholder={defaultAccent}
              maxLength={7}
              autoComplete="off"
              error={accentError}
              onChange={(event) => typeAccent(event.target.value)}
              onBlur={() => {
                if (accentText.trim() !== '' && !hexColour.test(accentText.trim())) setAccentError(designMessages.accent);
              }}
            />
          </div>
        </div>
        <ul className={styles.swatches} aria-label="Suggested accents">
          <li>
            <button
              type="button"
              className={styles.swatch}
              aria-pressed={value.accent === undefined}
              onClick={() => chooseAccent(undefined)}
            >
              Template default
            </button>
          </li>
          {swatches.map((preset) => (
            <li key={preset.value}>
              <button
                type="button"
                className={styles.swatch}
                aria-pressed={value.accent === preset.value.toLowerCase()}
                onClick={() => chooseAccent(preset.value)}
              >
                <span className={styles.chip} style={{ backgroundColor: preset.value }} aria-hidden="true" />
                {preset.name}
              </button>
            </li>
          ))}
        </ul>
        {accentNote ? (
          <p id={noteId} className={styles.note} role="status">
            {accentNote}
          </p>
        ) : null}
      </fieldset>

      <Select
        label="Font"
        value={value.font ?? ''}
        options={[
          { value: '', label: 'Template default' },
          ...designFonts.map((font) => ({ value: font, label: designFontNames[font] })),
        ]}
        onChange={(event) => onChange(withChoice(value, 'font', (event.target.value || undefined) as DesignFont | undefined))}
      />

      <fieldset className={styles.group}>
        <legend className={styles.legend}>Colour scheme</legend>
        <div className={styles.radios}>
          {[undefined, ...colourSchemes].map((scheme: ColourScheme | undefined) => (
            <label key={scheme ?? 'default'} className={styles.radio}>
              <input
                type="radio"
                name={schemeName}
                checked={value.scheme === scheme}
                onChange={() => onChange(withChoice(value, 'scheme', scheme))}
              />
              {scheme ? colourSchemeNames[scheme] : 'Template default'}
            </label>
          ))}
        </div>
      </fieldset>

      <Select
        label="Page language"
        hint="The words your template adds: section titles, dates, the footer."
        value={value.language ?? 'en'}
        options={pageLanguages.map((language) => ({ value: language, label: pageLanguageNames[language] }))}
        // English is every template's own: choosing it stores no choice, so the page stays as it was.
        onChange={(event) => {
          const language = event.target.value as PageLanguage;
          onChange(withChoice(value, 'language', language === 'en' ? undefined : language));
        }}
      />
    </div>
  );
}
