import { useCallback, useSyncExternalStore } from 'react';
import { useApiClient, useAuth } from '@showfolio/api-client';
import { SignInScreen } from '@showfolio/ui';
import { appPaths } from '@showfolio/portfolio-schema';
import { originOf, signedUpEmailOf, useAccountNavigation } from '../accountNavigation';
import { clientConfig } from '../config';
import { pageHeads } from '../pageHeads';
import { passkeysSupported } from '../passkeySupport';
import { useDocumentTitle } from '../useDocumentTitle';

// Sign-in and sign-up are chunks of their own: the sign-in page does not load the sign-up form.
// The WebAuthn code loads when a passkey ceremony starts (the button, or the autofill once the
// person comes to the form).
const passkeys = () => import('../passkeys');

/** What a browser without WebAuthn hears when it asks for a passkey sign-in. */
const passkeysUnsupportedMessage = 'This browser cannot use passkeys. Please sign in with your e-mail address and password.';

/** Passkey support never changes while the page is open: nothing to subscribe to. */
const noSubscription = () => () => undefined;

export function SignInPage() {
  useDocumentTitle(pageHeads.signin.page);
  const client = useApiClient();
  const { signin, googleSignin, completeTwoStep, signinWithPasskey } = useAuth();
  const { state, go } = useAccountNavigation();
  // Accounts spec §4: after signing in, the remembered origin or /dashboard.
  const done = () => go(originOf(state) ?? appPaths.dashboard, { replace: true });
  // The button is in the prerendered page too, so hydration changes nothing on the page (a
  // re-render right after hydration lost the first click on Sign In): a browser without WebAuthn
  // hears so when it presses it.
  const supported = useSyncExternalStore(noSubscription, passkeysSupported, () => false);
  const autofill = useCallback(async () => {
    const { passkeySignInResponse } = await passkeys();
    const response = await passkeySignInResponse(client, true).catch(() => null);
    if (!response) return;
    await signinWithPasskey(response);
    done();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client]);
  return (
    <SignInScreen
      onSignIn={(email, password, remember) => signin(email, password, remember).then(done)}
      onGoogleCredential={(credential) => googleSignin({ credential }).then(done)}
      onTwoStepCode={(code) => completeTwoStep(code).then(done)}
      onPasskeySignIn={async () => {
        if (!passkeysSupported()) throw new Error(passkeysUnsupportedMessage);
        const { cancelPasskeyRequest, passkeySignInResponse } = await passkeys();
        await cancelPasskeyRequest();
        const response = await passkeySignInResponse(client);
        if (response) await signinWithPasskey(response);
        done();
      }}
      // The browser's passkey autofill on the e-mail field (conditional mediation).
      onPasskeyAutofill={supported ? autofill : undefined}
      googleClientId={clientConfig.googleClientId ?? ''}
      signedUpEmail={signedUpEmailOf(state)}
    />
  );
}
