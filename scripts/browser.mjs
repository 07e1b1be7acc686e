// The one way every browser suite and tool starts Chromium: the host's PDF printing, host e2e,
// the templates' browser tests and thumbnails, the story tests (vitest.storybook.config.ts) and the visual review.
// Debian's chromium package, never a downloaded browser (scripts/run.mjs installs it when missing).
// playwright-core is imported only when a browser starts, so scripts/run.mjs can read the path
// before anything is installed.

/** Where Chromium lives; `CHROMIUM_PATH` overrides it. */
export const chromiumExecutable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The same flags everywhere: no sandbox (containers), no GPU, no background traffic, /tmp instead
 * of a small /dev/shm, and text and scrollbars drawn the same on every run so screenshots compare.
 */
export const chromiumArgs = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
  '--hide-scrollbars',
]);

/** Options for `chromium.launch()` or the `launchOptions` of @vitest/browser-playwright. */
export const chromiumLaunchOptions = Object.freeze({
  executablePath: chromiumExecutable,
  args: [...chromiumArgs],
});

/** Starts headless Chromium with the shared options. */
export async function launchChromium() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ ...chromiumLaunchOptions, args: [...chromiumArgs] });
}
