import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

const baselineDir = fileURLToPath(new URL('../__screenshots__/', import.meta.url));
const diffDir = fileURLToPath(new URL('../__diffs__/', import.meta.url));

/** `UPDATE_SNAPSHOTS=1 pnpm test` (or `pnpm test:update`) rewrites every baseline. */
const updating = process.env.UPDATE_SNAPSHOTS === '1';

/** Share of pixels allowed to differ: absorbs anti-aliasing noise, not a layout change. */
const tolerance = 0.002;

export interface ScreenshotVerdict {
  ok: boolean;
  message: string;
}

/**
 * Compares a PNG with `__screenshots__/<name>.png`. A missing baseline is written (and fails on CI,
 * where it must already be committed); a mismatch writes `__diffs__/<name>.diff.png` and fails.
 */
export function matchScreenshot(name: string, actual: Buffer): ScreenshotVerdict {
  const baselinePath = `${baselineDir}${name}.png`;
  if (updating || !existsSync(baselinePath)) {
    if (!updating && process.env.CI)
      return { ok: false, message: `no committed baseline ${baselinePath}` };
    mkdirSync(baselineDir, { recursive: true });
    writeFileSync(baselinePath, actual);
    return { ok: true, message: `wrote ${baselinePath}` };
  }
  const expected = PNG.sync.read(readFileSync(baselinePath));
  const received = PNG.sync.read(actual);
  if (expected.width !== received.width || expected.height !== received.height) {
    writeDiff(`${name}.received`, actual);
    return {
      ok: false,
      message: `${name}: size ${received.width}×${received.height} differs from baseline ${expected.width}×${expected.height} (received image in ${diffDir})`,
    };
  }
  const diff = new PNG({ width: expected.width, height: expected.height });
  const mismatched = pixelmatch(
    expected.data,
    received.data,
    diff.data,
    expected.width,
    expected.height,
    { threshold: 0.1 },
  );
  const share = mismatched / (expected.width * expected.height);
  if (share > tolerance) {
    writeDiff(`${name}.diff`, PNG.sync.write(diff));
    return {
      ok: false,
      message: `${name}: ${(share * 100).toFixed(2)}% of pixels differ (diff in ${diffDir})`,
    };
  }
  return { ok: true, message: `${name}: matches` };
}

function writeDiff(name: string, png: Buffer) {
  mkdirSync(diffDir, { recursive: true });
  writeFileSync(`${diffDir}${name}.png`, png);
}
