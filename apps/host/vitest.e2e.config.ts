import { defineConfig } from 'vitest/config';

// The end-to-end journey in Chromium against the built product (run `pnpm -r build` first).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.test.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
