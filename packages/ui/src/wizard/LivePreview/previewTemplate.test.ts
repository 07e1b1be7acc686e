import { describe, expect, it } from 'vitest';
import { draftToPortfolioData } from '@showfolio/portfolio-schema';
import { sampleDraft } from '@showfolio/portfolio-schema/samples';
import { documentCss, fontFamilies, fontStack, loadTemplate } from '@showfolio/templates';
import { defaultPreviewTemplateId, pickPreviewTemplate, previewCss } from './previewTemplate';

const known = new Set(['minimal-portfolio-v1', 'elegant-portfolio-v1', 'modern-portfolio-v1']);
const isKnown = (id: string) => known.has(id);

describe('the template the live preview opens with', () => {
  it('is the deployed one, even when another was picked last', () => {
    expect(pickPreviewTemplate({ deployed: 'elegant-portfolio-v1', lastChosen: 'modern-portfolio-v1', isKnown })).toBe(
      'elegant-portfolio-v1',
    );
  });

  it('is the one picked last when nothing is deployed', () => {
    expect(pickPreviewTemplate({ deployed: null, lastChosen: 'modern-portfolio-v1', isKnown })).toBe('modern-portfolio-v1');
  });

  it('is Minimal for a new user', () => {
    expect(pickPreviewTemplate({ isKnown })).toBe(defaultPreviewTemplateId);
    expect(defaultPreviewTemplateId).toBe('minimal-portfolio-v1');
  });

  it('skips identifiers this build does not have', () => {
    expect(pickPreviewTemplate({ deployed: 'retired-v0', lastChosen: 'elegant-portfolio-v1', isKnown })).toBe(
      'elegant-portfolio-v1',
    );
    expect(pickPreviewTemplate({ deployed: 'retired-v0', lastChosen: '<script>', isKnown })).toBe(defaultPreviewTemplateId);
  });
});

describe("the live preview's stylesheet", () => {
  const data = draftToPortfolioData(sampleDraft);

  it("is the page rules and the template's CSS, unchanged, without a font choice", async () => {
    const elegant = (await loadTemplate('elegant-portfolio-v1'))!;
    expect(previewCss('.x{}', elegant.fontTokens, { ...data, design: {} })).toBe(`${documentCss}.x{}`);
  });

  it("adds the chosen font's @font-face from /fonts/ and the template's font tokens set to it", async () => {
    const elegant = (await loadTemplate('elegant-portfolio-v1'))!;
    const css = previewCss('.x{}', elegant.fontTokens, { ...data, design: { font: 'serif' } });
    const latin = fontFamilies.serif.files[0]!.name;
    expect(css).toContain(`src:url(/fonts/${latin}) format('woff2')`);
    expect(css).toContain('font-display:swap');
    expect(css.endsWith(`.${elegant.fontTokens.theme}{${[...elegant.fontTokens.heading, ...elegant.fontTokens.body]
      .map((token) => `${token.slice(4, -1)}:${fontStack('serif')}`)
      .join(';')}}`)).toBe(true);
  });
});
