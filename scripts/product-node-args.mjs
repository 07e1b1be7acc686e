// The Node flags the product runs with. apps/host's `start` script (what `npm start` ends in) is
// the one place they are set; the benchmarks, the e2e and scale suites start the product with the
// same ones, and deploy/showfolio@.service repeats them (test/lint/product-node-args.test.mjs checks).
import { readFileSync } from 'node:fs';

const hostPackage = new URL('../apps/host/package.json', import.meta.url);

/** The flags between `node` and `src/start.mjs` in apps/host's `start` script. */
export function productNodeArgs() {
  const { scripts } = JSON.parse(readFileSync(hostPackage, 'utf8'));
  const words = scripts.start.trim().split(/\s+/);
  if (words[0] !== 'node' || words.at(-1) !== 'src/start.mjs')
    throw new Error(`apps/host's start script is not "node [flags] src/start.mjs": ${scripts.start}`);
  return words.slice(1, -1);
}
