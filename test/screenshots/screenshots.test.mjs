// The one screenshot policy (scripts/screenshots.mjs), used by the visual review and the
// templates' page screenshots.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { PNG } from 'pngjs';
import { maxDiffPixels, matchScreenshot } from '../../scripts/screenshots.mjs';

/** A 100×100 white PNG with the first `changed` pixels black. */
function png(changed = 0) {
  const image = new PNG({ width: 100, height: 100 });
  image.data.fill(255);
  for (let pixel = 0; pixel < changed; pixel++) image.data.fill(0, pixel * 4, pixel * 4 + 3);
  return PNG.sync.write(image);
}

describe('screenshot policy', () => {
  let dir;
  let baselineDir;
  let diffDir;
  const ci = process.env.CI;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'screenshots-'));
    baselineDir = path.join(dir, 'baselines');
    diffDir = path.join(dir, 'diffs');
    delete process.env.CI;
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    if (ci === undefined) delete process.env.CI;
    else process.env.CI = ci;
  });
  const check = (actual, update = false) => matchScreenshot({ name: 'card', actual, baselineDir, diffDir, update });

  it('writes a missing baseline locally', () => {
    assert.equal(check(png()).status, 'written');
    assert.deepEqual(readFileSync(path.join(baselineDir, 'card.png')), png());
  });

  it('fails a missing baseline on CI and writes nothing', () => {
    process.env.CI = 'true';
    const verdict = check(png());
    assert.equal(verdict.ok, false);
    assert.equal(verdict.status, 'missing');
    assert.equal(existsSync(path.join(baselineDir, 'card.png')), false);
  });

  it(`passes up to ${maxDiffPixels} changed pixels and fails past them, leaving the actual image and a diff`, () => {
    check(png());
    assert.equal(check(png(maxDiffPixels)).status, 'matched');
    const verdict = check(png(maxDiffPixels + 1));
    assert.equal(verdict.ok, false);
    assert.equal(verdict.status, 'changed');
    assert.match(verdict.message, new RegExp(`${maxDiffPixels + 1} pixels differ`));
    assert.ok(existsSync(path.join(diffDir, 'card.actual.png')));
    assert.ok(existsSync(path.join(diffDir, 'card.diff.png')));
  });

  it('fails a size change', () => {
    check(png());
    const taller = new PNG({ width: 100, height: 101 });
    taller.data.fill(255);
    assert.equal(check(PNG.sync.write(taller)).status, 'changed');
  });

  it('rewrites the baseline when updating, even on CI', () => {
    process.env.CI = 'true';
    assert.equal(check(png(500), true).status, 'updated');
    assert.equal(check(png(500)).status, 'matched');
  });
});
