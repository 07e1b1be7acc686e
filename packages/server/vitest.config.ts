import { defineConfig } from 'vitest/config';

// The suite runs on PGlite always, and once more on PostgreSQL when TEST_DATABASE_URL is set.
const drivers = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
// Under CI the PostgreSQL pass is never left out: its suites (LISTEN/NOTIFY, one cleanup runner,
// a dropped connection) would otherwise skip without a word. .ci/run sets TEST_DATABASE_URL.
if (process.env.CI && !process.env.TEST_DATABASE_URL)
  throw new Error('CI runs the server suites on PostgreSQL too: set TEST_DATABASE_URL');

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    globals: true,
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Opening PGlite and running the migrations takes a few seconds on a busy machine.
    hookTimeout: 60_000,
    testTimeout: 30_000,
    // Two files at once (vitest's default in a run is one worker on a 2-core runner): every test
    // server has its own PGlite copy or PostgreSQL database, and a PostgreSQL file mostly waits on
    // the database process. 426 s instead of 671 s for both drivers here.
    maxWorkers: 2,
    projects: drivers.map((driver) => ({
      extends: true,
      test: { name: driver, env: { SHOWFOLIO_TEST_DRIVER: driver } },
    })),
  },
});
