import type { Meta, StoryObj } from '@storybook/react-vite';
import { AnalyticsScreen } from './AnalyticsScreen';

const meta = {
  title: 'Dashboard/AnalyticsScreen',
  component: AnalyticsScreen,
} satisfies Meta<typeof AnalyticsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ComingSoon: Story = {};
