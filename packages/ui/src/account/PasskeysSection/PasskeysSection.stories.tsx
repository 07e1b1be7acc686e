import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasskeysSection } from './PasskeysSection';

const passkey = (n: number, overrides = {}) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`.slice(-36),
  name: `Passkey ${n}`,
  createdAt: '2026-11-01T10:00:00.000Z',
  lastUsedAt: null,
  backedUp: false,
  ...overrides,
});
const two = [
  passkey(1, { name: 'Work laptop', lastUsedAt: '2026-11-26T09:00:00.000Z', backedUp: true }),
  passkey(2, { name: 'Phone' }),
];

const meta = {
  title: 'Account/Settings/Passkeys',
  component: PasskeysSection,
  tags: ['autodocs'],
  args: {
    passkeys: two,
    locale: 'en-GB',
    onAdd: fn(async () => ({ message: 'Passkey added' })),
    onRemove: fn(async () => ({ message: 'Passkey removed' })),
  },
} satisfies Meta<typeof PasskeysSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { passkeys: undefined } };
export const Empty: Story = {
  args: { passkeys: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No passkeys yet.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Passkey name/ }), 'Laptop');
    await userEvent.click(canvas.getByRole('button', { name: 'Add a passkey' }));
    await expect(args.onAdd).toHaveBeenCalledWith('Laptop');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Passkey added');
  },
};
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole('list', { name: 'Your passkeys' })).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('Work laptop');
    await expect(items[0]).toHaveTextContent('Last used 26 Nov 2026');
    await expect(items[1]).toHaveTextContent('Not used yet');
  },
};
/** Removing asks for a fresh proof when the last one is older than 10 minutes: the server's words show. */
export const RemoveNeedsProof: Story = {
  args: { onRemove: fn(async () => Promise.reject(new Error("Please confirm it's you first: enter your password, a code from your authenticator app, or use a passkey."))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove passkey Phone' }));
    await expect(args.onRemove).toHaveBeenCalledWith(two[1]!.id);
    await expect(await canvas.findByRole('alert')).toHaveTextContent("confirm it's you first");
  },
};
export const Full: Story = { args: { passkeys: Array.from({ length: 10 }, (_, i) => passkey(i)) } };
export const Unsupported: Story = { args: { supported: false } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
