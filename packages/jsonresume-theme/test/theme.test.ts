// The theme through a real JSON Resume tool: `resumed init` writes the official sample résumé
// ("Richard Hendriks", sample.resume.json of @jsonresume/schema, the package resumed itself ships),
// `resumed render --theme <this package's build>` renders it, and every value of the sample must be
// in the HTML, apart from the few the portfolio model has no place for (listed below with why).
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render, resumeToPortfolio, templates, ThemeInputError } from '../src/index';

const run = promisify(execFile);
// resumed's package.json is not in its exports, so its bin is found through this package's node_modules.
const resumedBin = fileURLToPath(new URL('../node_modules/resumed/bin/resumed.js', import.meta.url));
// The built theme, as a user's `--theme` would load it (`pnpm test` builds it first).
const builtTheme = fileURLToPath(new URL('../dist/index.js', import.meta.url));

/**
 * Sample values no Showfolio template shows, by path: what the import leaves out on purpose or the
 * portfolio model has no field for. Anything else missing from the page fails the test.
 */
const notShown: Record<string, string> = {
  $schema: 'the schema address of the file, not résumé content',
  'meta.canonical': "the address of the sample file itself, not the person's page",
  'meta.version': 'file metadata',
  'meta.lastModified': 'file metadata',
  'basics.phone': 'no template shows a phone number yet (the portfolio carries it: see resumeToPortfolio below)',
  'basics.location.address': 'a public page shows city, region and country; the street address stays private',
  'basics.location.postalCode': 'as the street address',
  'basics.profiles[0].network': 'Twitter becomes the X link of the username (its address and label are the X ones)',
  'basics.profiles[0].url': 'a placeholder (https://www.twitter.com); the link goes to the username instead',
  'work[0].location': 'a position has no place in the portfolio model',
  'work[0].description': 'the company description has no place in the portfolio model',
  'work[0].url': 'the company address has no place in the portfolio model',
  'education[0].url': 'the school address has no place in the portfolio model',
  'skills[0].name': 'a skill group with keywords becomes its keywords',
  'skills[1].name': 'a skill group with keywords becomes its keywords',
  'skills[0].level': 'skill levels have no place in the portfolio model',
  'skills[1].level': 'skill levels have no place in the portfolio model',
  'projects[0].startDate': "a project shows its year (2016, checked below), not the day",
  'projects[0].endDate': 'as the start date',
  'projects[0].entity': 'a project has no field for the organisation it was made for',
  'projects[0].type': 'a project has no field for its kind',
};

/** Every string in the document with its path ('work[0].highlights[2]'). */
function stringValues(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringValues(item, `${path}[${index}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => stringValues(item, path ? `${path}.${key}` : key));
  return [];
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' };
/** The text (tags out, entities decoded) and the markup (addresses are in attributes). */
const pageText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_match, name: string) => entities[name] ?? '') +
  '\n' +
  html.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_match, name: string) => entities[name] ?? '');

/** Values not on the page a visitor sees: the <body>, so the head's meta and JSON-LD do not count. */
function missingValues(sample: unknown, html: string): string[] {
  const text = pageText(html.slice(html.indexOf('<body>')));
  return stringValues(sample)
    .filter(([path, value]) => value.trim() && !(path in notShown) && !text.includes(value))
    .map(([path, value]) => `${path}: ${JSON.stringify(value)}`);
}

let workDir: string;
let sample: unknown;
let cliHtml: string;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'jsonresume-theme-'));
  await run(process.execPath, [resumedBin, 'init', 'resume.json'], { cwd: workDir });
  sample = JSON.parse(await readFile(join(workDir, 'resume.json'), 'utf8'));
  await run(process.execPath, [resumedBin, 'render', 'resume.json', '--theme', builtTheme, '--output', 'resume.html'], {
    cwd: workDir,
  });
  cliHtml = await readFile(join(workDir, 'resume.html'), 'utf8');
});

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

describe('resumed render --theme jsonresume-theme-showfolio', () => {
  it('renders the official sample (Richard Hendriks)', () => {
    expect(stringValues(sample)).toContainEqual(['basics.name', 'Richard Hendriks']);
  });

  it('writes a full document: doctype, language, viewport, SEO title and meta, inlined CSS', () => {
    expect(cliHtml).toMatch(/^<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">/);
    expect(cliHtml).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(cliHtml).toContain('<title>RH | Richard Hendriks - Programmer - Portfolio</title>');
    expect(cliHtml).toContain('<meta name="author" content="Richard Hendriks">');
    expect(cliHtml).toMatch(/<style>[^<]+<\/style><\/head><body>/);
    // No page address is known to a theme, so no canonical link or og:url is made up.
    expect(cliHtml).not.toContain('rel="canonical"');
    expect(cliHtml).not.toContain('og:url');
    expect(cliHtml).toMatch(/<\/body><\/html>$/);
  });

  it('shows every value of the sample the portfolio has a place for (Minimal)', () => {
    expect(missingValues(sample, cliHtml)).toEqual([]);
    expect(pageText(cliHtml)).toContain('2016');
  });

  it('leaves out only paths the sample has (a stale exclusion fails)', () => {
    const paths = new Set(stringValues(sample).map(([path]) => path));
    expect(Object.keys(notShown).filter((path) => !paths.has(path))).toEqual([]);
  });
});

describe('render(resume, { template })', () => {
  it('renders every one of the 15 templates with every value', async () => {
    expect(templates()).toHaveLength(15);
    for (const { id } of templates()) {
      const html = await render(sample, { template: id });
      expect({ id, missing: missingValues(sample, html) }).toEqual({ id, missing: [] });
      expect(html).toMatch(/^<!DOCTYPE html>/);
    }
  });

  it('carries the phone number into the portfolio, which the import leaves with the account', () => {
    expect(resumeToPortfolio(sample).mobileNumber).toBe('(912) 555-4321');
  });

  it('takes a template by its name, and the résumé as JSON text', async () => {
    const byName = await render(JSON.stringify(sample), { template: 'Nexus' });
    expect(byName).toBe(await render(sample, { template: 'nexus-portfolio-v1' }));
  });

  it('uses Minimal by default, as the CLI did', async () => {
    expect(await render(sample)).toBe(cliHtml);
  });

  it('passes the host-only options through to the document', async () => {
    const html = await render(sample, { lang: 'ar', url: 'https://richard.example.com/', nonce: 'r4nd0m' });
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<link rel="canonical" href="https://richard.example.com/">');
    expect(html).toContain('<style nonce="r4nd0m">');
  });

  it('rejects an unknown template with the list of templates', async () => {
    const rejection = render(sample, { template: 'no-such-template' });
    await expect(rejection).rejects.toBeInstanceOf(ThemeInputError);
    await expect(rejection).rejects.toThrow(/Unknown Showfolio template "no-such-template"\. Choose one of: .*minimal-portfolio-v1 \(Minimal\)/);
  });

  it('rejects what is not a JSON Resume with the reason', async () => {
    await expect(render('{ not json')).rejects.toThrow(/^This résumé cannot be rendered: /);
    await expect(render([])).rejects.toBeInstanceOf(ThemeInputError);
    await expect(render({ basics: { name: 5 } })).rejects.toThrow(/basics\.name/);
  });
});
