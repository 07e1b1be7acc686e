import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MemoryNavigationProvider } from '../../primitives/Navigation';
import { TopNav } from './TopNav';

const meta = {
  title: 'Site/TopNav',
  component: TopNav,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <MemoryNavigationProvider initialPath="/">
        <Story />
      </MemoryNavigationProvider>
    ),
  ],
} satisfies Meta<typeof TopNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toBeVisible();
  },
};
export const SignedIn: Story = {
  args: { visitor: 'signed-in' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Sign in' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Sign up' })).toBeNull();
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await expect(canvas.getByRole('link', { name: 'Contributors' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toBeVisible();
  },
};
