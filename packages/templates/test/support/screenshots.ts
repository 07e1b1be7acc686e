import { fileURLToPath } from 'node:url';
import { matchScreenshot as matchWithPolicy, type ScreenshotVerdict } from '../../../../scripts/screenshots.mjs';

const baselineDir = fileURLToPath(new URL('../__screenshots__/', import.meta.url));
const diffDir = fileURLToPath(new URL('../__diffs__/', import.meta.url));

export type { ScreenshotVerdict };

/**
 * Compares a PNG with `__screenshots__/<name>.png` under the repository's one screenshot policy
 * (scripts/screenshots.mjs). `UPDATE_SNAPSHOTS=1 pnpm test` (or `pnpm test:update`) rewrites it.
 */
export const matchScreenshot = (name: string, actual: Buffer): ScreenshotVerdict =>
  matchWithPolicy({ name, actual, baselineDir, diffDir, update: process.env.UPDATE_SNAPSHOTS === '1' });
