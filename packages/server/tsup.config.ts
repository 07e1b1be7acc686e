import { defineConfig } from 'tsup';

export default defineConfig({
  // main.ts is the standalone entry (also spawned by the restart tests and the bench).
  entry: ['src/index.ts', 'src/main.ts', 'src/clear-two-step.ts'],
  format: ['esm'],
  dts: { entry: 'src/index.ts' },
  sourcemap: true,
  clean: true,
  target: 'node20',
});
