import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryNavigationProvider } from '../../primitives/Navigation';
import { SiteLayout } from '../SiteLayout';
import { NotFoundScreen } from './NotFoundScreen';

const meta = {
  title: 'Site/Not Found',
  component: NotFoundScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <MemoryNavigationProvider initialPath="/nowhere">
        <SiteLayout cookieBanner={false}>
          <Story />
        </SiteLayout>
      </MemoryNavigationProvider>
    ),
  ],
} satisfies Meta<typeof NotFoundScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
