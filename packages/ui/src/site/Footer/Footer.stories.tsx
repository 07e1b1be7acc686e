import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryNavigationProvider } from '../../primitives/Navigation';
import { Footer } from './Footer';

const meta = {
  title: 'Site/Footer',
  component: Footer,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <MemoryNavigationProvider initialPath="/contributors">
        <Story />
      </MemoryNavigationProvider>
    ),
  ],
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
