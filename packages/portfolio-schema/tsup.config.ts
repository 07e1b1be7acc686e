import { defineConfig, type Options } from 'tsup';

type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number];

// zod-setup is the package's one side effect: it stays a file of its own (dist/zod-setup.js, listed
// in "sideEffects"), imported by the built code as `import './zod-setup.js'`, so an app's bundler
// keeps it wherever it keeps a schema and may drop every module it does not use.
const zodSetupOwnFile: EsbuildPlugin = {
  name: 'zod-setup-own-file',
  setup(build) {
    build.onResolve({ filter: /\/zod-setup$/ }, () => ({ path: './zod-setup.js', external: true }));
  },
};

export default defineConfig({
  // Every module is an entry, so dist keeps the modules apart (shared code lands in chunks by the
  // modules that use it): an app's bundler can then leave out the schema modules, and zod with them,
  // when it only needs plain values and rules. samples is also a public entry of its own
  // (@showfolio/portfolio-schema/samples): apps that never show the sample person do not carry it;
  // so is json-resume, which the wizard loads only when someone imports a file.
  entry: ['src/**/*.ts', '!src/**/*.test.ts'],
  format: ['esm'],
  dts: { entry: ['src/index.ts', 'src/samples.ts', 'src/json-resume.ts'] },
  sourcemap: true,
  clean: true,
  target: 'node20',
  esbuildPlugins: [zodSetupOwnFile],
});
