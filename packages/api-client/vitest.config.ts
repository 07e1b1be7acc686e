import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  resolve: { conditions: ['source'] },
  test: {
    globals: true,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    // One real server (PGlite) for the whole run; opening and migrating it takes a few seconds.
    globalSetup: ['test/globalSetup.ts'],
    setupFiles: ['test/setup.ts'],
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
