import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryNavigationProvider } from '../../primitives/Navigation';
import { SiteLayout } from '../SiteLayout';
import { PrivacyPolicyScreen } from './PrivacyPolicyScreen';

const meta = {
  title: 'Site/Privacy Policy',
  component: PrivacyPolicyScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <MemoryNavigationProvider initialPath="/privacy-policy">
        <SiteLayout cookieBanner={false}>
          <Story />
        </SiteLayout>
      </MemoryNavigationProvider>
    ),
  ],
} satisfies Meta<typeof PrivacyPolicyScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
