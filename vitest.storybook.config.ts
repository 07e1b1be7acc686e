import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './scripts/browser.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));

// Every story becomes a test: it renders in headless Chromium, runs its `play` function and then
// axe (addon-a11y with `a11y.test: 'error'` in .storybook/preview.ts fails on any violation).
// One browser instance and two workers keep it within a 2-core budget. Stories run with
// prefers-reduced-motion, like the visual review, so what axe sees does not depend on timing.
export default defineConfig({
  plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
  test: {
    name: 'storybook',
    maxWorkers: 2,
    // The editor's stories load the wizard's steps, a template and axe: about 13 s on a quiet
    // two-core machine, past vitest's 15 s when CI is busy.
    testTimeout: 30_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { ...chromiumLaunchOptions },
        // CSS motion (scroll reveals, marquees) would let axe measure text mid-fade, so results
        // would depend on timing; motion itself is checked by the templates' reduced-motion rules.
        contextOptions: { reducedMotion: 'reduce' },
      }),
      instances: [{ browser: 'chromium' }],
      screenshotFailures: false,
    },
  },
});
