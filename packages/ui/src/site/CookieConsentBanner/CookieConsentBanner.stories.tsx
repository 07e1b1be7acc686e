import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CookieConsentBanner, cookieConsentStorageKey } from './CookieConsentBanner';

const meta = {
  title: 'Site/Cookie Consent Banner',
  component: CookieConsentBanner,
  tags: ['autodocs'],
  parameters: { docs: { story: { inline: false, height: '260px' } } },
  args: { onAccept: fn() },
  beforeEach: () => {
    window.localStorage.removeItem(cookieConsentStorageKey);
  },
} satisfies Meta<typeof CookieConsentBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Asking: Story = {};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
