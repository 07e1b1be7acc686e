import { emptyPortfolioDraft } from '@showfolio/portfolio-schema';
import { sampleDraft } from '@showfolio/portfolio-schema/samples';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProfileCompletionCard } from './ProfileCompletionCard';

const meta = {
  title: 'Dashboard/ProfileCompletionCard',
  component: ProfileCompletionCard,
  tags: ['autodocs'],
  args: { draft: emptyPortfolioDraft() },
} satisfies Meta<typeof ProfileCompletionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** Right after sign-up: the name and e-mail are known from the account. */
export const NewAccount: Story = {
  args: { account: { firstName: 'Ada', lastName: 'Rivera', email: 'ada@example.com' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Your profile is 11% complete' })).toBeInTheDocument();
    await expect(canvas.queryByText('Basic Profile')).not.toBeInTheDocument();
  },
};
export const Halfway: Story = {
  args: { draft: { ...sampleDraft, projects: { id: '', projects: [] }, experiences: { id: '', experiences: [] }, documents: { ...sampleDraft.documents, resumeUrl: '' } } },
};
export const Complete: Story = { args: { draft: sampleDraft } };
