// @vitest-environment node
// The templates' own words in every page language (issue 32): the catalogues are complete and
// well-formed, English is built in and unchanged, and a page renders in its owner's language with
// the right lang and dir. The render suites use the built SSR entry, as the host does.
import { IntlMessageFormat } from 'intl-messageformat';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { pageLanguages, type PageLanguage, type PortfolioData } from '@showfolio/portfolio-schema';
import { samplePortfolio } from '@showfolio/portfolio-schema/samples';
import { registeredTemplateIds, renderDocument } from '@showfolio/templates/ssr';
import { catalogueLoaders, catalogueMessages, missingMessageIds } from '../src/i18n/loadPageMessages';
import { englishMessages } from '../src/i18n/PageMessages';
import { en, type Catalogue, type MessageId } from '../src/i18n/messages/en';

const otherLanguages = pageLanguages.filter((language) => language !== 'en') as Exclude<PageLanguage, 'en'>[];
const ids = Object.keys(en) as MessageId[];

/** The argument names of an ICU message ('Technologies of {name}' → ['name']). */
const argumentsOf = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();

const inLanguage = (language: PageLanguage): PortfolioData => ({ ...samplePortfolio, design: { language } });

describe('the message catalogues', () => {
  it('has a catalogue for every page language but English, which is built in', () => {
    expect(Object.keys(catalogueLoaders).sort()).toEqual([...otherLanguages].sort());
  });

  it('lists no catalogue with a missing message (English is the reference)', async () => {
    const incomplete: Record<string, MessageId[]> = {};
    for (const language of otherLanguages) {
      const { default: catalogue } = await catalogueLoaders[language]();
      const missing = missingMessageIds(catalogue);
      if (missing.length > 0) incomplete[language] = missing;
    }
    expect(incomplete, 'catalogues missing messages (they show in English)').toEqual({});
  });

  it('reports the ids a catalogue lacks or leaves empty', () => {
    const partial: Partial<Catalogue> = { ...en, 'date.present': ' ' };
    delete partial['section.projects'];
    expect(missingMessageIds(partial)).toEqual(['section.projects', 'date.present']);
  });

  it.each(otherLanguages)('%s: every message parses and takes the arguments English takes', async (language) => {
    const { default: catalogue } = await catalogueLoaders[language]();
    for (const id of ids) {
      const message = catalogue[id] ?? '';
      expect(() => new IntlMessageFormat(message, language), `${language} ${id}`).not.toThrow();
      expect(argumentsOf(message), `${language} ${id}`).toEqual(argumentsOf(en[id]));
    }
  });

  it('formats English without a formatter exactly as intl-messageformat does', () => {
    const values = { name: 'Trailhead', label: 'Slides' };
    for (const id of ids) {
      expect(englishMessages.t(id, values), id).toBe(String(new IntlMessageFormat(en[id], 'en').format(values)));
    }
  });

  it('falls back to English for a message a catalogue lacks', () => {
    const messages = catalogueMessages('es', { 'date.present': 'Presente' }, IntlMessageFormat);
    expect(messages.t('date.present')).toBe('Presente');
    expect(messages.t('project.technologiesOf', { name: 'Trailhead' })).toBe('Technologies of Trailhead');
  });

  it('writes month-precision dates in the page language through Intl', () => {
    expect(englishMessages.date('2021', 9)).toBe('Sep 2021');
    expect(catalogueMessages('de', {}, IntlMessageFormat).date('2021', 9)).toBe('Sept. 2021');
    expect(catalogueMessages('ja', {}, IntlMessageFormat).date('2021', 9)).toBe('2021年9月');
    expect(catalogueMessages('ja', {}, IntlMessageFormat).date('2021')).toBe('2021年');
  });
});

describe.each(registeredTemplateIds())('template %s in the owner language', (id) => {
  async function page(language: PageLanguage) {
    const rendered = await renderDocument(id, inLanguage(language));
    if (!rendered.ok) throw new Error(`${id} did not render`);
    return { html: rendered.html, document: new JSDOM(rendered.html).window.document };
  }
  const headings = (document: Document) =>
    [...document.querySelectorAll('h2')].map((heading) => heading.textContent?.trim().toLowerCase() ?? '');

  it('speaks Arabic right to left: lang="ar", dir="rtl", translated section titles', async () => {
    const { html, document } = await page('ar');
    expect(html.startsWith('<!DOCTYPE html><html lang="ar" dir="rtl">')).toBe(true);
    const titles = headings(document).join(' | ');
    expect(titles).not.toMatch(/\b(projects|experience|education|skills|things i made|where i worked)\b/);
    expect(titles).toMatch(/المشاريع|ما صنعته|أعمال مختارة/);
    expect(document.body.textContent).toContain('حتى الآن');
    // The contact area's own words too (the sample's words are English: none of them is one of these).
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent!.trim());
    expect(texts.filter((text) => /^(Resume|contact|Contact|Email)$/.test(text))).toEqual([]);
    // The handle keeps its order ('@ada', not 'ada@') inside the right-to-left page: the Username
    // block isolates it; Professional Dev sets its whole terminal line left to right.
    if (id === 'professional-dev-portfolio-v1')
      expect(html).toMatch(new RegExp(`<p class="[^"]+" dir="ltr"><span aria-hidden="true">\\$ whoami → </span>@${samplePortfolio.username}</p>`));
    else expect(html).toContain(`<span dir="ltr">@${samplePortfolio.username}</span>`);
  });

  it('speaks Spanish: "Proyectos", "Presente", Spanish months', async () => {
    const { html, document } = await page('es');
    expect(html.startsWith('<!DOCTYPE html><html lang="es"><head>')).toBe(true);
    const titles = headings(document).join(' | ');
    expect(titles).toMatch(/proyectos|lo que he hecho|trabajos destacados/);
    expect(titles).not.toMatch(/\b(projects|experience|education|skills)\b/);
    expect(document.body.textContent).toContain('Presente');
    expect(document.body.textContent).not.toMatch(/\bPresent\b/);
    // The sample's dates are month-precision: no English month names are left.
    expect([...document.querySelectorAll('time')].map((time) => time.textContent).join(' ')).not.toMatch(
      /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}/,
    );
  });
});
