import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FeedbackForm } from './FeedbackForm';

const meta = {
  title: 'Site/Feedback Form',
  component: FeedbackForm,
  tags: ['autodocs'],
  args: { onSubmitFeedback: () => Promise.resolve() },
} satisfies Meta<typeof FeedbackForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Ada Lovelace');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Feedback' }), 'Lovely templates');
  await userEvent.click(canvas.getByRole('button', { name: 'Submit Feedback' }));
};

export const Idle: Story = {};
export const Errors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Feedback' }));
    await expect(canvas.getByText('Name is required')).toBeInTheDocument();
  },
};
export const Submitting: Story = {
  args: { onSubmitFeedback: () => new Promise<void>(() => undefined) },
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  },
};
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await expect(await within(canvasElement).findByText('Thank you for your feedback!')).toBeInTheDocument();
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
/** A failed submission is only logged: the form stays as it was and no message shows. */
export const FailureLoggedOnly: Story = {
  args: { onSubmitFeedback: () => Promise.reject<void>(new Error('Failed to submit feedback')) },
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await expect(await within(canvasElement).findByRole('button', { name: 'Submit Feedback' })).toBeEnabled();
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};
