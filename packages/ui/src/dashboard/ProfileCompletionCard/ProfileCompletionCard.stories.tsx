import { emptyPortfolioDraft, sampleDraft } from '@showfolio/portfolio-schema';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProfileCompletionCard } from './ProfileCompletionCard';

const meta = {
  title: 'Dashboard/ProfileCompletionCard',
  component: ProfileCompletionCard,
  args: { draft: emptyPortfolioDraft() },
} satisfies Meta<typeof ProfileCompletionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Halfway: Story = {
  args: { draft: { ...sampleDraft, projects: { id: '', projects: [] }, experiences: { id: '', experiences: [] }, resumeUrl: '', documents: { ...sampleDraft.documents, resumeUrl: '' } } },
};
export const Complete: Story = { args: { draft: sampleDraft } };
