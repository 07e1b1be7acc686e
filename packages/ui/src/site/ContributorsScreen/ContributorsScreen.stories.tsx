import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MemoryNavigationProvider } from '../../primitives/Navigation';
import { SiteLayout } from '../SiteLayout';
import { ContributorsScreen } from './ContributorsScreen';

const meta = {
  title: 'Site/Contributors',
  component: ContributorsScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <MemoryNavigationProvider initialPath="/contributors">
        <SiteLayout cookieBanner={false}>
          <Story />
        </SiteLayout>
      </MemoryNavigationProvider>
    ),
  ],
} satisfies Meta<typeof ContributorsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SecondSelected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Neha Kapoor/ }));
    await expect(canvas.getByRole('button', { name: /Neha Kapoor/ })).toHaveAttribute('aria-pressed', 'true');
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
