import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    './docs/*.mdx',
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
