import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MemoryNavigationProvider } from '../../primitives/Navigation';
import { SignInScreen } from './SignInScreen';

const meta = {
  title: 'Account/Sign In',
  component: SignInScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    onSignIn: () => Promise.resolve(),
    onGoogleCredential: () => Promise.resolve(),
    googleClientId: 'demo-client-id.apps.googleusercontent.com',
  },
  decorators: [
    (Story) => (
      <MemoryNavigationProvider initialPath="/signin">
        <Story />
      </MemoryNavigationProvider>
    ),
  ],
} satisfies Meta<typeof SignInScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await userEvent.type(canvas.getByLabelText('Password'), 'secret1');
  await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
};

export const Idle: Story = {};
/** Right after sign-up: the notice, the e-mail filled in and the cursor in Password. */
export const AfterSignUp: Story = {
  args: { signedUpEmail: 'ada@example.com' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Account created — sign in to continue');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'We sent a verification link to ada@example.com. Open it to verify your e-mail address: publishing your portfolio waits for it.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    await waitFor(() => expect(canvas.getByLabelText('Password')).toHaveFocus());
  },
};
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example');
    await userEvent.type(canvas.getByLabelText('Password'), '123');
    await userEvent.tab();
    await expect(canvas.getByText('Please enter a valid email address')).toBeInTheDocument();
    await expect(canvas.getByText('Password must be at least 6 characters')).toBeInTheDocument();
  },
};
export const Busy: Story = {
  args: { onSignIn: () => new Promise<void>(() => undefined) },
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Signing In...' })).toBeDisabled();
  },
};
export const Failed: Story = {
  args: { onSignIn: () => Promise.reject<void>(new Error('Invalid email or password')) },
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Invalid email or password');
  },
};
export const FailedWithoutMessage: Story = {
  args: { onSignIn: () => Promise.reject<void>(new Error('')) },
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Sign in failed. Please check your credentials and try again.',
    );
  },
};
export const GoogleNotConfigured: Story = { args: { googleClientId: '' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
/** Passkeys wired: the button, and the e-mail field offers the browser's passkeys (autofill). */
export const WithPasskeys: Story = {
  args: { onPasskeySignIn: () => Promise.resolve(), onPasskeyAutofill: () => new Promise<void>(() => undefined), onTwoStepCode: () => Promise.resolve() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('autocomplete', 'username webauthn');
    await expect(canvas.getByRole('button', { name: 'Sign in with a passkey' })).toBeEnabled();
  },
};
/** Two-step on: the right password leads to the code step. */
export const TwoStepCode: Story = {
  args: {
    onSignIn: () =>
      Promise.reject<void>(Object.assign(new Error('Enter the code from your authenticator app to finish signing in.'), { code: 'two-step-required' })),
    onTwoStepCode: () => Promise.resolve(),
  },
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Code/ })).toBeVisible();
  },
};
