import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globals: true,
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // The resumed CLI runs in a child process on the built theme; 15 templates render in the suite.
    testTimeout: 60_000,
  },
});
