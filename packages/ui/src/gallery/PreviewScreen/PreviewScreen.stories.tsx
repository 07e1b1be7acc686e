import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { samplePortfolio } from '@showfolio/portfolio-schema/samples';
import { PreviewScreen, type PreviewScreenProps } from './PreviewScreen';

const meta = {
  title: 'Gallery/Preview Page',
  component: PreviewScreen,
  tags: ['autodocs'],
  args: {
    templateId: 'minimal-portfolio-v1',
    token: '3f9c2a7d',
    onVerify: fn(async () => undefined) as PreviewScreenProps['onVerify'],
  },
} satisfies Meta<typeof PreviewScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Verifying: Story = { args: { onVerify: () => new Promise(() => undefined) } };

/** The link's owner has no saved portfolio yet: the sample person, with a note saying so. */
export const AllowedWithSample: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The template's code loads on demand: allow a busy machine more than the default second.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ada Rivera' }, { timeout: 10_000 })).toBeInTheDocument();
    await expect(canvas.getByRole('note')).toHaveTextContent('Sample data — fill the Profile Wizard to see your own');
  },
};

/** The link's owner has a saved portfolio: theirs is shown, and no note. */
export const AllowedWithOwnersPortfolio: Story = {
  // The template's pixels are checked by the template stories; this checks whose data shows.
  parameters: { visual: { disable: true } },
  args: {
    onVerify: async () => ({
      valid: true,
      templateIdentifier: 'minimal-portfolio-v1',
      portfolioData: { ...samplePortfolio, firstName: 'Grace', lastName: 'Hopper' },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeInTheDocument();
    await expect(canvas.queryByRole('note')).not.toBeInTheDocument();
  },
};

export const Denied: Story = {
  args: { onVerify: async () => Promise.reject(new Error('')) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Invalid or expired preview link'),
    ).toBeInTheDocument();
  },
};

export const DeniedWithServerMessage: Story = {
  args: { onVerify: async () => Promise.reject(new Error('Preview link has expired')) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Preview link has expired'),
    ).toBeInTheDocument();
  },
};

export const MissingParameters: Story = { args: { templateId: undefined, token: undefined } };
