// @vitest-environment node
// The owner's accent and scheme on every template, through the built SSR entry (what the server
// serves): text in the accent reaches 4.5:1 on the template's backgrounds in each scheme it
// supports, whatever colour the owner picked; templates take their accent only from tokens.
import { readdirSync, readFileSync } from 'node:fs';
import { HtmlValidate } from 'html-validate';
import type { PortfolioData, PortfolioDesign } from '@showfolio/portfolio-schema';
import { minimalPortfolio, samplePortfolio } from '@showfolio/portfolio-schema/samples';
import { documentCss, renderDocument, renderPortfolio, templateCatalogue } from '@showfolio/templates/ssr';
import { contrastRatio, textContrast } from '../src/design/contrast';
import { declaredProperties, hardCodedAccents, lastValueOf } from './support/accent';

const catalogue = templateCatalogue();
const accents = { 'no accent': undefined, 'pale yellow': '#fff27a', 'near black': '#1a1a1a' } as const;

const withDesign = (data: PortfolioData, design: PortfolioDesign): PortfolioData => ({ ...data, design });

async function cssOf(id: string, design: PortfolioDesign): Promise<string> {
  const rendered = await renderPortfolio(id, withDesign(minimalPortfolio, design));
  if (!rendered.ok) throw new Error(`${id} did not render`);
  return rendered.css;
}

/** The CSS a screen uses: without the `@media print` rules the design adds after the template's own CSS. */
const onScreen = (css: string, plain: string) =>
  plain + css.slice(plain.length).replace(/@media print\{(?:[^{}]*\{[^{}]*\})*\}/g, '');

describe('hardCodedAccents', () => {
  it('finds an accent written into CSS in any notation, and nothing else', () => {
    const source = "color: '#B3124B', border: '1px solid rgba(179, 18, 75, 0.2)', background: '#fff6e5'";
    expect(hardCodedAccents(source, '#b3124b')).toEqual(['#B3124B', 'rgba(179, 18, 75, 0.2)']);
    expect(hardCodedAccents("color: tokens.color.accent, background: '#fff6e5'", '#b3124b')).toEqual([]);
  });
});

describe.each(catalogue.map((meta) => [meta.id, meta] as const))('%s', (id, meta) => {
  it('takes its accent only from tokens: no .css.ts but the palette writes it', () => {
    const folder = new URL(`../src/templates/${id}/`, import.meta.url);
    const found = readdirSync(folder)
      .filter((file) => file.endsWith('.css.ts'))
      .flatMap((file) => hardCodedAccents(readFileSync(new URL(file, folder), 'utf8'), meta.colours.accent).map((literal) => `${file}: ${literal}`));
    expect(found).toEqual([]);
  });

  it('renders byte for byte as before for design: {} and for a scheme it is already drawn in', async () => {
    const plain = await cssOf(id, {});
    expect(plain.startsWith(documentCss)).toBe(true);
    expect(await cssOf(id, { scheme: meta.colours.schemes[0] })).toBe(plain);
  });

  describe.each(meta.colours.schemes.map((scheme) => [scheme] as const))('in the %s scheme', (scheme) => {
    it.each(Object.entries(accents))('keeps accent text at 4.5:1 or more with %s', async (_name, accent) => {
      const plain = await cssOf(id, {});
      const chosen = onScreen(await cssOf(id, { scheme, accent: '#fff27a' }), plain);
      const base = onScreen(await cssOf(id, { scheme }), plain);
      // The accent's tokens are the properties of the design's CSS that the owner's colour changes.
      const accentProperties = [...declaredProperties(chosen.slice(plain.length)).keys()].filter(
        (name) => lastValueOf(chosen, name) !== lastValueOf(base, name) && !lastValueOf(chosen, name)!.startsWith('rgba'),
      );
      expect(accentProperties.length).toBeGreaterThan(0);
      const css = onScreen(await cssOf(id, accent ? { scheme, accent } : { scheme }), plain);
      for (const name of accentProperties) {
        const value = lastValueOf(css, name)!;
        for (const surface of meta.colours.surfaces[scheme]!) {
          expect(contrastRatio(value, surface), `${name} ${value} on ${surface}`).toBeGreaterThanOrEqual(textContrast);
        }
      }
    });
  });
});

describe('a page with a design', () => {
  const validator = new HtmlValidate({
    extends: ['html-validate:recommended'],
    rules: { 'attr-case': ['error', { style: ['lowercase', 'camelcase'] }], 'void-style': 'off', 'long-title': 'off' },
  });

  it("puts the accent and the dark scheme in the page's stylesheet, not in inline styles, and stays valid", async () => {
    const page = await renderDocument('minimal-portfolio-v1', withDesign(samplePortfolio, { accent: '#fff27a', scheme: 'auto' }));
    const plain = await renderDocument('minimal-portfolio-v1', samplePortfolio);
    if (!page.ok || !plain.ok) throw new Error('minimal-portfolio-v1 did not render');
    expect(page.html).not.toContain(' style="');
    expect(page.html).toContain('@media screen and (prefers-color-scheme:dark){.');
    // The body is the same markup: only the stylesheet carries the choice.
    expect(page.html.slice(page.html.indexOf('<body>'))).toBe(plain.html.slice(plain.html.indexOf('<body>')));
    const report = await validator.validateString(page.html);
    expect(report.results.flatMap((result) => result.messages.map((message) => message.message))).toEqual([]);
  });
});
