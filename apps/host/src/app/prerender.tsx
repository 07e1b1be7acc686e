import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryTokenStore } from '@showfolio/api-client';
import { originPlaceholder, sessionGateScript, sessionGateStyle } from '../prerendering';
import { prerenderedPaths, type PrerenderedPage } from '../routes';
import { escapeHtml } from '../server/html';
import { clientConfig } from './config';
import { GuestAccount } from './guestAccount';
import { guestPages, isGuestPage } from './guestPages';
import { pageHeads } from './pageHeads';
import { isStaticPage, staticPages } from './staticPages';
import { documentTitleOf } from './useDocumentTitle';

// Build-time rendering of the public pages (issue #19): each is rendered by the very components the
// browser hydrates, as a guest sees it, into a copy of the built index.html with its own head.

/** What `vite build` writes to .vite/manifest.json (the parts read here). */
export type ViteManifest = Record<
  string,
  { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }
>;

/**
 * The source modules the light entry loads for each page (its route chunk, as staticPages.ts and
 * guestPages.ts import it, and for an account page the guest's session), keyed as in the manifest.
 */
const pageModules: Record<PrerenderedPage, string[]> = {
  landing: ['src/app/pages/LandingPage.tsx'],
  contributors: ['src/app/pages/sitePages.tsx'],
  contactUs: ['src/app/pages/sitePages.tsx'],
  privacyPolicy: ['src/app/pages/sitePages.tsx'],
  termsOfService: ['src/app/pages/sitePages.tsx'],
  cookiePolicy: ['src/app/pages/sitePages.tsx'],
  signin: ['src/app/pages/SignInPage.tsx', 'src/app/guestAccount.tsx'],
  signup: ['src/app/pages/SignUpPage.tsx', 'src/app/guestAccount.tsx'],
  forgotPassword: ['src/app/pages/ForgotPasswordPage.tsx', 'src/app/guestAccount.tsx'],
  notFound: ['src/app/pages/sitePages.tsx'],
};

/** Pages whose markup depends on whether Google sign-in is configured: rendered both ways. */
const googleVariantPages: ReadonlySet<PrerenderedPage> = new Set(['signin']);

export interface PrerenderedFile {
  /** Relative to dist/client/prerendered: `index.html` for /, `signin.html`, `404.html`, `signin.google.html`. */
  file: string;
  html: string;
}

/** A page's markup as the light entry (site.tsx) hydrates it: an account page as a guest sees it. */
async function renderPage(page: PrerenderedPage): Promise<string> {
  if (isStaticPage(page)) {
    const Page = await staticPages[page]();
    return renderToString(
      <StrictMode>
        <Page />
      </StrictMode>,
    );
  }
  if (!isGuestPage(page)) throw new Error(`no light entry hydrates the ${page} page`);
  const Page = await guestPages[page]();
  return renderToString(
    <StrictMode>
      <GuestAccount navigation={{ state: null, go: () => undefined }} tokenStore={createMemoryTokenStore()}>
        <Page />
      </GuestAccount>
    </StrictMode>,
  );
}

/** The JS and CSS files a chunk pulls in with it (its static imports, depth first). */
function chunkFiles(
  manifest: ViteManifest,
  key: string,
  seen = new Set<string>(),
): { js: string[]; css: string[] } {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return { js: [], css: [] };
  seen.add(key);
  const nested = (chunk.imports ?? []).map((imported) => chunkFiles(manifest, imported, seen));
  return {
    js: [chunk.file, ...nested.flatMap((files) => files.js)],
    css: [...(chunk.css ?? []), ...nested.flatMap((files) => files.css)],
  };
}

/** A built CSS file's text, by its path in the manifest (e.g. `assets/Button-x.css`). */
export type ReadCss = (file: string) => string;

/**
 * A stylesheet the page needs before its first paint, inlined: a separate file would hold the paint
 * back by a round trip on a slow connection. The disabled link beside it (never fetched) tells
 * Vite's loader the file is on the page, so loading the route's code does not fetch it again.
 */
