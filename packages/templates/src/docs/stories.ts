import { visibleSections, type PortfolioData } from '@showfolio/portfolio-schema';
import {
  edgeCasePortfolio,
  minimalPortfolio,
  richSampleWithImages,
  samplePortfolio,
} from '@showfolio/portfolio-schema/samples';
import { expect } from 'storybook/test';
// no-inline: an inlined data: URL would (rightly) be dropped by safeUrl.
import sampleAvatarUrl from '../../test/fixtures/sample-avatar.webp?no-inline';
import project1Small from '../../test/fixtures/sample-project-1-480.webp?no-inline';
import project1Large from '../../test/fixtures/sample-project-1-960.webp?no-inline';
import project2Small from '../../test/fixtures/sample-project-2-480.webp?no-inline';
import project2Large from '../../test/fixtures/sample-project-2-960.webp?no-inline';
import project3Small from '../../test/fixtures/sample-project-3-480.webp?no-inline';
import project3Large from '../../test/fixtures/sample-project-3-960.webp?no-inline';

// Shared by every `<Name>.stories.tsx`: the three fixtures, and the viewports each template is
// reviewed at (Storybook 10 selects a viewport per story through `globals.viewport`).

/** samplePortfolio with its picture served by Storybook instead of the app's /media route. */
export const storySample: PortfolioData = { ...samplePortfolio, profilePicture: sampleAvatarUrl };
export { edgeCasePortfolio as storyEdgeCase, minimalPortfolio as storyMinimal };

/** The samples' `/media/` project pictures, as Storybook serves the fixtures. */
const servedPictures: Record<string, string> = {
  '/media/sample-project-1-480.webp': project1Small,
  '/media/sample-project-1-960.webp': project1Large,
  '/media/sample-project-2-480.webp': project2Small,
  '/media/sample-project-2-960.webp': project2Large,
  '/media/sample-project-3-480.webp': project3Small,
  '/media/sample-project-3-960.webp': project3Large,
};
const served = (src: string) => servedPictures[src] ?? src;

/** The rich sample with pictures on its first two projects (issue 31), served by Storybook. */
export const storySampleWithImages: PortfolioData = {
  ...richSampleWithImages,
  profilePicture: sampleAvatarUrl,
  projects: richSampleWithImages.projects.map((project) => ({
    ...project,
    images: project.images.map((image) => ({
      ...image,
      src: served(image.src),
      variants: image.variants.map((variant) => ({ ...variant, src: served(variant.src) })),
    })),
  })),
};

/**
 * A story's check that the page shows every section of the sample in its chosen order, and every
 * project picture with its alt text.
 */
export async function showsEverySectionInOrder({ canvasElement }: { canvasElement: HTMLElement }) {
  const expected = visibleSections(storySampleWithImages).map((key) => key.replace(':', '-'));
  const shown = [...canvasElement.querySelectorAll('section[id]')]
    .map((section) => section.id)
    .filter((id) => expected.includes(id));
  await expect(shown).toEqual(expected);
  const alts = [...canvasElement.querySelectorAll('main img')].map((image) => image.getAttribute('alt'));
  await expect(alts).toEqual(
    storySampleWithImages.projects.flatMap((project) => project.images.map((image) => image.alt)),
  );
}

export const templateStoryParameters = {
  layout: 'fullscreen',
  // Templates are screenshot-reviewed by this package's own Chromium suite (test/support/chromiumSuite.ts) on the
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
