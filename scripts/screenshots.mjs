// The one screenshot comparer, with one policy, for the visual review of stories
// (scripts/visual/run.mjs) and the templates' page screenshots (packages/templates/test):
// - a pixel counts as changed past pixelmatch's colour distance `pixelThreshold`;
// - at most `maxDiffPixels` may change: enough for anti-aliasing noise, too few for a changed word;
// - a missing baseline fails when `CI` is set (it must be committed) and is written otherwise, or,
//   for a caller that writes baselines only when asked (`writeMissing: false`), passes as 'pending';
// - a mismatch leaves <name>.actual.png and <name>.diff.png in the caller's diff folder.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export const pixelThreshold = 0.1;
export const maxDiffPixels = 40;

/**
 * Compares two PNGs; `diff` is a PNG marking the changed pixels when they differ. `allowed` is
 * `maxDiffPixels` unless a caller names a larger noise floor for one picture.
 */
export function comparePngs(baselinePng, actualPng, allowed = maxDiffPixels) {
  // Chromium encodes identical pixels to identical bytes: the common case needs no decoding.
  if (baselinePng.equals(actualPng)) return { ok: true, differing: 0 };
  const expected = PNG.sync.read(baselinePng);
  const actual = PNG.sync.read(actualPng);
  if (expected.width !== actual.width || expected.height !== actual.height) {
    return {
      ok: false,
      reason: `size ${expected.width}×${expected.height} → ${actual.width}×${actual.height}`,
    };
  }
  const diff = new PNG({ width: expected.width, height: expected.height });
  const differing = pixelmatch(expected.data, actual.data, diff.data, expected.width, expected.height, {
    threshold: pixelThreshold,
  });
  if (differing <= allowed) return { ok: true, differing };
  return { ok: false, differing, reason: `${differing} pixels differ`, diff: PNG.sync.write(diff) };
}

/**
 * Checks `actual` against `<baselineDir>/<name>.png` under the policy above; `update` rewrites the
 * baseline. Returns `status`: 'matched', 'written' (new baseline, review and commit it),
 * 'pending' (none yet, and `writeMissing` is false), 'updated', 'missing' (on CI) or 'changed'.
 */
export function matchScreenshot({
  name,
  actual,
  baselineDir,
  diffDir,
  update = false,
  writeMissing = true,
  allowedDiffPixels = maxDiffPixels,
}) {
  const baselinePath = path.join(baselineDir, `${name}.png`);
  if (update || !existsSync(baselinePath)) {
    if (!update && process.env.CI) {
      return { ok: false, status: 'missing', message: `${name}: no committed baseline ${baselinePath}` };
    }
    if (!update && !writeMissing) {
      return { ok: true, status: 'pending', message: `${name}: no baseline yet (none written)` };
    }
    mkdirSync(baselineDir, { recursive: true });
    writeFileSync(baselinePath, actual);
    return {
      ok: true,
      status: update ? 'updated' : 'written',
      message: `${name}: wrote ${baselinePath}${update ? '' : ', review and commit it'}`,
    };
  }
  const result = comparePngs(readFileSync(baselinePath), actual, allowedDiffPixels);
  if (result.ok) return { ok: true, status: 'matched', message: `${name}: matches` };
  mkdirSync(diffDir, { recursive: true });
  writeFileSync(path.join(diffDir, `${name}.actual.png`), actual);
  if (result.diff) writeFileSync(path.join(diffDir, `${name}.diff.png`), result.diff);
  return { ok: false, status: 'changed', message: `${name}: ${result.reason} (see ${diffDir})` };
}
