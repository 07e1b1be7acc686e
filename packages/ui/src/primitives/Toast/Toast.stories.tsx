import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sprinkles } from '../../theme/sprinkles.css';
import { Button } from '../Button';
import { ToastProvider, toastTones, useToast, type ToastTone } from './Toast';

function Demo({ tone, message, title }: { tone: ToastTone; message: string; title?: string }) {
  const { toast } = useToast();
  return (
    <div className={sprinkles({ display: 'flex', gap: 'sm', flexWrap: 'wrap' })}>
      <Button onClick={() => toast({ tone, message, title })}>Show {tone} toast</Button>
      {toastTones.map((other) => (
        <Button key={other} variant="secondary" onClick={() => toast({ tone: other, message: `A ${other} message` })}>
          {other}
        </Button>
      ))}
    </div>
  );
}

const meta = {
  title: 'Foundations/Toast',
  component: Demo,
  argTypes: { tone: { control: 'inline-radio', options: toastTones } },
  args: { tone: 'success', message: 'Your profile was saved.', title: 'Saved' },
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show success toast' }));
    await expect(canvas.getByText('Your profile was saved.')).toBeInTheDocument();
  },
};
export const ErrorTone: Story = {
  args: { tone: 'error', title: undefined, message: 'Failed to save skills. Please try again.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show error toast' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to save skills. Please try again.');
  },
};
