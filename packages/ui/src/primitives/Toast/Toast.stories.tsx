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

/** On a phone: one toast at a time, at the bottom, where it covers no heading or menu. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  // The toast leaves after 3 s, so a screenshot would race it; the play test checks where it sits.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show success toast' }));
    await userEvent.click(canvas.getByRole('button', { name: 'info' }));
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('A info message');
    const toast = canvas.getByRole('status').getBoundingClientRect();
    await expect(toast.bottom).toBeGreaterThan(canvasElement.ownerDocument.documentElement.clientHeight / 2);
  },
};
