import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MemoryNavigationProvider } from '../../primitives/Navigation';
import { SignUpScreen, type SignUpScreenProps } from './SignUpScreen';

const meta = {
  title: 'Account/Sign Up',
  component: SignUpScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  argTypes: { defaultStep: { control: 'inline-radio', options: [0, 1, 2] } },
  args: { onSignUp: () => Promise.resolve() },
  decorators: [
    (Story) => (
      <MemoryNavigationProvider initialPath="/signup">
        <Story />
      </MemoryNavigationProvider>
    ),
  ],
} satisfies Meta<typeof SignUpScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const filledSoFar = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  username: 'ada',
  mobileCode: '+91',
  mobileNumber: '9876543210',
};

export const StepOne: Story = {};

export const StepOneErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText('First name is required')).toBeInTheDocument();
    await expect(canvas.getByText('Last name is required')).toBeInTheDocument();
    await expect(canvas.getByText('Email is required')).toBeInTheDocument();
  },
};

export const StepOneToTwo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'First Name' }), 'Ada');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Last Name' }), 'Lovelace');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Create Your Unique Identity');
    await expect(canvas.getByRole('combobox', { name: 'Country code' })).toHaveValue('+91');
  },
};

export const StepTwoErrors: Story = {
  args: { defaultStep: 1, defaultValues: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'ad');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mobile Number' }), 'abc');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText('Username must be at least 3 characters')).toBeInTheDocument();
    await expect(canvas.getByText('Invalid mobile number')).toBeInTheDocument();
  },
};

/** The live check: a taken name is flagged under Username while typing, and Continue stays on step 2. */
export const StepTwoUsernameTaken: Story = {
  args: {
    defaultStep: 1,
    defaultValues: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
    checkUsername: (username) => Promise.resolve(username.toLowerCase() !== 'ada'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'ada');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mobile Number' }), '9876543210');
    await expect(await canvas.findByText('This username is already taken')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Create Your Unique Identity');
  },
};

const takenWithSuggestions: SignUpScreenProps['checkUsername'] = (username) =>
  Promise.resolve(
    username.toLowerCase() === 'ada'
      ? { available: false, suggestions: ['ada-lovelace', 'adalovelace', 'ada-2026'] }
      : { available: true },
  );

/** A taken name comes with free ones, built from step 1's names: a press fills the field (issue 34). */
export const StepTwoUsernameSuggestions: Story = {
  args: {
    defaultStep: 1,
    defaultValues: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
    checkUsername: takenWithSuggestions,
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const username = canvas.getByRole('textbox', { name: 'Username' });
    await userEvent.type(username, 'ada');
    const offer = await canvas.findByRole('group', { name: 'Free names you could take instead:' });
    await step('a suggestion fills the field and clears the message', async () => {
      await userEvent.click(within(offer).getByRole('button', { name: 'ada-lovelace' }));
      await expect(username).toHaveValue('ada-lovelace');
      await waitFor(() => expect(canvas.queryByText('This username is already taken')).toBeNull());
    });
    // Back to the offer for the picture.
    await userEvent.clear(username);
    await userEvent.type(username, 'ada');
    await expect(await canvas.findByRole('group', { name: 'Free names you could take instead:' })).toBeVisible();
  },
};

export const MobileUsernameSuggestions: Story = {
  ...StepTwoUsernameSuggestions,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const StepTwoToThree: Story = {
  args: { defaultStep: 1, defaultValues: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'ada');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mobile Number' }), '9876543210');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent("Sssshhhh! It's a Secret");
  },
};

export const StepThreeErrors: Story = {
  args: { defaultStep: 2, defaultValues: filledSoFar },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Password'), 'weakpass');
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'other');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(
      canvas.getByText('Password must have 8+ chars, uppercase, lowercase, number, and special char'),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Passwords do not match')).toBeInTheDocument();
    await expect(canvas.getByText('You must accept the terms of service')).toBeInTheDocument();
    await expect(canvas.getByText('You must accept the privacy policy')).toBeInTheDocument();
  },
};

/** The rule is visible before any failure and ticks as the user types. */
export const StepThreeChecklist: Story = {
  args: { defaultStep: 2, defaultValues: filledSoFar },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rules = canvas.getByRole('list', { name: 'Password requirements' });
    const met = () => within(rules).getAllByRole('listitem').filter((item) => item.dataset.state === 'met').length;
    await expect(met()).toBe(0);
    await userEvent.type(canvas.getByLabelText('Password'), 'abc#');
    await expect(met()).toBe(2);
    await expect(within(rules).getByText('A symbol, such as ! # or ?')).toBeInTheDocument();
  },
};

const fillStepThree = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Password'), 'Str0ng!pass');
  await userEvent.type(canvas.getByLabelText('Confirm Password'), 'Str0ng!pass');
  await userEvent.click(canvas.getByRole('checkbox', { name: /Terms of Service/ }));
  await userEvent.click(canvas.getByRole('checkbox', { name: /Privacy Policy/ }));
  await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
};

export const CreatingAccount: Story = {
  args: { defaultStep: 2, defaultValues: filledSoFar, onSignUp: () => new Promise<void>(() => undefined) },
  play: async ({ canvasElement }) => {
    await fillStepThree(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Creating Account...' })).toBeDisabled();
  },
};

export const Failed: Story = {
  args: {
    defaultStep: 2,
    defaultValues: filledSoFar,
    onSignUp: () => Promise.reject<void>(new Error('Username already taken')),
  },
  play: async ({ canvasElement }) => {
    await fillStepThree(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Username already taken');
  },
};

export const FailedWithoutMessage: Story = {
  args: { defaultStep: 2, defaultValues: filledSoFar, onSignUp: () => Promise.reject<void>(new Error('')) },
  play: async ({ canvasElement }) => {
    await fillStepThree(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Signup failed. Please try again.');
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
export const MobileStepThree: Story = {
  args: { defaultStep: 2, defaultValues: filledSoFar },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
