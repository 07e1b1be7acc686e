import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PasswordChecklist } from './PasswordChecklist';

const meta = {
  title: 'Account/Password Checklist',
  component: PasswordChecklist,
  tags: ['autodocs'],
  args: { password: '' },
} satisfies Meta<typeof PasswordChecklist>;
export default meta;
type Story = StoryObj<typeof meta>;

const metCount = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Password requirements' }))
    .getAllByRole('listitem')
    .filter((item) => item.dataset.state === 'met').length;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(metCount(canvasElement)).toBe(0);
  },
};
export const PartlyMet: Story = {
  args: { password: 'abc#' },
  play: async ({ canvasElement }) => {
    await expect(metCount(canvasElement)).toBe(2);
  },
};
export const AllMet: Story = {
  args: { password: 'Abcdef1#' },
  play: async ({ canvasElement }) => {
    await expect(metCount(canvasElement)).toBe(5);
  },
};
