import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ui = (...segments: string[]) => path.join(repoRoot, 'packages/ui', ...segments);

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    './docs/*.mdx',
    './docs/*.stories.@(ts|tsx)',
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../packages/templates/src/**/*.mdx',
    '../packages/templates/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // The templates' thumbnails at the address the host serves them (thumbnailUrlPrefix).
  staticDirs: [{ from: '../packages/templates/thumbnails', to: '/templates/thumbnails' }],
  // The workshop and its builds must work offline: no telemetry, no "what's new" or version
  // checks against storybook.js.org.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Prop tables of the kit's docs pages come from its TypeScript types. react-docgen-typescript
  // asks the compiler, so a prop typed from a tuple (`variant?: ButtonVariant`) shows its values
  // ('primary' | 'secondary' | …) where react-docgen shows `unknown[number]`. It builds a program
  // of the kit first (a few seconds), which the story tests do not need: they keep react-docgen.
  typescript: process.env.VITEST
    ? { reactDocgen: 'react-docgen' }
    : {
        reactDocgen: 'react-docgen-typescript',
        reactDocgenTypescriptOptions: {
          tsconfigPath: ui('tsconfig.json'),
          include: [ui('src/**/*.tsx')],
          exclude: ['**/*.stories.tsx', '**/*.test.tsx'],
          shouldExtractLiteralValuesFromEnum: true,
          shouldRemoveUndefinedFromOptional: true,
          skipChildrenPropWithoutDoc: false,
          // React's own props (key, ref, every DOM attribute) stay out of the tables.
          propFilter: (prop) => !prop.parent?.fileName.includes('node_modules'),
        },
      },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    viteConfig.resolve = {
      ...viteConfig.resolve,
      conditions: ['source', 'module', 'browser', 'import', 'default'],
    };
    // vanilla-extract injects these runtime imports while transforming `.css.ts`, after Vite's
    // dependency scan; discovering them mid-run reloads the page and fails the story tests.
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      include: [
        ...(viteConfig.optimizeDeps?.include ?? []),
        '@vanilla-extract/recipes/createRuntimeFn',
        '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      ],
    };
    return viteConfig;
  },
};
export default config;
