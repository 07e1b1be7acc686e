// @vitest-environment node
// Runs against the built dist (the test script builds first): the same files the server imports.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { HtmlValidate } from 'html-validate';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import {
  isTemplateIdentifier,
  portfolioDataSchema,
  visibleSections,
  type PortfolioData,
  type SectionKey,
} from '@showfolio/portfolio-schema';
import {
  edgeCasePortfolio,
  minimalPortfolio,
  richSampleWithImages,
  samplePortfolio,
} from '@showfolio/portfolio-schema/samples';
import {
  registeredTemplateIds,
  renderPortfolio,
  templateCatalogue,
  templateCssPath,
  thumbnailsDir,
  thumbnailSrcSetFor,
  thumbnailUrlFor,
  thumbnailUrlPrefix,
} from '@showfolio/templates/ssr';
import { formatMonthYear } from '../src/blocks/DateRange/formatDate';
import {
  entriesOf,
  entryElement,
  entryExpectations,
  expectationOf,
  hasToken,
  leavesOf,
  pathName,
  unmet,
} from './support/contract';
import { portfolioDocument } from './support/document';
import { hostilePortfolio, hostileUrls } from './support/hostile';
import { formattedProse, hostileMarkdown, proseFields, withProse } from './support/markdown';

async function render(id: string, data: PortfolioData) {
  const result = await renderPortfolio(id, data);
  if (!result.ok) throw new Error(`template ${id} is not registered`);
  return result;
}

async function renderDom(id: string, data: PortfolioData) {
  const rendered = await render(id, data);
  const { document } = new JSDOM(portfolioDocument(rendered, data)).window;
  return { rendered, document, text: document.body.textContent ?? '' };
}

const hrefs = (document: Document) =>
  [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href'));

const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  // React writes `dateTime` in camelCase; HTML attribute names are case-insensitive.
  // React also closes void elements (`<img/>`), which HTML allows.
  rules: {
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    'void-style': ['error', { style: 'selfclose' }],
  },
});

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('the template registry', () => {
  it('lists only built templates, each under its own identifier with complete metadata', () => {
    const catalogue = templateCatalogue();
    expect(catalogue.map((meta) => meta.id)).toEqual(registeredTemplateIds());
    expect(catalogue.map((meta) => meta.id)).toContain('minimal-portfolio-v1');
    for (const meta of catalogue) {
      expect(isTemplateIdentifier(meta.id)).toBe(true);
      expect(meta.author).toBe('Showfolio');
      expect(meta.version).toBe('1.0');
      expect(meta.name).not.toBe('');
      expect(meta.description).not.toBe('');
      expect(meta.thumbnailUrl).toBe(`/templates/thumbnails/${meta.id}.webp`);
    }
  });

  it.each(registeredTemplateIds())(
    'gives %s social-image colours whose text keeps 4.5:1 on the background',
    (id) => {
      const meta = templateCatalogue().find((entry) => entry.id === id)!;
      const { background, foreground, accent } = meta.socialCard;
      for (const colour of [background, foreground, accent])
        expect(colour).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(4.5);
      // The role line is large text in the accent colour (3:1 for large text).
      expect(contrastRatio(accent, background)).toBeGreaterThanOrEqual(3);
    },
  );

  it.each(registeredTemplateIds())(
    'has committed WebP thumbnails of 640 px (at most 40 KB) and 320 px (at most 15 KB) for %s',
    async (id) => {
      for (const [width, maxBytes] of [[640, 40 * 1024], [320, 15 * 1024]] as const) {
        const file = readFileSync(`${thumbnailsDir}${thumbnailUrlFor(id, width).slice(thumbnailUrlPrefix.length)}`);
        expect(file.subarray(8, 12).toString('ascii')).toBe('WEBP');
        expect(file.length).toBeLessThanOrEqual(maxBytes);
        expect(await sharp(file).metadata()).toMatchObject({ width, height: (width * 10) / 16 });
      }
      expect(thumbnailSrcSetFor(id)).toBe(
        `/templates/thumbnails/${id}-320.webp 320w, /templates/thumbnails/${id}.webp 640w`,
      );
    },
  );

  it('answers an unknown identifier with a typed not-found result', async () => {
    await expect(renderPortfolio('no-such-template', samplePortfolio)).resolves.toEqual({
      ok: false,
      reason: 'not-found',
      id: 'no-such-template',
    });
    // A well-formed identifier that no template has is just as unknown.
    await expect(renderPortfolio('no-such-template-v1', samplePortfolio)).resolves.toMatchObject({
      ok: false,
      id: 'no-such-template-v1',
    });
  });
});

