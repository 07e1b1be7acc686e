import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { ApiClient } from '@showfolio/api-client';

/*
 * The browser side of passkeys (issue 37), through @simplewebauthn/browser: the ui package stays
 * presentational, the API client only carries JSON. The library is loaded when a ceremony starts,
 * so the sign-in page's first load stays within its budget (scripts/budgets.mjs).
 */

const webauthn = () => import('@simplewebauthn/browser');


/** Creates a passkey for the signed-in account and registers it. */
export async function addPasskey(client: ApiClient, name?: string) {
  const { startRegistration } = await webauthn();
  const optionsJSON = (await client.passkeyRegistrationOptions()) as unknown as PublicKeyCredentialCreationOptionsJSON;
  const response = await startRegistration({ optionsJSON });
  return client.registerPasskey(response, name);
}

/** The browser's answer to a passkey sign-in; with `autofill`, it waits for the e-mail field's autofill. */
export async function passkeySignInResponse(client: ApiClient, autofill = false) {
  const { browserSupportsWebAuthnAutofill, startAuthentication } = await webauthn();
  if (autofill && !(await browserSupportsWebAuthnAutofill())) return null;
  const optionsJSON = (await client.passkeySigninOptions()) as unknown as PublicKeyCredentialRequestOptionsJSON;
  return startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
}

/** A step-up with one of the account's passkeys. */
export async function stepUpWithPasskey(client: ApiClient) {
  const { startAuthentication } = await webauthn();
  const optionsJSON = (await client.passkeyStepUpOptions()) as unknown as PublicKeyCredentialRequestOptionsJSON;
  const response = await startAuthentication({ optionsJSON });
  return client.stepUpWithPasskey(response);
}

/** Stops a waiting autofill request (before the button starts its own). */
export async function cancelPasskeyRequest() {
  const { WebAuthnAbortService } = await webauthn();
  WebAuthnAbortService.cancelCeremony();
}
