import { accountMessages } from '@showfolio/portfolio-schema';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VerifyEmailNotice } from './VerifyEmailNotice';

const meta = {
  title: 'Dashboard/VerifyEmailNotice',
  component: VerifyEmailNotice,
  tags: ['autodocs'],
  args: {
    email: 'ada.rivera@example.com',
    onResend: fn(async () => ({ message: accountMessages.verificationSent('ada.rivera@example.com') })),
  },
} satisfies Meta<typeof VerifyEmailNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An unverified account on the dashboard: where the link went, and Resend. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = canvas.getByRole('region', { name: 'Verify your e-mail to publish' });
    await expect(notice).toHaveTextContent('We sent a verification link to ada.rivera@example.com.');
    await expect(canvas.getByRole('button', { name: 'Resend' })).toBeEnabled();
  },
};

/** Resend by keyboard: a new link went out, and the notice says so. */
export const Resent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Resend' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('status')).toHaveTextContent(accountMessages.verificationSent('ada.rivera@example.com'));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
  },
};

/** Asked too often: the rate limit's message, and Resend stays off. */
export const Limited: Story = {
  args: {
    onResend: fn(async () => Promise.reject({ status: 429, message: 'Too many attempts. Please try again in 12 minutes.' })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Resend' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 12 minutes.');
    await expect(canvas.getByRole('button', { name: 'Resend' })).toBeDisabled();
  },
};
