import { templateMetas } from '../metas';
import { accentAdjustedMessage, contrastRatio, textContrast, uiContrast } from './contrast';
import { guardAccent, resumeAccent, socialCardColours, templateColours } from './guardAccent';

const paleYellow = '#fff27a';
const nearBlack = '#1a1a1a';

describe('guardAccent', () => {
  it('darkens pale yellow on a light template until its text reaches 4.5:1', () => {
    const guarded = guardAccent('minimal-portfolio-v1', paleYellow, 'light');
    const shades = guarded.schemes.light!;
    expect(guarded.adjusted).toBe(true);
    expect(shades.text).not.toBe(paleYellow);
    expect(contrastRatio(shades.text, '#ffffff')).toBeGreaterThanOrEqual(textContrast);
    expect(contrastRatio(shades.ui, '#ffffff')).toBeGreaterThanOrEqual(uiContrast);
    // Only lightness moves: the shade stays a yellow (red and green above blue).
    const [r, g, b] = [1, 3, 5].map((index) => Number.parseInt(shades.text.slice(index, index + 2), 16));
    expect(Math.min(r!, g!)).toBeGreaterThan(b!);
  });

  it('lightens a near-black accent on a dark template until its text reaches 4.5:1', () => {
    const guarded = guardAccent('nexus-portfolio-v1', nearBlack);
    expect(guarded.adjusted).toBe(true);
    expect(Object.keys(guarded.schemes)).toEqual(['dark']);
    for (const surface of templateColours('nexus-portfolio-v1')!.surfaces.dark!) {
      expect(contrastRatio(guarded.schemes.dark!.text, surface)).toBeGreaterThanOrEqual(textContrast);
    }
  });

  it('keeps an accent that already reads well and says nothing was adjusted', () => {
    const guarded = guardAccent('minimal-portfolio-v1', '#1D4ED8');
    expect(guarded).toEqual({
      requested: '#1d4ed8',
      adjusted: false,
      schemes: { light: { text: '#1d4ed8', ui: '#1d4ed8' } },
    });
  });

  it("guards both schemes for 'auto' on a template that supports both", () => {
    const guarded = guardAccent('minimal-portfolio-v1', nearBlack, 'auto');
    expect(Object.keys(guarded.schemes)).toEqual(['light', 'dark']);
    expect(guarded.schemes.light!.text).toBe(nearBlack);
    expect(contrastRatio(guarded.schemes.dark!.text, '#121212')).toBeGreaterThanOrEqual(textContrast);
    expect(guarded.adjusted).toBe(true);
  });

  it('falls back to the template’s own scheme for one it does not support', () => {
    expect(Object.keys(guardAccent('quantum-portfolio-v1', paleYellow, 'light').schemes)).toEqual(['dark']);
  });

  it('gives the soft tint from the UI shade for a template that uses one', () => {
    const guarded = guardAccent('glassmorphism-portfolio-v1', paleYellow);
    expect(guarded.schemes.light!.tint).toMatch(/^rgba\(\d+, \d+, \d+, 0\.1\)$/);
  });

  it('refuses an unknown template and a colour that is not #rrggbb', () => {
    expect(() => guardAccent('no-such-template-v1', paleYellow)).toThrow("Unknown template 'no-such-template-v1'.");
    expect(() => guardAccent('minimal-portfolio-v1', 'red')).toThrow('Choose an accent colour as #rrggbb');
  });

  it('exports a sentence for the editor', () => {
    expect(accentAdjustedMessage).toBe('We adjusted your accent so text stays readable.');
  });
});

describe.each(templateMetas.map((meta) => [meta.id, meta.colours] as const))('%s colours', (_id, colours) => {
  it('declares its own accent first among 4–6 #rrggbb presets', () => {
    expect(colours.presets[0]).toBe(colours.accent);
    expect(colours.presets.length).toBeGreaterThanOrEqual(4);
    expect(colours.presets.length).toBeLessThanOrEqual(6);
    for (const preset of colours.presets) expect(preset).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('lists surfaces for every scheme it supports', () => {
    for (const scheme of colours.schemes) expect(colours.surfaces[scheme]?.length).toBeGreaterThan(0);
  });
});

describe('socialCardColours', () => {
  it("is the template's own card without an accent", () => {
    expect(socialCardColours('creative-portfolio-v1', {})).toEqual(templateMetas[0]!.socialCard);
  });

  it('draws the owner’s accent, darkened on a light card until it reads at 4.5:1', () => {
    const card = socialCardColours('creative-portfolio-v1', { accent: paleYellow })!;
    expect(card.background).toBe(templateMetas[0]!.socialCard.background);
    expect(card.accent).not.toBe(paleYellow);
    expect(contrastRatio(card.accent, card.background)).toBeGreaterThanOrEqual(textContrast);
  });

  it('keeps a readable accent as chosen', () => {
    expect(socialCardColours('creative-portfolio-v1', { accent: '#1d4ed8' })!.accent).toBe('#1d4ed8');
  });
});

describe('resumeAccent', () => {
  it("is the template's share-card accent when the owner chose none", () => {
    expect(resumeAccent('creative-portfolio-v1', {})).toBe(templateMetas[0]!.socialCard.accent);
    expect(resumeAccent('no-such-template')).toBe('#1d4ed8');
  });

  it("keeps the owner's accent readable on white paper: a pale yellow darkened, a deep red kept", () => {
    const yellow = resumeAccent('creative-portfolio-v1', { accent: paleYellow });
    expect(yellow).not.toBe(paleYellow);
    expect(contrastRatio(yellow, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(resumeAccent('creative-portfolio-v1', { accent: '#b91c1c' })).toBe('#b91c1c');
  });
});
