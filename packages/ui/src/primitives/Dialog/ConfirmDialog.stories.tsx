import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog } from './Dialog';

const meta = {
  title: 'Foundations/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  parameters: { docs: { story: { inline: false, height: '420px' } } },
  args: {
    open: false,
    onOpenChange: () => undefined,
    title: 'Start over?',
    description: 'Reset clears everything you have entered in the wizard and returns to step 1.',
    confirmLabel: 'Reset everything',
    onConfirm: fn(),
  },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Reset</Button>
        <ConfirmDialog {...args} open={open} onOpenChange={setOpen} />
      </>
    );
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = { args: { open: true } };

export const CancelDoesNothing: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reset' }));
    await userEvent.click(body.getByRole('button', { name: 'Cancel' }));
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const ConfirmClosesThenActs: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reset' }));
    await userEvent.click(body.getByRole('button', { name: 'Reset everything' }));
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};
