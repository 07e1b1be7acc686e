import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  resolve: {
    conditions: ['source'],
    // The SSR suites import what the server imports: the built entry (the test script builds first).
    alias: { '@showfolio/templates/ssr': fileURLToPath(new URL('./dist/ssr.js', import.meta.url)) },
  },
  test: {
    globals: true,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    // Two files at once: vitest's default in a run is one worker fewer than the cores, which is one
    // on the 2-core CI runner, and the Chromium suites (browser-1, browser-2) spend most of their
    // time waiting on the browser's own processes.
    maxWorkers: 2,
    // Chromium suites on a busy 2-core CI runner.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
