import { useState } from 'react';
import { useAuth } from '@showfolio/api-client';
import { SignUpScreen, type CheckUsername } from '@showfolio/ui';
import { appPaths } from '@showfolio/portfolio-schema';
import { useAccountNavigation } from '../accountNavigation';
import { apiClient } from '../api';
import { pageHeads } from '../pageHeads';
import { useDocumentTitle } from '../useDocumentTitle';

const checkUsername: CheckUsername = (username, person) => apiClient.usernameAvailability(username, person);

/**
 * `/signup?username=ada`, from an unknown subdomain's "This name is free — claim it": the name is
 * suggested at step 2 (where its own rules and availability check still apply). Read once, in the
 * browser only: the prerendered page is the same for everyone.
 */
function suggestedUsername(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  const name = new URLSearchParams(window.location.search).get('username') ?? '';
  return /^[A-Za-z0-9._-]{1,30}$/.test(name) ? name : undefined;
}

export function SignUpPage() {
  useDocumentTitle(pageHeads.signup.page);
  const { signup } = useAuth();
  const { state, go } = useAccountNavigation();
  const [defaultValues] = useState(() => {
    const username = suggestedUsername();
    return username ? { username } : undefined;
  });
  return (
    <SignUpScreen
      onSignUp={(payload) => signup(payload)}
      checkUsername={checkUsername}
      defaultValues={defaultValues}
      // Accounts spec §4: sign-up goes on to /signin. The new e-mail rides along in history state (never
      // the address, so it stays out of logs) for the notice and prefill; the remembered origin is kept.
      onSignedUp={(_result, { email }) =>
        go(appPaths.signin, { state: { ...(state as object | null), signedUpEmail: email } })
      }
    />
  );
}
