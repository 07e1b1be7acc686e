// @vitest-environment node
// issue 32 item 2: the Design panel's fonts on the built SSR entry, as the host serves them.
import { execFile } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { HtmlValidate } from 'html-validate';
import type { Browser } from 'playwright-core';
import { designFonts, type DesignFont, type PortfolioData } from '@showfolio/portfolio-schema';
import { samplePortfolio } from '@showfolio/portfolio-schema/samples';
import { fontFilePath, registeredTemplateIds, renderDocument, renderPortfolio } from '@showfolio/templates/ssr';
import { fontBudget, fontFamilies, fontFiles } from '../src/fonts';
import { launchChromium } from './support/browser';

const withFont = (font: DesignFont, data: PortfolioData = samplePortfolio): PortfolioData => ({
  ...data,
  design: { font },
});
// A Polish surname: latin-ext letters (Ł, ę) besides latin.
const polish: PortfolioData = { ...samplePortfolio, lastName: 'Łukasiewicz-Kęsik' };

async function documentOf(id: string, data: PortfolioData): Promise<string> {
  const result = await renderDocument(id, data, { url: 'https://ada.example.com/' });
  if (!result.ok) throw new Error(`template ${id} is not registered`);
  return result.html;
}

// document.test.ts's rules: the published page's checks, no-inline-style among them.
const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: { 'attr-case': ['error', { style: ['lowercase', 'camelcase'] }], 'void-style': 'off', 'long-title': 'off' },
});

const fontUrls = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]!);
const preloads = (html: string) =>
  fontUrls(html, /<link rel="preload" as="font" type="font\/woff2" href="([^"]+)" crossorigin>/g);
const faces = (html: string) => fontUrls(html, /@font-face\{[^}]*src:url\(([^)]+)\) format\('woff2'\)[^}]*\}/g);

describe('a page with a chosen font', () => {
  it('lists the files the installed @fontsource packages hold (scripts/fonts.mjs --check)', async () => {
    await expect(promisify(execFile)('node', ['scripts/fonts.mjs', '--check'])).resolves.toBeDefined();
  });

  it.each(designFonts)('%s: never more than 2 files or 80 KB, measured on the served files', async (font) => {
    const all = fontFiles(font, 'Ada Łukasiewicz');
    expect(all).toHaveLength(2);
    expect(all.length).toBeLessThanOrEqual(fontBudget.files);
    const bytes = await Promise.all(all.map(async (file) => (await stat(fontFilePath(file.name)!)).size));
    expect(bytes.reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(fontBudget.bytes);
  });

  it.each(designFonts)('%s on an English page: one latin file, preloaded and declared once, swap', async (font) => {
    const html = await documentOf('elegant-portfolio-v1', withFont(font));
    const latin = `/fonts/${fontFamilies[font].files[0]!.name}`;
    expect(preloads(html)).toEqual([latin]);
    expect(faces(html)).toEqual([latin]);
    expect(html).toContain(`font-family:'${fontFamilies[font].family}';font-style:normal;font-display:swap`);
    // The template's heading and body tokens carry the font, in the stylesheet (no inline style).
    expect(html.match(new RegExp(`--[\\w-]+:'${fontFamilies[font].family}'`, 'g'))).toHaveLength(2);
    expect(html).not.toContain(' style="');
    const report = await validator.validateString(html);
    expect(report.results.flatMap((result) => result.messages.map((message) => message.message))).toEqual([]);
  });

  it('adds latin-ext for a Polish name, and stays within 2 files', async () => {
    const html = await documentOf('minimal-portfolio-v1', withFont('humanist', polish));
    const expected = fontFamilies.humanist.files.map((file) => `/fonts/${file.name}`);
    expect(preloads(html)).toEqual(expected);
    expect(faces(html)).toEqual(expected);
  });

  it('loads no font and declares none without a choice', async () => {
    const html = await documentOf('elegant-portfolio-v1', { ...samplePortfolio, design: {} });
    expect(preloads(html)).toEqual([]);
    expect(html).not.toContain('@font-face');
  });

  it.each(registeredTemplateIds())('%s sets its body font token on its own theme element', async (id) => {
    const rendered = await renderPortfolio(id, withFont('serif'));
    if (!rendered.ok) throw new Error(`template ${id} is not registered`);
    const override = /\.([\w-]+)\{(--[\w-]+:'Lora Variable'[^}]*)\}$/.exec(rendered.css);
    expect(override).not.toBeNull();
    // The class is the template's theme, on its markup; each variable is one its own CSS declares.
    expect(rendered.html).toMatch(new RegExp(`class="[^"]*\\b${override![1]}\\b`));
    for (const [, property] of override![2]!.matchAll(/(--[\w-]+):/g))
      expect(rendered.css.indexOf(`${property}:`)).toBeLessThan(rendered.css.length - override![0].length);
  });

  it('knows no file by any name but its hashed one', () => {
    const file = fontFamilies.mono.files[0]!;
    expect(fontFilePath(file.name)).toMatch(/jetbrains-mono-latin-wght-normal\.woff2$/);
    for (const name of [file.source, `../${file.name}`, 'index.css', '', '../../package.json'])
      expect(fontFilePath(name)).toBeNull();
  });
});

describe('a page with a chosen font, in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(designFonts)('%s: the heading and the text are drawn with the chosen font, from 1 file', async (font) => {
    const origin = 'http://ada.portfolio.test';
    const html = await documentOf('elegant-portfolio-v1', withFont(font));
    const page = await browser.newPage();
    const fontRequests: string[] = [];
    await page.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      if (url.pathname === '/') return route.fulfill({ status: 200, contentType: 'text/html', body: html });
      const path = url.pathname.startsWith('/fonts/') ? fontFilePath(url.pathname.slice('/fonts/'.length)) : null;
      if (!path) return route.fulfill({ status: 404, body: '' });
      fontRequests.push(url.pathname);
      return route.fulfill({ status: 200, contentType: 'font/woff2', body: await readFile(path) });
    });
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    const family = fontFamilies[font].family;
    const used = await page.evaluate(async (name) => {
      await document.fonts.ready;
      const loaded = [...document.fonts].filter((face) => face.family === name && face.status === 'loaded');
      const familyOf = (selector: string) => getComputedStyle(document.querySelector(selector)!).fontFamily;
      return { loaded: loaded.length, h1: familyOf('h1'), p: familyOf('p'), check: document.fonts.check(`16px "${name}"`) };
    }, family);
    await page.close();
    expect(used.loaded).toBe(1);
    expect(used.check).toBe(true);
    expect(used.h1.startsWith(`"${family}"`)).toBe(true);
    expect(used.p.startsWith(`"${family}"`)).toBe(true);
    // The preload and the @font-face share one URL: one request.
    expect(fontRequests).toEqual([`/fonts/${fontFamilies[font].files[0]!.name}`]);
  });
});
