import { useAuth } from '@showfolio/api-client';
import { SignInScreen } from '@showfolio/ui';
import { appPaths } from '@showfolio/portfolio-schema';
import { originOf, signedUpEmailOf, useAccountNavigation } from '../accountNavigation';
import { clientConfig } from '../config';
import { pageHeads } from '../pageHeads';
import { useDocumentTitle } from '../useDocumentTitle';

// Sign-in and sign-up are chunks of their own: the sign-in page does not load the sign-up form.

export function SignInPage() {
  useDocumentTitle(pageHeads.signin.page);
  const { signin, googleSignin } = useAuth();
  const { state, go } = useAccountNavigation();
  // Accounts spec §4: after signing in, the remembered origin or /dashboard.
  const done = () => go(originOf(state) ?? appPaths.dashboard, { replace: true });
  return (
    <SignInScreen
      onSignIn={(email, password, remember) => signin(email, password, remember).then(done)}
      onGoogleCredential={(credential) => googleSignin({ credential }).then(done)}
      googleClientId={clientConfig.googleClientId ?? ''}
      signedUpEmail={signedUpEmailOf(state)}
    />
  );
}