const samples = [
  ['sample', samplePortfolio],
  ['sample with images', richSampleWithImages],
  ['minimal', minimalPortfolio],
  ['edge-case', edgeCasePortfolio],
] as const;

/** The samples as the schema before issue 31 wrote them, and each template's HTML of them then. */
const previousVersion = {
  portfolios: JSON.parse(
    readFileSync(new URL('./fixtures/previous-version/portfolios.json', import.meta.url), 'utf8'),
  ) as Record<string, unknown>,
  htmlSha256: JSON.parse(
    readFileSync(new URL('./fixtures/previous-version/html-sha256.json', import.meta.url), 'utf8'),
  ) as Record<string, Record<string, string> | undefined>,
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The element id a body section gets (`custom:talks` → `custom-talks`). */
const elementIdOf = (key: SectionKey) => key.replace(':', '-');

/** The ids of the body sections on the page, in document order. */
const bodySectionIds = (document: Document, data: PortfolioData) => {
  const known = new Set(
    visibleSections({ ...data, hiddenSections: [] }).map((key) => elementIdOf(key)),
  );
  return [...document.querySelectorAll('section[id]')]
    .map((section) => section.id)
    .filter((sectionId) => known.has(sectionId));
};

describe('the derived contract', () => {
  it('finds every leaf of the sample portfolio, dates as the templates print them', () => {
    const found = leavesOf(samplePortfolio).map((leaf) => [
      pathName(leaf.path),
      expectationOf(leaf),
    ]);
    expect(Object.fromEntries(found)).toMatchObject({
      username: { kind: 'text', text: '@ada' },
      email: { kind: 'email', href: 'mailto:ada.rivera@example.com' },
      mobileNumber: { kind: 'absent' },
      'experience.0.startDate': { kind: 'text', text: formatMonthYear('2023-02') },
      'experience.0.endDate': undefined,
      'projects.0.githubUrl': { kind: 'address' },
      'skills.tech.0': { kind: 'text', text: 'TypeScript' },
    });
    expect(found.length).toBeGreaterThan(80);
  });

  it('takes "ada" inside the e-mail address for no handle and "Go" inside "Google" for no skill', () => {
    expect(hasToken(['ada.rivera@example.com'], '@ada')).toBe(false);
    expect(hasToken(['ada.rivera@example.com'], 'ada')).toBe(false);
    expect(hasToken(['Google'], 'Go')).toBe(false);
    expect(hasToken(['@ada'], '@ada')).toBe(true);
    expect(hasToken(['#Go'], 'Go')).toBe(true);
    expect(hasToken(['Sep 2024 – Present'], 'Present')).toBe(true);
  });

  it('does not let a job borrow its technologies from the skills list', () => {
    const { document } = new JSDOM(
      '<main><ol><li><h3>Engineer</h3><p>Acme</p></li></ol><ul><li>Go</li></ul></main>',
    ).window;
    const job = entryExpectations([
      { path: ['experience', 0, 'role'], value: 'Engineer' },
      { path: ['experience', 0, 'companyName'], value: 'Acme' },
      { path: ['experience', 0, 'technologies', 0], value: 'Go' },
    ]);
    expect(entryElement(document.body, job)?.tagName).toBe('MAIN');
  });
});

/** The CSS outside media-query conditions (a media query's `rem` is the browser's, not the page's). */
const cssOutsideMediaQueries = (css: string) => css.replace(/@media[^{]*\{/g, '{');

describe.each(registeredTemplateIds())('template %s', (id) => {
  it("sizes nothing in CSS rem, which follows the host page's html (rem() instead)", () => {
    const css = cssOutsideMediaQueries(readFileSync(templateCssPath(id), 'utf8'));
    expect(css.match(/[\d.]rem\b[^;}]*/g) ?? []).toEqual([]);
  });

  it.each(samples)(
    'shows every value of the %s portfolio and not the phone number',
    async (_name, data) => {
      const { document } = await renderDom(id, data);
      const missing = leavesOf(data).flatMap((leaf) => {
        const expectation = expectationOf(leaf);
        return expectation
          ? unmet(document.body, [expectation]).map(
              (problem) => `${pathName(leaf.path)}: ${problem}`,
            )
          : [];
      });
      expect(missing).toEqual([]);
    },
  );

  it.each(samples.filter(([, data]) => entriesOf(data).length > 0))(
    "shows each entry's own dates, technologies and links within that entry's markup (%s)",
    async (_name, data) => {
      const { document } = await renderDom(id, data);
      const entries = entriesOf(data).map((entry) => ({
        ...entry,
        expectations: entryExpectations(entry.leaves),
      }));
      for (const entry of entries) {
        const holder = entryElement(document.body, entry.expectations);
        expect(holder, `${pathName(entry.path)} is shown`).toBeDefined();
        const others = entries.filter(
          (other) => other !== entry && other.path[0] === entry.path[0],
        );
        for (const other of others) {
          expect(
            unmet(holder!, other.expectations),
            `${pathName(entry.path)} is shown apart from ${pathName(other.path)}`,
          ).not.toEqual([]);
        }
      }
    },
  );

  it('renders the same HTML whatever the clock or the random numbers say', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const random = vi.spyOn(Math, 'random');
    try {
      vi.setSystemTime(new Date('2021-03-04T05:06:07Z'));
      random.mockReturnValue(0.1);
      const first = await render(id, samplePortfolio);
      vi.setSystemTime(new Date('2034-11-12T23:59:59Z'));
      random.mockReturnValue(0.9);
      const second = await render(id, samplePortfolio);
      expect(second.html).toBe(first.html);
    } finally {
      random.mockRestore();
      vi.useRealTimers();
    }
  });

  it('meets the page basics with the sample portfolio', async () => {
    const { document, rendered } = await renderDom(id, samplePortfolio);
    const data = samplePortfolio;

    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(document.querySelector('h1')?.textContent).toContain(
      `${data.firstName} ${data.lastName}`,
    );
    const picture = document.querySelector(`img[src="${data.profilePicture}"]`);
    expect(picture?.getAttribute('alt')).toBe(`${data.firstName} ${data.lastName}`);

    for (const link of document.querySelectorAll('a[href^="http"]')) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(rendered.css).toContain('@media print');
    expect(rendered.css).toContain('prefers-reduced-motion');
  });

  it('uses landmarks and one h1 with headings in order', async () => {
    const { document } = await renderDom(id, samplePortfolio);
    expect(document.querySelectorAll('header')).not.toHaveLength(0);
    expect(document.querySelectorAll('main')).toHaveLength(1);
    expect(document.querySelectorAll('footer')).not.toHaveLength(0);
    const levels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) =>
      Number(heading.tagName[1]),
    );
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level - (levels[index - 1] as number)).toBeLessThanOrEqual(1);
    });
  });

  it('shows no empty section heading for a portfolio with only a name and an e-mail address', async () => {
    const { document, text } = await renderDom(id, minimalPortfolio);
    const headings = [...document.querySelectorAll('h2, h3, h4')].map(
      (heading) => heading.textContent ?? '',
    );
    expect(
      headings.filter((heading) =>
        /experience|project|education|skill|about|social/i.test(heading),
      ),
    ).toEqual([]);
    for (const section of document.querySelectorAll('section')) {
      const clone = section.cloneNode(true) as Element;
      clone.querySelectorAll('h2, h3').forEach((heading) => heading.remove());
      expect(clone.textContent?.trim()).not.toBe('');
    }
    expect(text).toContain('Sam Lee');
    expect(hrefs(document)).toContain('mailto:sam.lee@example.com');
    expect(text).not.toMatch(/undefined|null|NaN/);
  });

  it.each([
    ['sample', samplePortfolio],
    ['minimal', minimalPortfolio],
    ['edge-case', edgeCasePortfolio],
  ] as const)('renders valid HTML for the %s portfolio', async (_name, data) => {
    const rendered = await render(id, data);
    const report = await validator.validateString(portfolioDocument(rendered, data));
    const messages = report.results.flatMap((result) =>
      result.messages.map((message) => `${message.ruleId}: ${message.message}`),
    );
    expect(messages).toEqual([]);
  });

  it('never renders a script-running address as a link or image source', async () => {
    const data = hostilePortfolio();
    const { document, rendered } = await renderDom(id, data);
    expect(rendered.html).not.toMatch(/script\s*(:|&amp;colon;)|data:text|evil\.example/i);
    const addresses = [
      ...[...document.querySelectorAll('[href], [src]')].map(
        (element) => element.getAttribute('href') ?? element.getAttribute('src') ?? '',
      ),
      ...[...document.querySelectorAll('[srcset]')].flatMap((element) =>
        (element.getAttribute('srcset') ?? '')
          .split(/,\s*/)
          .map((candidate) => candidate.split(' ')[0]!),
      ),
    ];
    for (const address of addresses) {
      expect(address).toMatch(/^(https?:\/\/|mailto:|\/[^/\\])/i);
      expect(hostileUrls).not.toContain(address);
    }
    // The names around the dropped links still show.
    expect(document.body.textContent).toContain(samplePortfolio.projects[0]?.projectName);
  });

  it('shows the bio and every description with its paragraphs, bullet list, bold, italic and link', async () => {
    const data = withProse(formattedProse);
    const { document } = await renderDom(id, data);
    const text = (element: Element | null | undefined) => element?.textContent ?? null;
    const shown = proseFields(data).map((field) => {
      const opening = [...document.querySelectorAll('p')].find((paragraph) =>
        paragraph.textContent?.startsWith(`Opening of ${field} with`),
      );
      const box = opening?.parentElement;
      const link = opening?.querySelector('a');
      return {
        field,
        paragraphs: [...(box?.children ?? [])].filter((child) => child.tagName === 'P').map(text),
        items: [...(box?.querySelectorAll(':scope > ul > li') ?? [])].map(text),
        bold: text(opening?.querySelector('strong')),
        italic: text(opening?.querySelector('em')),
        link: { text: text(link), href: link?.getAttribute('href') ?? null },
      };
    });
    expect(shown).toEqual(
      proseFields(data).map((field) => ({
        field,
        paragraphs: [
          `Opening of ${field} with bold ${field}, italic ${field} and link of ${field}.`,
          `Closing of ${field}:`,
        ],
        items: [`first point of ${field}`, `second point of ${field}`],
        bold: `bold ${field}`,
        italic: `italic ${field}`,
        link: { text: `link of ${field}`, href: `https://example.com/${field}` },
      })),
    );
  });

  it('never turns a link written in Markdown into a script-running address, and shows raw HTML as text', async () => {
    const data = withProse(() => hostileMarkdown);
    const { document, rendered } = await renderDom(id, data);
    const addresses = [...document.querySelectorAll('[href], [src]')].map(
      (element) => element.getAttribute('href') ?? element.getAttribute('src') ?? '',
    );
    for (const address of addresses) {
      expect(address).toMatch(/^(https?:\/\/|mailto:|\/[^/\\])/i);
      expect(address).not.toMatch(/evil\.example/);
    }
    expect(document.querySelectorAll('script, [onerror], [onclick]')).toHaveLength(0);
    expect(rendered.html).not.toMatch(/<(script|img src="?x)/i);
    for (const raw of ['<img src=x onerror=alert(1)>', '<script>alert(1)</script>'])
      expect(document.body.textContent).toContain(raw);
  });

  it.each([
    ['formatted', () => withProse(formattedProse)],
    ['hostile', () => withProse(() => hostileMarkdown)],
  ] as const)('renders valid HTML for %s prose', async (_name, portfolio) => {
    const data = portfolio();
    const report = await validator.validateString(portfolioDocument(await render(id, data), data));
    const messages = report.results.flatMap((result) =>
      result.messages.map((message) => `${message.ruleId}: ${message.message}`),
    );
    expect(messages).toEqual([]);
  });
  it('renders a portfolio saved before issue 31 byte for byte as it did then', async () => {
    const before = previousVersion.htmlSha256[id];
    // A template registered after issue 31 has no earlier pages to match.
    if (!before) return;
    for (const [name, saved] of Object.entries(previousVersion.portfolios)) {
      const rendered = await render(id, portfolioDataSchema.parse(saved));
      expect(sha256(rendered.html), `${name} portfolio`).toBe(before[name]);
    }
  });

  it('shows the body sections in the order the owner chose', async () => {
    const chosen = [...visibleSections(samplePortfolio)].reverse();
    const data = { ...samplePortfolio, sectionOrder: chosen };
    const { document } = await renderDom(id, data);
    expect(bodySectionIds(document, data)).toEqual(chosen.map(elementIdOf));
  });

  it('leaves hidden sections out of the page and keeps the others in order', async () => {
    const hidden: SectionKey[] = ['education', 'custom:talks', 'links'];
    const data = { ...samplePortfolio, hiddenSections: hidden };
    const { document, text } = await renderDom(id, data);
    expect(bodySectionIds(document, data)).toEqual(
      samplePortfolio.sectionOrder
        .filter((key) => !hidden.includes(key as SectionKey))
        .map((key) => elementIdOf(key as SectionKey))
        .concat(
          visibleSections(data)
            .filter((key) => !samplePortfolio.sectionOrder.includes(key))
            .map(elementIdOf),
        ),
    );
    for (const key of hidden) expect(document.getElementById(elementIdOf(key))).toBeNull();
    expect(text).not.toContain(samplePortfolio.education[0]!.degree);
    expect(text).not.toContain(samplePortfolio.customSections[0]!.entries[0]!.title);
    expect(hrefs(document)).not.toContain(samplePortfolio.links[0]!.url);
  });

  it('links "Download PDF" once in its header or contact area when the host gives the PDF, unless the owner turned it off', async () => {
    const pdfHref = 'https://ada.showfolio.test/resume.pdf';
    const withPdf = await renderPortfolio(id, samplePortfolio, { pdfHref });
    if (!withPdf.ok) throw new Error(`template ${id} is not registered`);
    const { document } = new JSDOM(portfolioDocument(withPdf, samplePortfolio)).window;
    const links = [...document.querySelectorAll('a')].filter((link) => link.textContent?.trim() === 'Download PDF');
    expect(links.map((link) => [link.getAttribute('href'), link.hasAttribute('download')])).toEqual([[pdfHref, true]]);
    expect(links[0]!.closest('header, footer, #contact, [aria-label="Contact and profiles"]')).not.toBeNull();
    // Turned off, or outside a published page (previews), the page is byte for byte the one without the link.
    const without = await render(id, samplePortfolio);
    const off = await renderPortfolio(id, { ...samplePortfolio, showPdfLink: false }, { pdfHref });
    expect(off.ok && off.html).toBe(without.html);
    expect(without.html).not.toContain('Download PDF');
    // An unsafe address is never linked.
    const hostile = await renderPortfolio(id, samplePortfolio, { pdfHref: 'javascript:alert(1)' });
    expect(hostile.ok && hostile.html).toBe(without.html);
  });

  it('links "Download PDF" even when the portfolio has no other contact', async () => {
    const pdfHref = 'https://sam.showfolio.test/resume.pdf';
    const data = { ...minimalPortfolio, showEmail: false, email: '' };
    const rendered = await renderPortfolio(id, data, { pdfHref });
    expect(rendered.ok && rendered.html.match(/>Download PDF</g)?.length).toBe(1);
  });

  it('shows the headline and the location in the header, near the name', async () => {
    const { document } = await renderDom(id, samplePortfolio);
    const header = document.querySelector('header')?.textContent ?? '';
    expect(header).toContain(samplePortfolio.headline);
    expect(header).toContain(samplePortfolio.location);
  });

  it("shows each link of the list with its platform's icon, an unknown host by its name", async () => {
    const { document } = await renderDom(id, samplePortfolio);
    const list = document.getElementById('links');
    const links = [...(list?.querySelectorAll('a[href]') ?? [])];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      samplePortfolio.links.map((link) => link.url),
    );
    for (const link of links)
      expect(link.querySelector('svg'), link.textContent ?? '').not.toBeNull();
    expect(list?.textContent).toContain('Dribbble');
    expect(list?.textContent).toContain('notes.ada-rivera.net');
  });

  it('serves project pictures as responsive images that keep their space, the first cover at once', async () => {
    const { document } = await renderDom(id, richSampleWithImages);
    const pictures = [...document.querySelectorAll('main img')];
    const expected = richSampleWithImages.projects.flatMap((project) => project.images);
    expect(pictures.map((picture) => picture.getAttribute('alt'))).toEqual(
      expected.map((image) => image.alt),
    );
    pictures.forEach((picture, index) => {
      expect(picture.getAttribute('width')).toBe(String(expected[index]!.width));
      expect(picture.getAttribute('height')).toBe(String(expected[index]!.height));
      expect(picture.getAttribute('srcset')).toMatch(/ 480w, .* 960w$/);
      expect(picture.getAttribute('sizes')).not.toBeNull();
      expect(picture.getAttribute('loading')).toBe(index === 0 ? null : 'lazy');
    });
  });
});
