import { defineConfig } from 'tsup';

// The server composition, for `node src/start.mjs`; workspace packages stay external and load
// from their own built dist.
export default defineConfig({
  entry: {
    index: 'src/server/index.ts',
    renderWorker: 'src/server/renderWorker.js',
    resumeWorker: 'src/server/resumeWorker.js',
  },
  outDir: 'dist/server',
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  sourcemap: true,
  clean: true,
  dts: false,
});
