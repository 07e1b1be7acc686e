import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// The SPA. Workspace packages are compiled from source ('source' condition), so one build sees
// the current kit, templates and client without building their dist first.
export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // Brotli and gzip twins of every text asset, written once at build time; the host serves the
    // one the browser accepts (staticFiles.ts), so no request pays for compression.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|mjs|css|html|svg|json|txt)$/,
      threshold: 512,
    }),
  ],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
  },
});
