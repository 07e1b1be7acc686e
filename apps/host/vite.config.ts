import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// The SPA. Workspace packages are compiled from source ('source' condition), so one build sees
// the current kit, templates and client without building their dist first.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
  },
});
