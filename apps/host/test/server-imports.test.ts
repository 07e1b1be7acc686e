import { readFile } from 'node:fs/promises';

// The Node process loads what the built server entry imports: the UI kit (React screens, CSS) has
// no business there; the texts it shares with the UI come from portfolio-schema's `messages`.
describe('the built server entry', () => {
  it('imports the schema, the server and the templates, but not @showfolio/ui', async () => {
    const entry = await readFile(new URL('../dist/server/index.js', import.meta.url), 'utf8');
    const workspaceImports = new Set([...entry.matchAll(/from "(@showfolio\/[a-z-]+)[^"]*"/g)].map((match) => match[1]));
    expect([...workspaceImports].sort()).toEqual([
      '@showfolio/portfolio-schema',
      '@showfolio/server',
      '@showfolio/templates',
    ]);
  });
});
