import { fileURLToPath } from 'node:url';
import { matchScreenshot as matchWithPolicy, type ScreenshotVerdict } from '../../../../scripts/screenshots.mjs';

const baselineDir = fileURLToPath(new URL('../__screenshots__/', import.meta.url));
const diffDir = fileURLToPath(new URL('../__diffs__/', import.meta.url));

export type { ScreenshotVerdict };

/**
 * Compares a PNG with `__screenshots__/<name>.png` under the repository's one screenshot policy
 * (scripts/screenshots.mjs). `UPDATE_SNAPSHOTS=1 pnpm test` (or `pnpm test:update -t <id>`) writes
 * or rewrites it. A template still being designed has none, and none is written until its author
 * asks: baselines of a scaffold's first look would only go stale (on CI a missing one fails).
 */
export const matchScreenshot = (name: string, actual: Buffer): ScreenshotVerdict => {
  const verdict = matchWithPolicy({
    name,
    actual,
    baselineDir,
    diffDir,
    update: process.env.UPDATE_SNAPSHOTS === '1',
    writeMissing: false,
  });
  if (verdict.status === 'pending')
    console.info(`${verdict.message}: \`npx -y pnpm@10 test:update -t <id>\` writes it once the template looks right`);
  return verdict;
};
