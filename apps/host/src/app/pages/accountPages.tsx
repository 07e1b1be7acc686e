import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '@showfolio/api-client';
import {
  ConfirmEmailScreen,
  GoogleCallbackScreen,
  ResetPasswordScreen,
  SignInLinkScreen,
  VerifyEmailScreen,
} from '@showfolio/ui';
import { appPaths } from '@showfolio/portfolio-schema';
import { apiClient } from '../api';
import { useDocumentTitle } from '../useDocumentTitle';

export function ResetPasswordPage() {
  useDocumentTitle('Reset Password');
  const { resetPassword } = useAuth();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  return (
    <ResetPasswordScreen
      token={search.get('token')}
      onReset={(token, newPassword) => resetPassword(token, newPassword)}
      onDone={() => void navigate(appPaths.signin)}
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

/**
 * The link mailed when failed sign-ins from elsewhere hold new devices back lands here: it signs
 * this browser in (and the server remembers it as the account's device).
 */
export function SignInLinkPage() {
  useDocumentTitle('Sign In');
  const { signinWithLink } = useAuth();
  const [search] = useSearchParams();
  return <SignInLinkScreen token={search.get('token')} onSignIn={signinWithLink} />;
}

/** The Google popup lands here and hands the ID token to the window that opened it. */
export function GoogleCallbackPage() {
  useDocumentTitle('Signing In');
  return <GoogleCallbackScreen />;
}
