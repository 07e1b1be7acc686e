import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryNavigationProvider } from '../../primitives/Navigation';
import { container, page, pageTitle } from './page.css';
import { SiteLayout } from './SiteLayout';

const meta = {
  title: 'Site/Layout',
  component: SiteLayout,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, height: '560px' } } },
  args: {
    cookieBanner: true,
    children: (
      <div className={`${container} ${page}`}>
        <h1 className={pageTitle}>Page content</h1>
      </div>
    ),
  },
  decorators: [
    (Story) => (
      <MemoryNavigationProvider initialPath="/">
        <Story />
      </MemoryNavigationProvider>
    ),
  ],
} satisfies Meta<typeof SiteLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
