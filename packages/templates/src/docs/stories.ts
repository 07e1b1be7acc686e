import type { PortfolioData } from '@showfolio/portfolio-schema';
import {
  edgeCasePortfolio,
  minimalPortfolio,
  samplePortfolio,
} from '@showfolio/portfolio-schema/samples';
// no-inline: an inlined data: URL would (rightly) be dropped by safeUrl.
import sampleAvatarUrl from '../../test/fixtures/sample-avatar.webp?no-inline';

// Shared by every `<Name>.stories.tsx`: the three fixtures, and the viewports each template is
// reviewed at (Storybook 10 selects a viewport per story through `globals.viewport`).

/** samplePortfolio with its picture served by Storybook instead of the app's /media route. */
export const storySample: PortfolioData = { ...samplePortfolio, profilePicture: sampleAvatarUrl };
export { edgeCasePortfolio as storyEdgeCase, minimalPortfolio as storyMinimal };

export const templateStoryParameters = {
  layout: 'fullscreen',
  // Templates are screenshot-reviewed by this package's own suite (test/browser.test.ts) on the
  // server render the public page really uses; reviewing the same pixels again through
  // Storybook would double the baselines and the run time.
  visual: { disable: true },
  // The toolbar's "Portfolio data" choices, with the sample's picture served by Storybook.
  portfolioData: { sample: storySample },
  viewport: {
    options: {
      phone320: { name: 'Phone 320', styles: { width: '320px', height: '640px' }, type: 'mobile' },
      mobile: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
      desktop: {
        name: 'Desktop 1280',
        styles: { width: '1280px', height: '800px' },
        type: 'desktop',
      },
      wide1920: {
        name: 'Wide 1920',
        styles: { width: '1920px', height: '1080px' },
        type: 'desktop',
      },
    },
  },
} as const;

export const viewportGlobals = {
  phone320: { viewport: { value: 'phone320', isRotated: false } },
  mobile: { viewport: { value: 'mobile', isRotated: false } },
  desktop: { viewport: { value: 'desktop', isRotated: false } },
  wide1920: { viewport: { value: 'wide1920', isRotated: false } },
} as const;
