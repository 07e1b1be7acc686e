import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: { globals: true, environment: 'node', include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 120_000 },
});
