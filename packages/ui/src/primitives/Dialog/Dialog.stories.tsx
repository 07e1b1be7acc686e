import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog, dialogSizes } from './Dialog';

const meta = {
  title: 'Foundations/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  parameters: { docs: { story: { inline: false, height: '420px' } } },
  argTypes: { size: { control: 'inline-radio', options: dialogSizes } },
  args: {
    open: true,
    onOpenChange: () => undefined,
    title: 'Sign out',
    description: 'Are you sure you want to sign out?',
    size: 'sm',
  },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Open dialog</Button>
        <Dialog
          {...args}
          open={open}
          onOpenChange={setOpen}
          footer={
            <>
              <Button variant="secondary" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button variant="danger" onClick={() => setOpen(false)}>
                Sign Out
              </Button>
            </>
          }
        />
      </>
    );
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const NotDismissible: Story = { args: { dismissible: false, title: 'Deploying...', description: 'Please wait.' } };
export const OpensAndCloses: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    await expect(body.getByRole('dialog', { name: 'Sign out' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
  },
};
export const Compound: Story = {
  render: () => (
    <Dialog.Root>
      <Dialog.Trigger>Open compound dialog</Dialog.Trigger>
      <Dialog.Content size="sm">
        <Dialog.Title>Notifications</Dialog.Title>
        <Dialog.Description>Welcome to the product! Check back later for updates.</Dialog.Description>
        <Dialog.Footer>
          <Dialog.Close>Got it</Dialog.Close>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  ),
};
