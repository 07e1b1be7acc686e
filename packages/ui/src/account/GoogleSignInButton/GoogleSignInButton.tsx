import { useEffect, useRef, useState } from 'react';
import { Button } from '../../primitives/Button';
import { requestGoogleCredential, type GoogleCredentialRequest } from './googlePopup';
import * as styles from './GoogleSignInButton.css';

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

export const googleUnavailableMessage = 'Google sign-in is not available on this server. Please sign in with your e-mail and password.';

export interface GoogleSignInButtonProps {
  /** The OAuth client id; empty or absent means Google sign-in is not configured. */
  clientId?: string;
  /** Receives the ID token; its promise keeps the button busy until it settles. */
  onCredential: (credential: string) => Promise<unknown> | void;
  /** The popup failed (blocked, closed, replaced, or the provider reported an error). */
  onError?: (error: Error) => void;
  /** Called when the attempt starts, so the screen can clear old errors. */
  onStart?: () => void;
  label?: string;
  busyLabel?: string;
  disabled?: boolean;
  /** Defaults to `${origin}/auth/google/callback`. */
  redirectUri?: string;
  /** Identity-provider authorize endpoint; defaults to Google's. */
  authorizeEndpoint?: string;
}

/** "Continue with Google": opens Google's sign-in in a popup and hands the ID token to `onCredential`; without a `clientId` it says why it is not available. */
export function GoogleSignInButton({
  clientId,
  onCredential,
  onError,
  onStart,
  label = 'Sign in with Google',
  busyLabel = 'Signing in with Google...',
  disabled,
  redirectUri,
  authorizeEndpoint,
}: GoogleSignInButtonProps) {
  const [busy, setBusy] = useState(false);
  const request = useRef<GoogleCredentialRequest | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      request.current?.cancel();
    };
  }, []);

  if (!clientId) {
    return (
      <p className={styles.unavailable} role="note">
        {googleUnavailableMessage}
      </p>
    );
  }

  // The button stays usable while the popup is open: clicking again opens a fresh popup and the
  // previous attempt is cancelled quietly (the spec's "a new popup cancels the previous one").
  const start = async () => {
    onStart?.();
    const attempt = requestGoogleCredential({ clientId, redirectUri, endpoint: authorizeEndpoint });
    request.current = attempt;
    let credential: string;
    try {
      credential = await attempt.promise;
    } catch (error) {
      if (request.current === attempt && mounted.current) onError?.(asError(error));
      return;
    } finally {
      if (request.current === attempt) request.current = null;
    }
    setBusy(true);
    try {
      await onCredential(credential);
    } catch (error) {
      if (mounted.current) onError?.(asError(error));
    } finally {
      if (mounted.current) setBusy(false);
    }
  };

  return (
    <Button variant="secondary" fullWidth busy={busy} disabled={disabled} onClick={start}>
      {busy ? null : (
        <span aria-hidden="true" className={styles.mark}>
          G
        </span>
      )}
      {busy ? busyLabel : label}
    </Button>
  );
}
