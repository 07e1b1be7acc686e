import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { deployedTemplates } from '../fixtures';
import { FlexScreen } from './FlexScreen';

const meta = {
  title: 'Gallery/Flex',
  component: FlexScreen,
  // The dashboard shell provides the page's <main>.
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
  // Fixed so screenshots do not depend on the machine's locale and zone.
  args: {
    deployedTemplates,
    error: null,
    onRefresh: fn(),
    onNavigate: fn(),
    locale: 'en-GB',
    timeZone: 'UTC',
  },
} satisfies Meta<typeof FlexScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Deployments: Story = {};
export const Loading: Story = { args: { deployedTemplates: undefined } };
export const LoadError: Story = {
  args: { deployedTemplates: undefined, error: new Error('Request failed with status 500') },
};
export const Empty: Story = { args: { deployedTemplates: [] } };
