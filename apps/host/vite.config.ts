import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// The SPA. Workspace packages are compiled from source ('source' condition), so one build sees
// the current kit, templates and client without building their dist first.
//
// `vite build --ssr src/app/prerender.tsx` builds the same app for Node, into dist/prerender:
// `src/prerender.mjs` renders the public pages with it into dist/client/prerendered at build time.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // Brotli and gzip twins of every text asset, written once at build time; the host serves the
    // one the browser accepts (staticFiles.ts), so no request pays for compression.
    ...(isSsrBuild
      ? []
      : [
          compression({
            algorithms: ['brotliCompress', 'gzip'],
            include: /\.(js|mjs|css|html|svg|json|txt)$/,
            threshold: 512,
          }),
        ]),
  ],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  // The prerender bundle compiles the workspace packages from source too (their styles are
  // vanilla-extract files, so the class names match the client build's).
  ssr: {
    noExternal: [/^@showfolio\//],
    resolve: { conditions: ['source', ...defaultServerConditions] },
  },
  build: isSsrBuild
    ? { outDir: 'dist/prerender', emptyOutDir: true, sourcemap: false }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        sourcemap: true,
        // Which chunk and CSS each prerendered page needs (src/prerender.mjs reads it).
        manifest: true,
        // The app (index.html) and the light entry that hydrates the prerendered site pages.
        rolldownOptions: { input: { index: 'index.html', site: 'src/app/site.tsx' } },
      },
}));
