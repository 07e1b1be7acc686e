import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TwoStepSection } from './TwoStepSection';

const qrSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path fill="#ffffff" d="M0 0h29v29H0z"/><path stroke="#000000" d="M2 2.5h7M12 2.5h3M20 2.5h7M2 8.5h7M20 8.5h7M2 20.5h7M11 14.5h9M14 22.5h6"/></svg>';
const setup = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Showfolio:ada%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', qrSvg };
const codes = ['k7pq-2m9x-hr4t', 'a2b3-c4d5-e6f7', 'g8h9-j2k3-m4n5', 'p6q7-r8s9-t2u3', 'v4w5-x6y7-z8a9', 'b2c3-d4e5-f6g7', 'h8j9-k2m3-n4p5', 'q6r7-s8t9-u2v3', 'w4x5-y6z7-a8b9', 'c2d3-e4f5-g6h7'];
const off = { enabled: false, enabledAt: null, recoveryCodesLeft: 0, proofFresh: true };
const on = { enabled: true, enabledAt: '2026-11-20T10:00:00.000Z', recoveryCodesLeft: 7, proofFresh: true };

const meta = {
  title: 'Account/Settings/Two-step sign-in',
  component: TwoStepSection,
  tags: ['autodocs'],
  args: {
    status: off,
    onStartSetup: fn(async () => setup),
    onEnable: fn(async () => ({ recoveryCodes: codes, message: 'Two-step sign-in is on. Keep your recovery codes somewhere safe: each works once.' })),
    onDisable: fn(async () => ({ message: 'Two-step sign-in is off.' })),
    onRegenerateCodes: fn(async () => ({ recoveryCodes: codes })),
    onStepUp: fn(async () => ({ message: 'Thanks, you are confirmed for the next 10 minutes.' })),
  },
} satisfies Meta<typeof TwoStepSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: undefined } };
export const Off: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
    await expect(canvas.getByText('Off')).toBeVisible();
  },
};
/** The QR code (an SVG image with a name) and the key as text, then the first code. */
export const SettingUp: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Set up authenticator app' }));
    await expect(await canvas.findByRole('img', { name: 'QR code to add Showfolio to your authenticator app' })).toBeVisible();
    await expect(canvas.getByText(setup.secret)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter the 6-digit code your app shows');
    await expect(args.onEnable).not.toHaveBeenCalled();
  },
};
/** Keyboard only: set up, type the code, turn on; the recovery codes show once, downloadable. */
export const RecoveryCodesShown: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Set up authenticator app' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await canvas.findByRole('textbox', { name: 'Code from the app' }));
    await userEvent.keyboard('123456{Enter}');
    await expect(args.onEnable).toHaveBeenCalledWith('123456');
    const list = await canvas.findByRole('list', { name: 'Recovery codes' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await expect(canvas.getByRole('link', { name: 'Download codes' })).toHaveAttribute('download', 'showfolio-recovery-codes.txt');
  },
};
export const WrongFirstCode: Story = {
  args: { onEnable: fn(async () => Promise.reject(new Error('That code is not right, or it was already used. Check your authenticator app and try again.'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Set up authenticator app' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Code from the app' }), '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('That code is not right');
  },
};
export const On: Story = {
  args: { status: on },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('7 recovery codes left.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Code to turn it off' }), '654321');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn off' }));
    await expect(args.onDisable).toHaveBeenCalledWith('654321');
  },
};
/** The proof is older than 10 minutes: "New recovery codes" answers with the server's words, and the form to confirm shows. */
export const NeedsFreshProof: Story = {
  args: {
    status: { ...on, proofFresh: false },
    onRegenerateCodes: fn(async () => Promise.reject(new Error("Please confirm it's you first: enter your password, a code from your authenticator app, or use a passkey."))),
    onStepUpWithPasskey: fn(async () => ({ message: 'Thanks, you are confirmed for the next 10 minutes.' })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'New recovery codes' }));
    await expect(await canvas.findByText(/confirm it's you first/)).toBeVisible();
    const form = canvas.getByRole('form', { name: "Confirm it's you" });
    await userEvent.type(within(form).getByLabelText('Password'), 'Analytical1!');
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm' }));
    await expect(args.onStepUp).toHaveBeenCalledWith({ password: 'Analytical1!' });
    await expect(await within(form).findByText('Thanks, you are confirmed for the next 10 minutes.')).toBeVisible();
  },
};
export const Failed: Story = { args: { status: undefined, error: { message: 'Could not load two-step sign-in. Please try again.' } } };
export const Mobile: Story = { args: { status: on }, globals: { viewport: { value: 'mobile', isRotated: false } } };
