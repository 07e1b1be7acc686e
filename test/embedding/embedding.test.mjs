/* global document, getComputedStyle, window -- h1Look and the fetch run inside the page */
// Proof that the published packages work outside the workspace: pack the built packages exactly as
// `pnpm publish` would, install the tarballs with npm into a scratch app that knows nothing about
// the monorepo (no `source` condition, no workspace links), and render with them in plain Node.
//
// Then build a browser app from the same install with Vite (the workspace's own Vite, so nothing
// more is downloaded) and check in Chromium that templates and the UI kit's TemplateRenderer are
// styled, and that the thumbnails are served the way the templates' README says.
//
// Run after `pnpm build` (CI builds every package first): `node --test test/embedding/`.
// It skips, saying why, only while a package has no built entry yet.
//
// With SHOWFOLIO_REGISTRY set (scripts/release-rehearsal.mjs sets it after publishing there), the
// same checks run on what a registry serves: the Node app installs the five packages by version
// (the server too) and the browser app is a fresh create-vite React app, built by its own Vite.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { build as viteBuild, preview as vitePreview } from 'vite';
import { chromiumLaunchOptions } from '../../scripts/browser.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const registry = process.env.SHOWFOLIO_REGISTRY;
// create-vite pinned, so that the "fresh app" is the same app from one run to the next.
const createVite = 'create-vite@9.3.0';
// Every package the app installs; @showfolio/server is left out: it is an application entry, and
// its native dependencies (sharp, argon2) would make this test slow without proving more.
const packages = {
  '@showfolio/portfolio-schema': 'packages/portfolio-schema',
  '@showfolio/api-client': 'packages/api-client',
  '@showfolio/templates': 'packages/templates',
  '@showfolio/ui': 'packages/ui',
  'jsonresume-theme-showfolio': 'packages/jsonresume-theme',
};

async function missingBuild() {
  for (const [name, dir] of Object.entries(packages)) {
    if (!existsSync(path.join(repoRoot, dir, 'dist/index.js')))
      return `${name} is not built (run pnpm build)`;
  }
  const ui = await import(pathToFileURL(path.join(repoRoot, 'packages/ui/dist/index.js')).href);
  if (typeof ui.Button !== 'function' && typeof ui.Button !== 'object')
    return '@showfolio/ui has no Button in its build yet';
  const ssrEntry = path.join(repoRoot, 'packages/templates/dist/ssr.js');
  if (!existsSync(ssrEntry)) return '@showfolio/templates has no built ssr entry yet';
  const ssr = await import(pathToFileURL(ssrEntry).href);
  if (typeof ssr.renderPortfolio !== 'function')
    return '@showfolio/templates/ssr does not export renderPortfolio yet';
  if (ssr.registeredTemplateIds().length === 0)
    return '@showfolio/templates has no template registered yet';
  return undefined;
}

// Runs in the scratch app, so every import below resolves from its node_modules only.
const appScript = `
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { portfolioDataSchema } from '@showfolio/portfolio-schema';
import { samplePortfolio } from '@showfolio/portfolio-schema/samples';
import { createApiClient } from '@showfolio/api-client';
import { Button } from '@showfolio/ui';
import { templateCatalogue } from '@showfolio/templates';
import { registeredTemplateIds, renderPortfolio } from '@showfolio/templates/ssr';

const resolved = Object.fromEntries(
  ['@showfolio/portfolio-schema', '@showfolio/api-client', '@showfolio/ui', '@showfolio/templates'].map((name) => [
    name,
    fileURLToPath(import.meta.resolve(name)),
  ]),
);
const uiCss = readFileSync(fileURLToPath(import.meta.resolve('@showfolio/ui/styles.css')), 'utf8');
const templates = [];
for (const id of registeredTemplateIds()) {
  const result = await renderPortfolio(id, samplePortfolio);
  templates.push({ id, ok: result.ok, html: result.ok ? result.html : '', cssLength: result.ok ? result.css.length : 0 });
}
console.log(JSON.stringify({
  resolved,
  sampleValid: portfolioDataSchema.safeParse(samplePortfolio).success,
  apiClient: typeof createApiClient,
  button: renderToString(createElement(Button, { type: 'submit' }, 'Publish portfolio')),
  uiCssLength: uiCss.length,
  catalogue: templateCatalogue().map((meta) => meta.id),
  templates,
  firstName: samplePortfolio.firstName,
}));
`;

