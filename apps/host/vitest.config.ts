import { defineConfig } from 'vitest/config';

// Under CI the PostgreSQL runs are never left out (two host processes, custom domains on
// PostgreSQL): without TEST_DATABASE_URL they would skip without a word. .ci/run sets it.
if (process.env.CI && !process.env.TEST_DATABASE_URL)
  throw new Error('CI runs the host suites on PostgreSQL too: set TEST_DATABASE_URL');

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: { globals: true, environment: 'node', include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 120_000 },
});
