// The per-package house-style rules of eslint.config.js, checked on small probes.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: fileURLToPath(new URL('../..', import.meta.url)) });

async function problems(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((message) => `${message.ruleId}: ${message.message.split('.')[0]}`);
}

describe('house-style lint', () => {
  it('forbids browser globals in the server and the templates SSR entry', async () => {
    const code = 'export const f = () => window.location.href + document.title;\n';
    for (const file of ['packages/server/src/probe.ts', 'packages/templates/src/ssr.ts']) {
      assert.deepEqual(await problems(file, code), [
        "no-restricted-globals: Unexpected use of 'window'",
        "no-restricted-globals: Unexpected use of 'document'",
      ]);
    }
  });

  it('forbids Node globals and fetch in the UI kit, but not in its tests', async () => {
    const code = "export const f = async () => [await fetch('/a'), await window.fetch('/b'), process.env.X];\n";
    assert.deepEqual(await problems('packages/ui/src/primitives/Probe/Probe.ts', code), [
      "no-restricted-globals: Unexpected use of 'fetch'",
      "no-restricted-properties: 'window",
      "no-restricted-globals: Unexpected use of 'process'",
    ]);
    assert.deepEqual(await problems('packages/ui/src/primitives/Probe/Probe.test.ts', code), []);
  });

  it('forbids raw hex colours in UI styles outside the theme', async () => {
    const code = "export const a = { color: '#ff00aa', border: `1px solid #abc`, anchor: '#main' };\n";
    assert.deepEqual(await problems('packages/ui/src/primitives/Probe/Probe.css.ts', code), [
      'no-restricted-syntax: Use a theme value (vars',
      'no-restricted-syntax: Use a theme value (vars',
    ]);
    assert.deepEqual(await problems('packages/ui/src/theme/probe.css.ts', code), []);
  });
});
