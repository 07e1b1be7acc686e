// Build step (after `vite build` and `vite build --ssr src/app/prerender.tsx`): renders the public
// pages with the app's own components into dist/client/prerendered/*.html. The host serves them for
// their paths (the 404 page for unknown ones) with APP_URL's origin and its client config put in.
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const clientDir = new URL('../dist/client/', import.meta.url);
const outDir = new URL('prerendered/', clientDir);
const { prerenderPages } = await import(
  new URL('../dist/prerender/prerender.js', import.meta.url).href
);

const template = await readFile(new URL('index.html', clientDir), 'utf8');
const manifest = JSON.parse(await readFile(new URL('.vite/manifest.json', clientDir), 'utf8'));
const files = await prerenderPages(template, manifest, (file) =>
  readFileSync(new URL(file, clientDir), 'utf8'),
);
await rm(outDir, { recursive: true, force: true });
await mkdir(outDir, { recursive: true });
for (const { file, html } of files) await writeFile(new URL(file, outDir), html);
console.log(`prerendered ${files.length} pages into ${fileURLToPath(outDir)}`);
