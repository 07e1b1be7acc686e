import { useAuth } from '@showfolio/api-client';
import { SignUpScreen } from '@showfolio/ui';
import { appPaths } from '@showfolio/portfolio-schema';
import { useAccountNavigation } from '../accountNavigation';
import { apiClient } from '../api';
import { pageHeads } from '../pageHeads';
import { useDocumentTitle } from '../useDocumentTitle';

const checkUsername = (username: string) => apiClient.isUsernameAvailable(username);

export function SignUpPage() {
  useDocumentTitle(pageHeads.signup.page);
  const { signup } = useAuth();
  const { state, go } = useAccountNavigation();
  return (
    <SignUpScreen
      onSignUp={(payload) => signup(payload)}
      checkUsername={checkUsername}
      // Accounts spec §4: sign-up goes on to /signin. The new e-mail rides along in history state (never
      // the address, so it stays out of logs) for the notice and prefill; the remembered origin is kept.
      onSignedUp={(_result, { email }) =>
        go(appPaths.signin, { state: { ...(state as object | null), signedUpEmail: email } })
      }
    />
  );
}
