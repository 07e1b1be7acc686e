import type { Meta, StoryObj } from '@storybook/react-vite';
import { templateCatalogue, thumbnailSrcSetFor } from '@showfolio/templates';
import { expect, waitFor, within } from 'storybook/test';
import { MemoryNavigationProvider } from '../../primitives/Navigation';
import { SiteLayout } from '../SiteLayout';
import { LandingScreen } from './LandingScreen';

const meta = {
  title: 'Site/Landing',
  component: LandingScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { onSubmitFeedback: () => Promise.resolve() },
  decorators: [
    (Story) => (
      <MemoryNavigationProvider initialPath="/">
        <SiteLayout cookieBanner={false}>
          <Story />
        </SiteLayout>
      </MemoryNavigationProvider>
    ),
  ],
} satisfies Meta<typeof LandingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first second: skeletons on features and steps. */
export const Loading: Story = {
  // The skeletons last one second by design, so a screenshot would catch either state; the
  // skeleton timings are covered with fake timers in LandingScreen.test.tsx.
  parameters: { visual: { disable: true } },
};
export const Loaded: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Deploy' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Get Started for Free' })).toHaveAttribute('href', '/signup');

    await step('every template shows its real thumbnail and leads to sign-up', async () => {
      const section = within(canvas.getByRole('region', { name: 'Pick a Template You Love' }));
      const pictures = section.getAllByRole('img');
      await expect(pictures).toHaveLength(templateCatalogue().length);
      for (const template of templateCatalogue()) {
        const picture = section.getByAltText(`The ${template.name} template with a sample portfolio`);
        await expect(picture).toHaveAttribute('src', template.thumbnailUrl);
        // A phone's two columns pick the 320 px file.
        await expect(picture).toHaveAttribute('srcset', thumbnailSrcSetFor(template.id));
        await expect(picture.getAttribute('sizes')).toMatch(/ 50vw$/);
        // Lazy, with its size reserved, so the page does not jump as pictures arrive.
        await expect(picture).toHaveAttribute('loading', 'lazy');
        await expect(picture).toHaveAttribute('width', '640');
        await expect(picture).toHaveAttribute('height', '400');
        await expect(section.getByRole('link', { name: `Start with ${template.name}` })).toHaveAttribute(
          'href',
          '/signup',
        );
      }
      // The files exist: scrolled into view, each picture loads.
      pictures.at(-1)?.scrollIntoView();
      await waitFor(
        () =>
          expect(
            pictures.filter((picture) => !(picture as HTMLImageElement).complete || (picture as HTMLImageElement).naturalWidth === 0),
          ).toEqual([]),
        { timeout: 10_000 },
      );
      window.scrollTo(0, 0);
    });

    await step('the feedback form loads as the visitor nears its section', async () => {
      canvas.getByRole('region', { name: 'Share Your Feedback' }).scrollIntoView();
      await expect(await canvas.findByRole('form', { name: 'Feedback' }, { timeout: 10_000 })).toBeInTheDocument();
      window.scrollTo(0, 0);
    });
  },
};
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: Loaded.play,
};
