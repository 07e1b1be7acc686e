import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MemoryNavigationProvider } from '../../primitives/Navigation';
import { SiteLayout } from '../SiteLayout';
import { LandingScreen } from './LandingScreen';

const meta = {
  title: 'Site/Landing',
  component: LandingScreen,
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Deploy' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Get Started for Free' })).toHaveAttribute('href', '/signup');
  },
};
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: Loaded.play,
};
