import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { diallingCodes } from '@showfolio/portfolio-schema';
import { expectNoAxeViolations } from '../../../test/setup-axe';
import { deferred } from '../../../test/setup-helpers';
import { MemoryNavigationProvider, useNavigation } from '../../primitives/Navigation';
import { SignUpScreen, type SignUpScreenProps } from './SignUpScreen';

function Location() {
  return <output aria-label="location">{useNavigation().pathname}</output>;
}

function renderSignUp(props: Partial<SignUpScreenProps> = {}) {
  const onSignUp = props.onSignUp ?? vi.fn<SignUpScreenProps['onSignUp']>(() => Promise.resolve());
  const view = render(
    <MemoryNavigationProvider initialPath="/signup">
      <SignUpScreen {...props} onSignUp={onSignUp} />
      <Location />
    </MemoryNavigationProvider>,
  );
  return { ...view, onSignUp };
}

const field = (name: string) => screen.getByRole('textbox', { name });
const stepHeading = () => screen.getByRole('heading', { level: 2 });

async function completeStepOne() {
  await userEvent.type(field('First Name'), 'Ada');
  await userEvent.type(field('Last Name'), 'Lovelace');
  await userEvent.type(field('Email'), 'ada@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

async function completeStepTwo() {
  await userEvent.type(field('Username'), 'ada');
  await userEvent.type(field('Mobile Number'), '9876543210');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

async function fillStepThree() {
  await userEvent.type(screen.getByLabelText('Password'), 'Str0ng!pass');
  await userEvent.type(screen.getByLabelText('Confirm Password'), 'Str0ng!pass');
  await userEvent.click(screen.getByRole('checkbox', { name: /Terms of Service/ }));
  await userEvent.click(screen.getByRole('checkbox', { name: /Privacy Policy/ }));
}

const expectedPayload = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  username: 'ada',
  mobileCode: '+91',
  mobileNumber: '9876543210',
  password: 'Str0ng!pass',
  confirmPassword: 'Str0ng!pass',
  isTermsofServiceAccepted: true,
  isPrivacyPolicyAcceped: true,
};

describe('sign-up step 1', () => {
  it("is titled Let's Get Started under Join Our Community, with the first dot current", async () => {
    const { container } = renderSignUp();
    expect(screen.getByRole('heading', { level: 1, name: 'Join Our Community' })).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent("Let's Get Started");
    const dots = within(screen.getByRole('list', { name: 'Sign-up progress' })).getAllByRole('listitem');
    expect(dots).toHaveLength(3);
    expect(dots[0]).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('shows "First name is required", "Last name is required" and "Email is required"', async () => {
    renderSignUp();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(field('First Name')).toHaveAccessibleDescription('First name is required');
    expect(field('Last Name')).toHaveAccessibleDescription('Last name is required');
    expect(field('Email')).toHaveAccessibleDescription('Email is required');
    expect(stepHeading()).toHaveTextContent("Let's Get Started");
  });

  it('shows "Email is invalid" on blur', async () => {
    renderSignUp();
    await userEvent.type(field('Email'), 'ada@nowhere');
    await userEvent.tab();
    expect(field('Email')).toHaveAccessibleDescription('Email is invalid');
  });
});

describe('sign-up step 2', () => {
  it('offers about 220 dialling codes from +1 to +998 with +91 chosen', async () => {
    const { container } = renderSignUp();
    await completeStepOne();
    expect(stepHeading()).toHaveTextContent('Create Your Unique Identity');
    expect(stepHeading()).toHaveFocus();
    const codes = screen.getByRole('combobox', { name: 'Country code' });
    expect(codes).toHaveValue('+91');
    const options = within(codes).getAllByRole('option');
    expect(options).toHaveLength(diallingCodes.length);
    expect(options.length).toBeGreaterThanOrEqual(210);
    expect(options[0]).toHaveValue('+1');
    expect(options.at(-1)).toHaveValue('+998');
    await expectNoAxeViolations(container);
  });

  it('shows "Username is required" and "Mobile number is required"', async () => {
    renderSignUp();
    await completeStepOne();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(field('Username')).toHaveAccessibleDescription('Username is required');
    expect(field('Mobile Number')).toHaveAccessibleDescription('Mobile number is required');
  });

  it('shows "Username must be at least 3 characters" and "Invalid mobile number"', async () => {
    renderSignUp();
    await completeStepOne();
    await userEvent.type(field('Username'), 'ad');
    await userEvent.type(field('Mobile Number'), '98-76');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(field('Username')).toHaveAccessibleDescription('Username must be at least 3 characters');
    expect(field('Mobile Number')).toHaveAccessibleDescription('Invalid mobile number');
  });

  it('says "This username is already taken" under Username as it is typed, and stays on step 2', async () => {
    const checkUsername = vi.fn((username: string) => Promise.resolve(username.toLowerCase() !== 'ada'));
    renderSignUp({ checkUsername });
    await completeStepOne();
    await userEvent.type(field('Username'), 'Ada');
    await waitFor(() => expect(field('Username')).toHaveAccessibleDescription('This username is already taken'));
    expect(checkUsername).toHaveBeenLastCalledWith('Ada', { firstName: 'Ada', lastName: 'Lovelace' });
    await userEvent.type(field('Mobile Number'), '9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(stepHeading()).toHaveTextContent('Create Your Unique Identity');
    expect(field('Username')).toHaveAccessibleDescription('This username is already taken');
    await userEvent.type(field('Username'), '2');
    await waitFor(() => expect(field('Username')).not.toHaveAccessibleDescription('This username is already taken'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: "Sssshhhh! It's a Secret" })).toBeInTheDocument();
  });

  it('offers the free names the check suggests for a taken username; one press takes it', async () => {
    const checkUsername = vi.fn((username: string) =>
      Promise.resolve(
        username.toLowerCase() === 'ada'
          ? { available: false, suggestions: ['ada-lovelace', 'adalovelace', 'ada-2026'] }
          : { available: true },
      ),
    );
    const { container } = renderSignUp({ checkUsername });
    await completeStepOne();
    await userEvent.type(field('Username'), 'ada');
    const offer = await screen.findByRole('group', { name: 'Free names you could take instead:' });
    expect(within(offer).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'ada-lovelace',
      'adalovelace',
      'ada-2026',
    ]);
    await expectNoAxeViolations(container);
    await userEvent.click(within(offer).getByRole('button', { name: 'adalovelace' }));
    expect(field('Username')).toHaveValue('adalovelace');
    await waitFor(() => expect(field('Username')).not.toHaveAccessibleDescription('This username is already taken'));
    expect(screen.queryByRole('group', { name: 'Free names you could take instead:' })).toBeNull();
    await userEvent.type(field('Mobile Number'), '9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: "Sssshhhh! It's a Secret" })).toBeInTheDocument();
  });

  it('offers the names sign-up\'s own "taken" answer carries', async () => {
    const onSignUp = vi.fn(() =>
      Promise.reject(Object.assign(new Error('This username is already taken'), { status: 409, body: { suggestions: ['ada-2026'] } })),
    );
    renderSignUp({ onSignUp });
    await completeStepOne();
    await completeStepTwo();
    await fillStepThree();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    const offer = await screen.findByRole('group', { name: 'Free names you could take instead:' });
    await userEvent.click(within(offer).getByRole('button', { name: 'ada-2026' }));
    expect(field('Username')).toHaveValue('ada-2026');
  });

  it('goes back to step 2 with the message on Username when sign-up finds the name taken', async () => {
    const onSignUp = vi.fn(() => Promise.reject(new Error('This username is already taken')));
    renderSignUp({ onSignUp });
    await completeStepOne();
    await completeStepTwo();
    await fillStepThree();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Create Your Unique Identity' })).toBeInTheDocument();
    expect(field('Username')).toHaveAccessibleDescription('This username is already taken');
    expect(field('Username')).toHaveValue('ada');
  });

  it('goes Back to step 1 keeping what was typed', async () => {
    renderSignUp();
    await completeStepOne();
    await userEvent.type(field('Username'), 'ada');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(stepHeading()).toHaveTextContent("Let's Get Started");
    expect(field('First Name')).toHaveValue('Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(field('Username')).toHaveValue('ada');
  });
});

describe('sign-up step 3', () => {
  it("is titled Sssshhhh! It's a Secret, with policy links opening in a new tab", async () => {
    const { container } = renderSignUp();
    await completeStepOne();
    await completeStepTwo();
    expect(stepHeading()).toHaveTextContent("Sssshhhh! It's a Secret");
    const terms = screen.getByRole('link', { name: /Terms of Service/ });
    expect(terms).toHaveAttribute('href', '/terms-of-service');
    expect(terms).toHaveAttribute('target', '_blank');
    const privacy = screen.getByRole('link', { name: /Privacy Policy/ });
    expect(privacy).toHaveAttribute('href', '/privacy-policy');
    expect(privacy).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('shows every step-3 message', async () => {
    renderSignUp();
    await completeStepOne();
    await completeStepTwo();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/^Password is required/);
    expect(screen.getByRole('checkbox', { name: /Terms of Service/ })).toHaveAccessibleDescription(
      'You must accept the terms of service',
    );
    expect(screen.getByRole('checkbox', { name: /Privacy Policy/ })).toHaveAccessibleDescription(
      'You must accept the privacy policy',
    );
    await userEvent.type(screen.getByLabelText('Password'), 'weakpass');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'different');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      /^Password must have 8\+ chars, uppercase, lowercase, number, and special char/,
    );
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription('Passwords do not match');
  });

  it('rates the password as it is typed', async () => {
    renderSignUp();
    await completeStepOne();
    await completeStepTwo();
    expect(screen.getByText('Password strength: Very weak')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Password'), 'abcdefgh');
    expect(screen.getByText('Password strength: Moderate')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Password'), 'A1!');
    expect(screen.getByText('Password strength: Very strong')).toBeInTheDocument();
  });

  it('lists the password rules before any failure and ticks each one as it is met', async () => {
    renderSignUp();
    await completeStepOne();
    await completeStepTwo();
    const rules = screen.getByRole('list', { name: 'Password requirements' });
    const states = () => within(rules).getAllByRole('listitem').map((item) => [item.textContent, item.dataset.state]);
    expect(states()).toEqual([
      ['At least 8 characters, not yet', 'unmet'],
      ['A lowercase letter, not yet', 'unmet'],
      ['An uppercase letter, not yet', 'unmet'],
      ['A number, not yet', 'unmet'],
      ['A symbol, such as ! # or ?, not yet', 'unmet'],
    ]);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/At least 8 characters, not yet/);
    await userEvent.type(screen.getByLabelText('Password'), 'abc#');
    expect(states()).toEqual([
      ['At least 8 characters, not yet', 'unmet'],
      ['A lowercase letter, done', 'met'],
      ['An uppercase letter, not yet', 'unmet'],
      ['A number, not yet', 'unmet'],
      ['A symbol, such as ! # or ?, done', 'met'],
    ]);
    await userEvent.type(screen.getByLabelText('Password'), 'De1xyz');
    expect(states().every(([, state]) => state === 'met')).toBe(true);
    expect(screen.getByText('Password strength: Very strong')).toBeInTheDocument();
  });

  it('shows Creating Account... while busy, then goes to /signin', async () => {
    const pending = deferred();
    const onSignUp = vi.fn(() => pending.promise);
    renderSignUp({ onSignUp });
    await completeStepOne();
    await completeStepTwo();
    await fillStepThree();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    expect(onSignUp).toHaveBeenCalledWith(expectedPayload);
    pending.resolve();
    expect(await screen.findByRole('status', { name: 'location' })).toHaveTextContent('/signin');
  });

  it('hands the new account e-mail to onSignedUp, so sign-in can fill it in', async () => {
    const onSignedUp = vi.fn();
    renderSignUp({ onSignUp: () => Promise.resolve({ message: 'User registered successfully' }), onSignedUp });
    await completeStepOne();
    await completeStepTwo();
    await fillStepThree();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(onSignedUp).toHaveBeenCalledWith({ message: 'User registered successfully' }, { email: 'ada@example.com' });
  });

  it("shows the failure's message, or the sign-up fallback", async () => {
    const onSignUp = vi
      .fn<SignUpScreenProps['onSignUp']>()
      .mockRejectedValueOnce(new Error('Email already exists'))
      .mockRejectedValueOnce(new Error(''));
    const { container } = renderSignUp({ onSignUp });
    await completeStepOne();
    await completeStepTwo();
    await fillStepThree();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email already exists');
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Signup failed. Please try again.');
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/signup');
  });
});

describe('sign-up by keyboard only', () => {
  it('completes all three steps with Tab, typing, Space and Enter', async () => {
    const user = userEvent.setup();
    const { onSignUp } = renderSignUp();
    await user.tab(); // wordmark link home
    await user.tab();
    expect(field('First Name')).toHaveFocus();
    await user.keyboard('Ada');
    await user.tab();
    await user.keyboard('Lovelace');
    await user.tab();
    await user.keyboard('ada@example.com{Enter}');

    expect(stepHeading()).toHaveFocus();
    await user.tab();
    expect(field('Username')).toHaveFocus();
    await user.keyboard('ada');
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveFocus();
    await user.tab();
    await user.keyboard('9876543210{Enter}');

    expect(stepHeading()).toHaveTextContent("Sssshhhh! It's a Secret");
    await user.tab();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    await user.keyboard('Str0ng!pass');
    await user.tab(); // show/hide toggle
    await user.tab();
    expect(screen.getByLabelText('Confirm Password')).toHaveFocus();
    await user.keyboard('Str0ng!pass');
    await user.tab(); // show/hide toggle
    await user.tab();
    expect(screen.getByRole('checkbox', { name: /Terms of Service/ })).toHaveFocus();
    await user.keyboard(' ');
    await user.tab(); // the Terms of Service link
    await user.tab();
    expect(screen.getByRole('checkbox', { name: /Privacy Policy/ })).toHaveFocus();
    await user.keyboard(' ');
    await user.tab(); // the Privacy Policy link
    await user.tab(); // Back
    await user.tab();
    expect(screen.getByRole('button', { name: 'Create Account' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(onSignUp).toHaveBeenCalledWith(expectedPayload);
    expect(await screen.findByRole('status', { name: 'location' })).toHaveTextContent('/signin');
  });
});