// The browser app: one template through the templates package's own lazy loader, another through
// the UI kit's TemplateRenderer, as an embedding app would write them (no JSX, so no plugin).
const browserIndexHtml = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Embedding</title></head>
<body><div id="root"></div><script type="module" src="/main.js"></script></body></html>
`;
const browserMainJs = `
import '@showfolio/ui/styles.css';
import { Suspense, createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { samplePortfolio } from '@showfolio/portfolio-schema/samples';
import { lazyTemplate, templateCatalogue } from '@showfolio/templates';
import { TemplateRenderer } from '@showfolio/ui';

const params = new URLSearchParams(location.search);
const direct = lazyTemplate(params.get('direct'));
window.thumbnailUrl = templateCatalogue()[0].thumbnailUrl;
createRoot(document.getElementById('root')).render(
  h('div', null,
    h('section', { id: 'direct' }, h(Suspense, { fallback: 'loading' }, h(direct, { data: samplePortfolio }))),
    h('section', { id: 'kit' }, h(TemplateRenderer, { templateId: params.get('kit'), data: samplePortfolio })),
  ),
);
`;

/** The h1's look, read the same way in the app and in the server-rendered reference page. */
const h1Look = (root) => {
  const h1 = (root ?? document).querySelector('h1');
  if (!h1) return null;
  const style = getComputedStyle(h1);
  return { fontSize: style.fontSize, fontFamily: style.fontFamily, color: style.color };
};

const serverDir = path.join(repoRoot, 'packages/server');
const readManifest = (dir) =>
  JSON.parse(
    execFileSync('node', ['-p', 'JSON.stringify(require("./package.json"))'], {
      cwd: dir,
      encoding: 'utf8',
    }),
  );

/** Each package at the version the workspace has, as published to the registry. */
function publishedVersions() {
  return Object.fromEntries(
    Object.entries(packages).map(([name, dir]) => [
      name,
      readManifest(path.join(repoRoot, dir)).version,
    ]),
  );
}

/** Each package packed as `pnpm publish` would, as a `file:` dependency of the app. */
async function packedTarballs(appDir) {
  const tarballDir = path.join(appDir, 'tarballs');
  const tarballs = {};
  for (const [name, dir] of Object.entries(packages)) {
    execFileSync('npx', ['-y', 'pnpm@10', 'pack', '--pack-destination', tarballDir], {
      cwd: path.join(repoRoot, dir),
      stdio: 'pipe',
    });
    const prefix = name.replace(/^@/, '').replace('/', '-');
    const file = (await readdir(tarballDir)).find(
      (entry) => entry.startsWith(`${prefix}-`) && entry.endsWith('.tgz'),
    );
    tarballs[name] = `file:./tarballs/${file}`;
  }
  return tarballs;
}

function npmInstall(cwd, packageSpecs = []) {
  // From a registry, always ask it (a cached 0.0.0 from an earlier rehearsal is another tarball).
  const source = registry ? ['--registry', registry, '--prefer-online'] : ['--prefer-offline'];
  execFileSync(
    'npm',
    [
      'install',
      ...packageSpecs,
      ...source,
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      '--loglevel=error',
    ],
    { cwd, stdio: 'pipe' },
  );
}

/**
 * The browser app's folder. From tarballs, the Node app itself (built with the workspace's Vite);
 * from a registry, a fresh create-vite React app with the packages added by version, whose
 * `src/main.jsx` becomes the embedding page and which builds with its own `npm run build`.
 */
async function browserApp(appDir) {
  if (!registry) {
    await writeFile(path.join(appDir, 'index.html'), browserIndexHtml);
    await writeFile(path.join(appDir, 'main.js'), browserMainJs);
    return { root: appDir, build: (config) => viteBuild({ ...config, build: { outDir: 'dist' } }) };
  }
  const root = path.join(appDir, 'vite-app');
  execFileSync(
    'npm',
    [
      'exec',
      '--yes',
      '--registry',
      registry,
      '--',
      createVite,
      'vite-app',
      '--template',
      'react',
      '--no-interactive',
    ],
    {
      cwd: appDir,
      stdio: 'pipe',
    },
  );
  const versions = Object.entries(publishedVersions()).map(
    ([name, version]) => `${name}@${version}`,
  );
  npmInstall(root, versions);
  await writeFile(path.join(root, 'src/main.jsx'), browserMainJs);
  return {
    root,
    build: async () => execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'pipe' }),
  };
}

const skipReason = await missingBuild();
// CI builds before the tests: there a missing build fails the suite instead of skipping it.
if (skipReason && process.env.CI) throw new Error(`embedding: ${skipReason}`);
if (skipReason) console.log(`embedding: skipped — ${skipReason}`);

describe(
  registry
    ? `the published packages, installed by version from ${registry} into a plain Node app`
    : 'the published packages, installed from their tarballs into a plain Node app',
  { skip: skipReason },
  () => {
    let appDir;
    let output;

    before(async () => {
      appDir = await mkdtemp(path.join(tmpdir(), 'showfolio-embed-'));
      const sources = registry ? publishedVersions() : await packedTarballs(appDir);
      const rootManifest = readManifest(repoRoot);
      const themeManifest = readManifest(path.join(repoRoot, packages['jsonresume-theme-showfolio']));
      await writeFile(
        path.join(appDir, 'package.json'),
        JSON.stringify({
          name: 'embedding-app',
          private: true,
          type: 'module',
          dependencies: {
            ...sources,
            ...(registry ? { '@showfolio/server': readManifest(serverDir).version } : {}),
            react: rootManifest.devDependencies.react,
            'react-dom': rootManifest.devDependencies['react-dom'],
            // A real JSON Resume tool, to render with the installed theme as its users do.
            resumed: themeManifest.devDependencies.resumed,
          },
          // The packed manifests pin each other at the unpublished version: point them at the tarballs.
          ...(registry ? {} : { overrides: sources }),
        }),
      );
      await writeFile(path.join(appDir, 'app.mjs'), appScript);
      npmInstall(appDir);
      output = JSON.parse(execFileSync('node', ['app.mjs'], { cwd: appDir, encoding: 'utf8' }));
    });

    after(async () => {
      await browser?.close();
      await previewServer?.close();
      if (appDir) await rm(appDir, { recursive: true, force: true });
    });

    let browser;
    let previewServer;

    describe('built into a browser app with Vite', () => {
      let page;
      const templatesByWay = { direct: 'minimal-portfolio-v1', kit: 'elegant-portfolio-v1' };

      before(async () => {
        const app = await browserApp(appDir);
        // The templates README's recipe for the thumbnails: copy the folder into the app's public files.
        const publicThumbnails = path.join(app.root, 'public/templates/thumbnails');
        await mkdir(path.dirname(publicThumbnails), { recursive: true });
        await cp(
          path.join(app.root, 'node_modules/@showfolio/templates/thumbnails'),
          publicThumbnails,
          {
            recursive: true,
          },
        );
        const viteConfig = { root: app.root, configFile: false, logLevel: 'error' };
        await app.build(viteConfig);
        previewServer = await vitePreview({
          ...viteConfig,
          build: { outDir: 'dist' },
          preview: { port: 0, host: '127.0.0.1' },
        });
        browser = await chromium.launch(chromiumLaunchOptions);
        page = await browser.newPage();
        const query = new URLSearchParams(templatesByWay);
        await page.goto(`${previewServer.resolvedUrls.local[0]}?${query}`);
        await page.waitForSelector('#direct h1');
        await page.waitForSelector('#kit h1');
      });

      for (const [way, id] of Object.entries({
        'through lazyTemplate': 'direct',
        'through the UI kit’s TemplateRenderer': 'kit',
      })) {
        it(`styles a template ${way} as its server-rendered page is styled`, async () => {
          const templateId = templatesByWay[id];
          const inApp = await page.evaluate(h1Look, await page.$(`#${id}`));
          const rendered = await import(
            pathToFileURL(path.join(appDir, 'node_modules/@showfolio/templates/dist/ssr.js')).href
          );
          const reference = await browser.newPage();
          const { samplePortfolio } = await import(
            pathToFileURL(path.join(repoRoot, 'packages/portfolio-schema/dist/samples.js')).href
          );
          const result = await rendered.renderPortfolio(templateId, samplePortfolio);
          await reference.setContent(`<style>${result.css}</style>${result.html}`);
          const expected = await reference.evaluate(h1Look);
          await reference.close();
          // Chromium's unstyled h1 is 32px in Times: the template's own size and face must win.
          assert.notEqual(inApp.fontSize, '32px', `${templateId} h1 has the browser default size`);
          assert.deepEqual(inApp, expected);
        });
      }

      it('serves the gallery thumbnails where the catalogue points', async () => {
        const response = await page.evaluate(async () => {
          const answer = await fetch(window.thumbnailUrl);
          return { status: answer.status, type: answer.headers.get('content-type') };
        });
        assert.deepEqual(response, { status: 200, type: 'image/webp' });
      });
    });

    it('resolves every package from the app’s own node_modules, not the workspace', () => {
      for (const [name, file] of Object.entries(output.resolved)) {
        assert.ok(
          file.startsWith(path.join(appDir, 'node_modules')),
          `${name} resolved to ${file}`,
        );
      }
    });

    it('installs the server package with a runnable bin', { skip: !registry }, async () => {
      const bin = path.join(appDir, 'node_modules/.bin/showfolio-server');
      assert.ok(existsSync(bin), 'npm linked no showfolio-server bin');
      const server = await import(
        pathToFileURL(path.join(appDir, 'node_modules/@showfolio/server/dist/index.js')).href
      );
      assert.ok(Object.keys(server).length > 0, '@showfolio/server exports nothing');
    });

    it('validates the sample portfolio with the published schema', () => {
      assert.equal(output.sampleValid, true);
      assert.equal(output.apiClient, 'function');
    });

    it('renders a UI kit Button to HTML and ships its stylesheet', () => {
      assert.match(output.button, /^<button[^>]*type="submit"/);
      assert.match(output.button, /Publish portfolio/);
      assert.ok(output.uiCssLength > 0, '@showfolio/ui/styles.css is empty');
    });

    it('renders every registered template with the sample portfolio, with its CSS', () => {
      assert.ok(output.templates.length > 0);
      assert.deepEqual(
        output.templates.map((template) => template.id).sort(),
        [...output.catalogue].sort(),
      );
      for (const template of output.templates) {
        assert.equal(template.ok, true, `${template.id} did not render`);
        assert.ok(
          template.html.includes(output.firstName),
          `${template.id} does not show the name`,
        );
        assert.ok(template.cssLength > 0, `${template.id} has no CSS`);
      }
    });

    it('renders the official JSON Resume sample with the theme through resumed', () => {
      const resumed = path.join(appDir, 'node_modules/.bin/resumed');
      execFileSync(resumed, ['init', 'resume.json'], { cwd: appDir, stdio: 'pipe' });
      execFileSync(
        resumed,
        ['render', 'resume.json', '--theme', 'jsonresume-theme-showfolio', '--output', 'resume.html'],
        { cwd: appDir, stdio: 'pipe' },
      );
      const html = readFileSync(path.join(appDir, 'resume.html'), 'utf8');
      assert.match(html, /^<!DOCTYPE html><html lang="en">/);
      assert.match(html, /<meta name="viewport" content="width=device-width, initial-scale=1">/);
      assert.match(html, /<title>RH \| Richard Hendriks - Programmer - Portfolio<\/title>/);
      assert.match(html, /<style>[^<]+<\/style>/);
    });
  },
);