function inlineStylesheet(file: string, readCss: ReadCss): string {
  const css = readCss(file);
  // Inside the page a relative url() would resolve against the page's address, not the file's.
  if (/url\(\s*['"]?(?!\/|data:|https?:|#)/i.test(css))
    throw new Error(`${file} has a relative url(): it cannot be inlined into the prerendered pages`);
  return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" crossorigin href="/${file}" disabled />`;
}

function headOf(page: PrerenderedPage, manifest: ViteManifest, readCss: ReadCss): string {
  const head = pageHeads[page];
  const title = escapeHtml(documentTitleOf('page' in head ? head.page : undefined));
  const description = escapeHtml(head.description);
  const path = page === 'notFound' ? null : prerenderedPaths[page];
  const entry = chunkFiles(manifest, 'src/app/site.tsx');
  const modules = pageModules[page].map((module) => chunkFiles(manifest, module));
  const route = {
    js: [...new Set(modules.flatMap((files) => files.js))],
    css: [...new Set(modules.flatMap((files) => files.css))],
  };
  const already = new Set([...entry.js, ...entry.css]);
  const [entryScript, ...entryImports] = entry.js;
  return [
    // Styles first, in the page itself: the first paint needs nothing else.
    ...[...entry.css, ...route.css.filter((file) => !already.has(file))].map((file) =>
      inlineStylesheet(file, readCss),
    ),
    `<script type="module" crossorigin src="/${entryScript}"></script>`,
    ...entryImports.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    ...(path === null
      ? ['<meta name="robots" content="noindex" />']
      : [
          `<link rel="canonical" href="${originPlaceholder}${path}" />`,
          `<meta property="og:url" content="${originPlaceholder}${path}" />`,
        ]),
    '<meta property="og:type" content="website" />',
    '<meta property="og:site_name" content="Showfolio" />',
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    // The share card (public/og-image.png, made from assets/og-image.svg by scripts/og-image.mjs).
    `<meta property="og:image" content="${originPlaceholder}/og-image.png" />`,
    '<meta property="og:image:width" content="1200" />',
    '<meta property="og:image:height" content="630" />',
    '<meta property="og:image:alt" content="Showfolio: showcase your work with a portfolio that stands out" />',
    '<meta name="twitter:card" content="summary_large_image" />',
    // The route chunk's script, fetched alongside the entry.
    ...route.js
      .filter((file) => !already.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
    `<script>${sessionGateScript}</script>`,
    `<style>${sessionGateStyle}</style>`,
  ].join('\n    ');
}

/** Puts a page's head and markup into the built index.html. */
function documentOf(
  template: string,
  page: PrerenderedPage,
  markup: string,
  manifest: ViteManifest,
  readCss: ReadCss,
): string {
  const marker = page === 'notFound' ? '*' : prerenderedPaths[page];
  // The head is rebuilt from the manifest: the page's entry, its chunk, its own title and meta tags.
  const withoutHead = template
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace(/<script type="module"[^>]*><\/script>\s*/g, '')
    .replace(/<link rel="(?:modulepreload|stylesheet)"[^>]*>\s*/g, '');
  if (!withoutHead.includes('<div id="root"></div>') || !withoutHead.includes('</head>'))
    throw new Error('index.html has no <div id="root"></div> or </head>');
  return withoutHead
    .replace('</head>', () => `  ${headOf(page, manifest, readCss)}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root" data-prerendered="${escapeHtml(marker)}">${markup}</div>`,
    );
}

const fileOf = (page: PrerenderedPage): string =>
  page === 'notFound' ? '404' : page === 'landing' ? 'index' : prerenderedPaths[page].slice(1);

/** Every prerendered page, from the built index.html and the client build's manifest. */
export async function prerenderPages(
  template: string,
  manifest: ViteManifest,
  readCss: ReadCss,
): Promise<PrerenderedFile[]> {
  const files: PrerenderedFile[] = [];
  for (const page of Object.keys(pageHeads) as PrerenderedPage[]) {
    for (const google of googleVariantPages.has(page) ? [false, true] : [false]) {
      // Only whether Google sign-in is offered shows in the markup, not the client id itself.
      clientConfig.googleClientId = google ? 'configured-at-run-time' : null;
      const markup = await renderPage(page);
      files.push({
        file: `${fileOf(page)}${google ? '.google' : ''}.html`,
        html: documentOf(template, page, markup, manifest, readCss),
      });
    }
  }
  clientConfig.googleClientId = null;
  return files;
}
