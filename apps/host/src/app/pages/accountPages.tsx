import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '@showfolio/api-client';
import {
  ConfirmEmailScreen,
  ForgotPasswordScreen,
  GoogleCallbackScreen,
  ResetPasswordScreen,
  SignInScreen,
  SignUpScreen,
  VerifyEmailScreen,
} from '@showfolio/ui';
import { paths } from '../../routes';
import { apiClient } from '../api';
import { clientConfig } from '../config';
import { originOf, signedUpEmailOf } from '../guards';
import { useDocumentTitle } from '../useDocumentTitle';

export function SignInPage() {
  useDocumentTitle('Sign In');
  const { signin, googleSignin } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  // Accounts spec §4: after signing in, the remembered origin or /dashboard.
  const done = () => void navigate(originOf(location) ?? paths.dashboard, { replace: true });
  return (
    <SignInScreen
      onSignIn={(email, password, remember) => signin(email, password, remember).then(done)}
      onGoogleCredential={(credential) => googleSignin({ credential }).then(done)}
      googleClientId={clientConfig.googleClientId ?? ''}
      signedUpEmail={signedUpEmailOf(location)}
    />
  );
}

const checkUsername = (username: string) => apiClient.isUsernameAvailable(username);

export function SignUpPage() {
  useDocumentTitle('Sign Up');
  const { signup } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <SignUpScreen
      onSignUp={(payload) => signup(payload)}
      checkUsername={checkUsername}
      // Accounts spec §4: sign-up goes on to /signin. The new e-mail rides along in history state (never
      // the address, so it stays out of logs) for the notice and prefill; the remembered origin is kept.
      onSignedUp={(_result, { email }) =>
        void navigate(paths.signin, { state: { ...(location.state as object | null), signedUpEmail: email } })
      }
    />
  );
}

export function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password');
  const { forgotPassword } = useAuth();
  const navigate = useNavigate();
  return <ForgotPasswordScreen onForgot={(email) => forgotPassword(email)} onDone={() => void navigate(paths.signin)} />;
}

export function ResetPasswordPage() {
  useDocumentTitle('Reset Password');
  const { resetPassword } = useAuth();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  return (
    <ResetPasswordScreen
      token={search.get('token')}
      onReset={(token, newPassword) => resetPassword(token, newPassword)}
      onDone={() => void navigate(paths.signin)}
    />
  );
}

/** The link mailed to a new address lands here; signed in or not, the token alone confirms it. */
export function ConfirmEmailPage() {
  useDocumentTitle('Confirm E-mail');
  const [search] = useSearchParams();
  return <ConfirmEmailScreen token={search.get('token')} onConfirm={(token) => apiClient.confirmEmail(token)} />;
}

/**
 * The link mailed at sign-up (or by "Resend") lands here; signed in or not, the token alone
 * verifies. A signed-in session learns of it at once, so publishing works without a reload.
 */
export function VerifyEmailPage() {
  useDocumentTitle('Verify E-mail');
  const { verifyEmail } = useAuth();
  const [search] = useSearchParams();
  return <VerifyEmailScreen token={search.get('token')} onVerify={verifyEmail} />;
}

/** The Google popup lands here and hands the ID token to the window that opened it. */
export function GoogleCallbackPage() {
  useDocumentTitle('Signing In');
  return <GoogleCallbackScreen />;
}
