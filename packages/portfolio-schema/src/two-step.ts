import './zod-setup';
import * as z from 'zod/mini';

/*
 * Passkeys and two-step sign-in (issue 37): the requests, answers and texts shared by the server,
 * the API client and Settings. The spec has no such screens; these texts are ours.
 */

export const MAX_PASSKEYS = 10;
export const PASSKEY_NAME_MAX = 60;
/** How long a proof of identity counts for the actions that ask for a fresh one. */
export const STEP_UP_MINUTES = 10;

export const twoStepMessages = {
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code',
  codeWrong: 'That code is not right, or it was already used. Check your authenticator app and try again.',
  pendingMissing: 'Your sign-in has expired or was started in another browser. Please sign in again.',
  pendingSpent: 'Too many wrong codes for this sign-in. Please sign in again.',
  setupMissing: 'Start setting up two-step sign-in again: no set-up is waiting for a code.',
  alreadyOn: 'Two-step sign-in is already on.',
  notOn: 'Two-step sign-in is not on.',
  turnedOn: 'Two-step sign-in is on. Keep your recovery codes somewhere safe: each works once.',
  turnedOff: 'Two-step sign-in is off.',
  codesRegenerated: 'New recovery codes are ready; the old ones no longer work.',
  signInNeedsCode: 'Enter the code from your authenticator app to finish signing in.',
  recoveryCodeUsed: (left: number) =>
    `You signed in with a recovery code. ${left === 1 ? '1 recovery code is' : `${left} recovery codes are`} left.`,
  stepUpRequired: `Please confirm it's you first: enter your password, a code from your authenticator app, or use a passkey.`,
  stepUpDone: 'Thanks, you are confirmed for the next 10 minutes.',
  stepUpNothing: 'Enter your password or a code to confirm it is you',
  passwordWrong: 'That password is not right',
  passkeyLimit: `You can add up to ${MAX_PASSKEYS} passkeys. Remove one first.`,
  passkeyAdded: 'Passkey added',
  passkeyRenamed: 'Passkey renamed',
  passkeyRemoved: 'Passkey removed',
  passkeyNotFound: 'That passkey does not exist (it may have been removed already)',
  passkeyName: `Give the passkey a name of at most ${PASSKEY_NAME_MAX} characters`,
  passkeyMalformed: 'The passkey response is not valid. Please try again.',
  passkeyChallenge: 'This passkey request has expired or was already used. Please try again.',
  passkeyRejected: 'The passkey could not be verified. Please try again.',
  passkeyCloned: 'This passkey reported a lower use count than before, which a copied passkey does. It was not accepted.',
  passkeyUnknown: 'This passkey is not registered with Showfolio. Sign in another way and add it in Settings.',
  passkeyExists: 'This passkey is already added to your account',
} as const;

const code = z.string({ error: twoStepMessages.codeRequired }).check(
  z.trim(),
  z.minLength(1, twoStepMessages.codeRequired),
  z.maxLength(32, twoStepMessages.codeRequired),
);

/** A code from the app (6 digits) or a recovery code. */
export const twoStepCodeSchema = z.object({ code });
export const stepUpSchema = z.object({ password: z.optional(z.string().check(z.maxLength(1024))), code: z.optional(code) });

/** The browser's answer to a WebAuthn ceremony: checked in depth by the server's WebAuthn library. */
export const webauthnResponseSchema = z.looseObject({
  id: z.string().check(z.minLength(1), z.maxLength(1400)),
  rawId: z.string().check(z.maxLength(1400)),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().check(z.maxLength(16_000)) }),
});
const passkeyName = z.string({ error: twoStepMessages.passkeyName }).check(
  z.trim(),
  z.minLength(1, twoStepMessages.passkeyName),
  z.maxLength(PASSKEY_NAME_MAX, twoStepMessages.passkeyName),
);
export const passkeyResponseSchema = z.object({
  response: z.custom<Record<string, unknown>>((value) => webauthnResponseSchema.safeParse(value).success, {
    error: twoStepMessages.passkeyMalformed,
  }),
});
export const registerPasskeySchema = z.object({ ...passkeyResponseSchema.shape, name: z.optional(passkeyName) });
export const renamePasskeySchema = z.object({ name: passkeyName });

export interface PasskeySummary {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  /** Synced to other devices by its provider (WebAuthn backup state). */
  backedUp: boolean;
}
export interface TwoStepStatus {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
  /** Whether this session proved who it is within the last 10 minutes. */
  proofFresh: boolean;
}
export interface TwoStepSetup {
  secret: string;
  uri: string;
  qrSvg: string;
}
/** What sign-in answers when a code is still needed: no session exists yet. */
export interface TwoStepPending {
  twoStepRequired: true;
  message: string;
}

export type TwoStepCodePayload = z.infer<typeof twoStepCodeSchema>;
export type StepUpPayload = z.infer<typeof stepUpSchema>;
