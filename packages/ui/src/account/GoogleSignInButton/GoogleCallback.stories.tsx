import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryNavigationProvider } from '../../primitives/Navigation';
import { GoogleCallbackScreen } from './GoogleCallback';

const meta = {
  title: 'Account/Google Callback',
  component: GoogleCallbackScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <MemoryNavigationProvider initialPath="/auth/google/callback">
        <Story />
      </MemoryNavigationProvider>
    ),
  ],
} satisfies Meta<typeof GoogleCallbackScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opened directly (no opener window): explains the failure. */
export const WithoutOpener: Story = {};
