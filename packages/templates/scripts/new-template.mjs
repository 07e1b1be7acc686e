#!/usr/bin/env node
// Scaffolds a template (AUTHORING.md, step 2): copies src/templates/minimal-portfolio-v1 to
// src/templates/<id>, renames its exports after <Name>, and registers it in src/registry.ts.
//
//   pnpm new-template <id> <Name>        e.g. pnpm new-template aurora-portfolio-v1 Aurora
//
// The copy renders exactly like Minimal: it is a starting point that passes every test, not a design.
import { existsSync } from 'node:fs';
import { cp, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { isTemplateIdentifier } from '@showfolio/portfolio-schema';

const packageRoot = new URL('../', import.meta.url);
const source = { id: 'minimal-portfolio-v1', name: 'Minimal', camel: 'minimal' };

function fail(message) {
  console.error(message);
  process.exit(1);
}

const [id, name] = process.argv.slice(2);
if (!id || !name) fail('Usage: pnpm new-template <id> <Name>   (e.g. aurora-portfolio-v1 Aurora)');
if (!isTemplateIdentifier(id))
  fail(`'${id}' is not a template identifier: lowercase words joined by hyphens, ending in -v1.`);
if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) fail(`'${name}' must be one PascalCase word, such as Aurora.`);
const camel = name[0].toLowerCase() + name.slice(1);

const templatesDir = new URL('src/templates/', packageRoot);
const folder = new URL(`${id}/`, templatesDir);
const registryFile = new URL('src/registry.ts', packageRoot);
const registry = await readFile(registryFile, 'utf8');
if (existsSync(folder)) fail(`src/templates/${id} already exists.`);
if (registry.includes(`'${id}'`)) fail(`src/registry.ts already lists ${id}.`);

await cp(new URL(`${source.id}/`, templatesDir), folder, { recursive: true });
await rename(new URL(`${source.camel}.css.ts`, folder), new URL(`${camel}.css.ts`, folder));
await rename(new URL(`${source.name}.stories.tsx`, folder), new URL(`${name}.stories.tsx`, folder));

// Only the names that identify the template; shared helpers (e.g. the stories' `storyMinimal`
// sample data) keep theirs.
const renames = [
  [`'${source.id}'`, `'${id}'`],
  [`${source.camel}Meta`, `${camel}Meta`],
  [`${source.name}Template`, `${name}Template`],
  [`${source.camel}Theme`, `${camel}Theme`],
  [`'./${source.camel}.css'`, `'./${camel}.css'`],
  [`name: '${source.name}'`, `name: '${name}'`],
  [`'Templates/${source.name}'`, `'Templates/${name}'`],
];
for (const file of await readdir(folder)) {
  const url = new URL(file, folder);
  let text = await readFile(url, 'utf8');
  for (const [from, to] of renames) text = text.replaceAll(from, to);
  await writeFile(url, text);
}

const lastMetaImport = [...registry.matchAll(/^import \{ \w+ \} from '\.\/templates\/[a-z0-9-]+\/meta';$/gm)].at(-1);
const end = registry.lastIndexOf('});');
if (!lastMetaImport || end < 0) fail('src/registry.ts does not have the expected shape; register the template by hand.');
const importLine = `\nimport { ${camel}Meta } from './templates/${id}/meta';`;
const entry = `  '${id}': {\n    meta: ${camel}Meta,\n    load: () => import('./templates/${id}').then((module) => module.template),\n  },\n`;
const afterImport = lastMetaImport.index + lastMetaImport[0].length;
await writeFile(
  registryFile,
  registry.slice(0, afterImport) + importLine + registry.slice(afterImport, end) + entry + registry.slice(end),
);

console.log(`Created src/templates/${id} (a copy of Minimal) and registered it in src/registry.ts.
Next (AUTHORING.md, "The loop"): make it yours (palette.ts, ${camel}.css.ts, Template.tsx, meta.ts), then
  npx -y pnpm@10 thumbnails ${id}
  npx -y pnpm@10 test -t ${id}
  npx -y pnpm@10 test:stories ${id}
and, once it looks right, write its screenshot baselines:
  npx -y pnpm@10 test:update -t ${id}`);
