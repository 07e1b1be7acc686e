import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../test/setup-axe';
import { deferred } from '../../../test/setup-helpers';
import { MemoryNavigationProvider } from '../../primitives/Navigation';
import { googleCredentialMessageType, googleUnavailableMessage } from '../GoogleSignInButton';
import { SignInScreen, type SignInScreenProps } from './SignInScreen';

function renderSignIn(props: Partial<SignInScreenProps> = {}) {
  const onSignIn = props.onSignIn ?? vi.fn<SignInScreenProps['onSignIn']>(() => Promise.resolve());
  const onGoogleCredential =
    props.onGoogleCredential ?? vi.fn<SignInScreenProps['onGoogleCredential']>(() => Promise.resolve());
  const view = render(
    <MemoryNavigationProvider initialPath="/signin">
      <SignInScreen googleClientId="client" {...props} onSignIn={onSignIn} onGoogleCredential={onGoogleCredential} />
    </MemoryNavigationProvider>,
  );
  return { ...view, onSignIn, onGoogleCredential };
}

const email = () => screen.getByRole('textbox', { name: 'Email' });
const password = () => screen.getByLabelText('Password');

async function fillValid() {
  await userEvent.type(email(), 'ada@example.com');
  await userEvent.type(password(), 'secret1');
}

describe('sign-in screen', () => {
  afterEach(() => vi.restoreAllMocks());

  it('after sign-up, says the account was created and where its verification link went, fills in its e-mail and puts the cursor in Password', async () => {
    const { container, onSignIn } = renderSignIn({ signedUpEmail: 'ada@example.com' });
    expect(screen.getByRole('status')).toHaveTextContent('Account created — sign in to continue');
    expect(screen.getByRole('status')).toHaveTextContent('We sent a verification link to ada@example.com.');
    expect(email()).toHaveValue('ada@example.com');
    await waitFor(() => expect(password()).toHaveFocus());
    await userEvent.type(password(), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onSignIn).toHaveBeenCalledWith('ada@example.com', 'secret1', false);
    await expectNoAxeViolations(container);
  });

  it('shows no notice and an empty e-mail when nobody just signed up', () => {
    renderSignIn();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(email()).toHaveValue('');
  });

  it('says Welcome Back and links to forgot password and sign-up', async () => {
    const { container } = renderSignIn();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('shows "Email is required" and "Password is required" on submit', async () => {
    const { onSignIn } = renderSignIn();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(email()).toHaveAccessibleDescription('Email is required');
    expect(password()).toHaveAccessibleDescription('Password is required');
    expect(onSignIn).not.toHaveBeenCalled();
  });

  it('checks the e-mail shape and password length on blur', async () => {
    renderSignIn();
    await userEvent.type(email(), 'ada@example');
    await userEvent.tab();
    expect(email()).toHaveAccessibleDescription('Please enter a valid email address');
    await userEvent.type(password(), '12345');
    await userEvent.tab();
    expect(password()).toHaveAccessibleDescription('Password must be at least 6 characters');
  });

  it('toggles the password visibility', async () => {
    renderSignIn();
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password()).toHaveAttribute('type', 'text');
  });

  it('shows Signing In... while busy and passes Remember me', async () => {
    const pending = deferred();
    const { onSignIn } = renderSignIn({ onSignIn: vi.fn(() => pending.promise) });
    await fillValid();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
    expect(email()).toBeDisabled();
    expect(onSignIn).toHaveBeenCalledWith('ada@example.com', 'secret1', true);
    pending.resolve();
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('calls onSignIn with email, password and remember', async () => {
    const { onSignIn } = renderSignIn();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onSignIn).toHaveBeenCalledWith('ada@example.com', 'secret1', false);
  });

  it("shows the failure's message in a banner", async () => {
    const { container } = renderSignIn({ onSignIn: () => Promise.reject(new Error('Invalid email or password')) });
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    await expectNoAxeViolations(container);
  });

  it('falls back to the generic sign-in failure text', async () => {
    renderSignIn({ onSignIn: () => Promise.reject(new Error('')) });
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sign in failed. Please check your credentials and try again.',
    );
  });

  it('explains when Google sign-in is not configured', () => {
    renderSignIn({ googleClientId: '' });
    expect(screen.getByText(googleUnavailableMessage)).toBeInTheDocument();
  });

  it('signs in with the Google credential, and shows the Google fallback on failure', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => ({ closed: false, close: vi.fn() }) as unknown as Window);
    const { onGoogleCredential } = renderSignIn({ onGoogleCredential: vi.fn(() => Promise.reject(new Error(''))) });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    const state = new URL(String(open.mock.calls[0]?.[0])).searchParams.get('state');
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: window.location.origin,
        data: { type: googleCredentialMessageType, credential: 'google-id-token', state },
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Google sign-in failed. Please try again.');
    expect(onGoogleCredential).toHaveBeenCalledWith('google-id-token');
  });
});
