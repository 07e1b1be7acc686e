// @vitest-environment node
// renderDocument and its parts, on the built SSR entry (the test script builds first): the documents
// the host serves for public, preview and status pages and the JSON Resume theme returns.
import { HtmlValidate } from 'html-validate';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { samplePortfolio, edgeCasePortfolio } from '@showfolio/portfolio-schema/samples';
import { seoMeta } from '@showfolio/portfolio-schema';
import { htmlDocument, portfolioDocument, renderDocument, renderPortfolio } from '@showfolio/templates/ssr';

const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // React writes `dateTime` in camelCase and closes void elements (`<img/>`); the head does not.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    'void-style': 'off',
    // The title is the spec's SEO rule (initials, name, handle, headline), which can run past 70 characters.
    'long-title': 'off',
  },
});

async function validationMessages(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((result) => result.messages.map((message) => `${message.ruleId}: ${message.message}`));
}

const url = 'https://ada.example.com/';
const socialImage = { url: `${url}social.png`, width: 1200, height: 630 };

describe('renderDocument', () => {
  it('writes a full, valid document: doctype, lang, viewport, SEO title and meta, inlined CSS, the template', async () => {
    const page = await renderDocument('minimal-portfolio-v1', samplePortfolio, { url, socialImage });
    const rendered = await renderPortfolio('minimal-portfolio-v1', samplePortfolio);
    if (!page.ok || !rendered.ok) throw new Error('minimal-portfolio-v1 did not render');
    const { document } = new JSDOM(page.html).window;
    const seo = seoMeta(samplePortfolio, { url, socialImage });
    expect(page.html.startsWith('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">')).toBe(true);
    expect(document.querySelector('meta[name=viewport]')?.getAttribute('content')).toBe('width=device-width, initial-scale=1');
    expect(document.title).toBe(seo.title);
    expect(document.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe(url);
    expect(document.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(url);
    expect(document.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(socialImage.url);
    expect(document.querySelector('link[rel=icon]')?.getAttribute('href')).toMatch(/^data:image\/svg\+xml,/);
    const person = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(person).toMatchObject({ '@type': 'Person', url });
    expect(document.querySelector('style')?.textContent).toBe(rendered.css);
    expect(page.html.endsWith(`<body>${rendered.html}</body></html>`)).toBe(true);
    expect(await validationMessages(page.html)).toEqual([]);
  });

  it('gives no canonical link, og:url or JSON-LD url without a page address', async () => {
    const page = await renderDocument('nexus-portfolio-v1', samplePortfolio);
    if (!page.ok) throw new Error('nexus-portfolio-v1 did not render');
    const { document } = new JSDOM(page.html).window;
    expect(document.querySelector('link[rel=canonical]')).toBeNull();
    expect(document.querySelector('meta[property="og:url"]')).toBeNull();
    const person = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(person).not.toHaveProperty('url');
    expect(person.name).toBe(`${samplePortfolio.firstName} ${samplePortfolio.lastName}`);
  });

  it('passes what only the host knows: language, direction, nonce, extra head, CSS and body', async () => {
    const page = await renderDocument('minimal-portfolio-v1', samplePortfolio, {
      lang: 'he',
      nonce: 'n0nce',
      head: '<link rel="preload" href="/font.woff2" as="font" type="font/woff2" crossorigin>',
      css: '.note{color:#111}',
      bodyStart: '<p class="note">before</p>',
      bodyEnd: '<p class="note">after</p>',
    });
    if (!page.ok) throw new Error('minimal-portfolio-v1 did not render');
    expect(page.html).toContain('<html lang="he" dir="rtl">');
    expect(page.html).toContain('<style nonce="n0nce">');
    expect(page.html).toContain('<script type="application/ld+json" nonce="n0nce">');
    expect(page.html).toMatch(/<link rel="preload" href="\/font\.woff2"[^>]*><style nonce="n0nce">/);
    expect(page.html).toMatch(/\.note\{color:#111\}<\/style>/);
    expect(page.html).toMatch(/<body><p class="note">before<\/p>.*<p class="note">after<\/p><\/body><\/html>$/s);
  });

  it('keeps a preview out of search engines: robots noindex and no SEO meta', async () => {
    const rendered = await renderPortfolio('minimal-portfolio-v1', samplePortfolio);
    if (!rendered.ok) throw new Error('minimal-portfolio-v1 did not render');
    const html = portfolioDocument(rendered, samplePortfolio, { indexable: false, title: 'Minimal Preview' });
    expect(html).toContain('<title>Minimal Preview</title><meta name="robots" content="noindex, nofollow"><style>');
    expect(html).not.toContain('name="description"');
    expect(html).not.toContain('application/ld+json');
  });

  it('escapes hostile text in the title, meta and JSON-LD', async () => {
    const hostile = { ...edgeCasePortfolio, firstName: '</title><script>alert(1)</script>', bio: '</script><!-- "x" & y' };
    const page = await renderDocument('minimal-portfolio-v1', hostile, { url, lang: '"><script>' });
    if (!page.ok) throw new Error('minimal-portfolio-v1 did not render');
    const head = page.html.slice(0, page.html.indexOf('<body>'));
    expect(head).not.toContain('<script>');
    expect(head.match(/<\/script>/g)).toHaveLength(1);
    expect(head).toContain('<html lang="&quot;&gt;&lt;script&gt;">');
    const { document } = new JSDOM(page.html).window;
    expect(document.title).toContain('</title><script>alert(1)</script>');
  });

  it('answers not-found for an unknown template', async () => {
    await expect(renderDocument('no-such-template', samplePortfolio)).resolves.toEqual({
      ok: false,
      reason: 'not-found',
      id: 'no-such-template',
    });
  });
});

describe('htmlDocument', () => {
  it('writes ltr by default without a dir attribute, and the direction asked for', () => {
    const parts = { title: 'A & B', css: 'p{margin:0}', body: '<main><p>Hi</p></main>' };
    expect(htmlDocument(parts)).toBe(
      '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
        '<title>A &amp; B</title><style>p{margin:0}</style></head><body><main><p>Hi</p></main></body></html>',
    );
    expect(htmlDocument({ ...parts, lang: 'ar-EG' })).toContain('<html lang="ar-EG" dir="rtl">');
    expect(htmlDocument({ ...parts, lang: 'ar', dir: 'auto' })).toContain('<html lang="ar" dir="auto">');
  });
});
