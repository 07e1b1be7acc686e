import { emptyPortfolioDraft, sampleDraft } from '@showfolio/portfolio-schema';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryNavigationProvider } from '../../primitives/Navigation';
import { OverviewScreen } from './OverviewScreen';

const partialDraft = { ...emptyPortfolioDraft(), userDetails: sampleDraft.userDetails, bio: sampleDraft.bio, education: sampleDraft.education };

const meta = {
  title: 'Dashboard/OverviewScreen',
  component: OverviewScreen,
  args: { firstName: 'Ada', draft: partialDraft, autoStartTour: false },
  decorators: [
    (Story) => (
      <MemoryNavigationProvider initialPath="/dashboard">
        <Story />
      </MemoryNavigationProvider>
    ),
  ],
} satisfies Meta<typeof OverviewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {};
export const Empty: Story = { args: { draft: emptyPortfolioDraft() } };
export const Complete: Story = { args: { draft: sampleDraft } };
/** The tour starts by itself after 1.5 s unless it was taken before in this browser. */
export const WithTour: Story = { args: { autoStartTour: true } };
