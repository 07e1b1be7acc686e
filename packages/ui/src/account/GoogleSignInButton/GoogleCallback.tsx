import { useEffect, useState } from 'react';
import { messages } from '@showfolio/portfolio-schema';
import { AuthCard } from '../AuthCard';
import { Alert } from '../../primitives/Alert';
import { Spinner } from '../../primitives/Spinner';
import {
  googleCredentialMessageType,
  googleErrorMessageType,
  type GoogleCredentialMessage,
  type GoogleErrorMessage,
} from './googlePopup';

/** Reads `#id_token=…&state=…` (or `#error=…`) from the callback URL's fragment. */
export function parseGoogleCallback(hash: string): GoogleCredentialMessage | GoogleErrorMessage {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const state = params.get('state') ?? '';
  const credential = params.get('id_token');
  if (credential) return { type: googleCredentialMessageType, credential, state };
  return {
    type: googleErrorMessageType,
    error: params.get('error_description') ?? params.get('error') ?? messages.googleSigninFailed,
    state,
  };
}

/**
 * Posts the callback's result to the window that opened it (same origin only) and closes the
 * popup. Returns false when there is no opener to talk to.
 */
export function postGoogleCredential(win: Window = window): boolean {
  const opener = win.opener as Window | null;
  if (!opener || opener.closed) return false;
  opener.postMessage(parseGoogleCallback(win.location.hash), win.location.origin);
  win.close();
  return true;
}

/** The page at /auth/google/callback: hands the ID token to the opener and closes itself. */
export function GoogleCallbackScreen() {
  const [orphan, setOrphan] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!postGoogleCredential()) setOrphan(true);
  }, []);
  return (
    <AuthCard title="Signing in with Google">
      {orphan ? (
        <Alert>Google sign-in failed. Please try again.</Alert>
      ) : (
        <Spinner label="Completing sign-in..." showLabel />
      )}
    </AuthCard>
  );
}
