import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { createMemoryTokenStore, createSessionStore } from '@showfolio/api-client';
import { originPlaceholder, sessionGateScript, sessionGateStyle } from '../prerendering';
import { prerenderedPaths, type PrerenderedPage } from '../routes';
import { escapeHtml } from '../server/html';
import { apiClient } from './api';
import { App, preloadPrerenderedPage } from './App';
import { clientConfig } from './config';
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

/** The source module of each page's route chunk (as App.tsx imports it), keyed as in the manifest. */
const pageModules: Record<PrerenderedPage, string> = {
  landing: 'src/app/pages/LandingPage.tsx',
  contributors: 'src/app/pages/sitePages.tsx',
  contactUs: 'src/app/pages/sitePages.tsx',
  privacyPolicy: 'src/app/pages/sitePages.tsx',
  termsOfService: 'src/app/pages/sitePages.tsx',
  cookiePolicy: 'src/app/pages/sitePages.tsx',
  signin: 'src/app/pages/SignInPage.tsx',
  signup: 'src/app/pages/SignUpPage.tsx',
  forgotPassword: 'src/app/pages/accountPages.tsx',
  notFound: 'src/app/pages/sitePages.tsx',
};

/** Pages whose markup depends on whether Google sign-in is configured: rendered both ways. */
const googleVariantPages: ReadonlySet<PrerenderedPage> = new Set(['signin']);

export interface PrerenderedFile {
  /** Relative to dist/client/prerendered: `index.html` for /, `signin.html`, `404.html`, `signin.google.html`. */
  file: string;
  html: string;
}

/** A site page's markup as the light site entry (site.tsx) hydrates it. */
async function renderSitePage(page: keyof typeof staticPages): Promise<string> {
  const Page = await staticPages[page]();
  return renderToString(
    <StrictMode>
      <Page />
    </StrictMode>,
  );
}

/** The app's markup at `path` for a guest (a settled session without a token). */
async function renderApp(path: string): Promise<string> {
  await preloadPrerenderedPage(path);
  const session = createSessionStore({
    client: apiClient,
    tokenStore: createMemoryTokenStore(),
    initialState: { user: null, loading: false },
  });
  const handler = createStaticHandler([{ path: '*', element: <App session={session} /> }]);
  const context = await handler.query(new Request(`http://prerender.invalid${path}`));
  if (context instanceof Response)
    throw new Error(`prerendering ${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // No loaders, so no hydration data: the browser's router starts from the URL alone.
  return renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
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

/** The manifest key of the entry that starts a page: the light site entry or the app. */
const entryOf = (page: PrerenderedPage): string =>
  isStaticPage(page) ? 'src/app/site.tsx' : 'index.html';

function headOf(page: PrerenderedPage, manifest: ViteManifest): string {
  const head = pageHeads[page];
  const title = escapeHtml(documentTitleOf('page' in head ? head.page : undefined));
  const description = escapeHtml(head.description);
  const path = page === 'notFound' ? null : prerenderedPaths[page];
  const entry = chunkFiles(manifest, entryOf(page));
  const route = chunkFiles(manifest, pageModules[page]);
  const already = new Set([...entry.js, ...entry.css]);
  const [entryScript, ...entryImports] = entry.js;
  return [
    `<script type="module" crossorigin src="/${entryScript}"></script>`,
    ...entryImports.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
    ...entry.css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" />`),
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
    '<meta name="twitter:card" content="summary" />',
    // The route chunk's styles before first paint, its script fetched alongside the entry.
    ...route.css
      .filter((file) => !already.has(file))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}" />`),
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
    .replace('</head>', `  ${headOf(page, manifest)}\n  </head>`)
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
): Promise<PrerenderedFile[]> {
  const files: PrerenderedFile[] = [];
  for (const page of Object.keys(pageHeads) as PrerenderedPage[]) {
    const path = page === 'notFound' ? '/404' : prerenderedPaths[page];
    for (const google of googleVariantPages.has(page) ? [false, true] : [false]) {
      // Only whether Google sign-in is offered shows in the markup, not the client id itself.
      clientConfig.googleClientId = google ? 'configured-at-run-time' : null;
      const markup = isStaticPage(page) ? await renderSitePage(page) : await renderApp(path);
      files.push({
        file: `${fileOf(page)}${google ? '.google' : ''}.html`,
        html: documentOf(template, page, markup, manifest),
      });
    }
  }
  clientConfig.googleClientId = null;
  return files;
}
