import { zodResolver } from '@hookform/resolvers/zod';
import { appPaths, signinSchema, type SigninPayload } from '@showfolio/portfolio-schema';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Checkbox } from '../../primitives/Checkbox';
import { Link } from '../../primitives/Navigation';
import { PasswordField } from '../../primitives/PasswordField';
import { TextField } from '../../primitives/TextField';
import { AuthCard } from '../AuthCard';
import * as styles from '../AuthCard/AuthCard.css';
import { failureMessage } from '../formResolver';
import { GoogleSignInButton } from '../GoogleSignInButton';

// Only an account with two-step on reaches the code step: it loads when a sign-in asks for a code.
const TwoStepCodeScreen = lazy(() =>
  import('../TwoStepCodeScreen/TwoStepCodeScreen').then((module) => ({ default: module.TwoStepCodeScreen })),
);

export const signInFallbackMessage = 'Sign in failed. Please check your credentials and try again.';
export const googleSignInFallbackMessage = 'Google sign-in failed. Please try again.';
export const accountCreatedMessage = 'Account created — sign in to continue';
/** Under `accountCreatedMessage`: where the sign-up's verification link went, and what waits for it. */
export const verificationLinkSentTo = (email: string) =>
  `We sent a verification link to ${email}. Open it to verify your e-mail address: publishing your portfolio waits for it.`;
export const passkeySignInFallbackMessage = 'Passkey sign-in did not work. Please try again or use your password.';

/** A sign-in that passed its first step and waits for a code (the API client's `two-step-required`). */
const needsCode = (error: unknown): string | null =>
  (error as { code?: unknown } | null)?.code === 'two-step-required'
    ? ((error as { message?: string }).message ?? 'Enter the code from your authenticator app to finish signing in.')
    : null;

export interface SignInScreenProps {
  /** Signs in; on success the host navigates (to /dashboard or the remembered origin). */
  onSignIn: (email: string, password: string, remember: boolean) => Promise<unknown>;
  /** Exchanges a Google ID token for a session. */
  onGoogleCredential: (credential: string) => Promise<unknown>;
  /** Empty when the server has no GOOGLE_CLIENT_ID; the Google button then explains why it is missing. */
  googleClientId?: string;
  /** Authorize endpoint override (tests, local identity-provider stubs). */
  googleAuthorizeEndpoint?: string;
  /** The e-mail of an account created a moment ago: shows `accountCreatedMessage` and fills it in. */
  signedUpEmail?: string;
  /** Finishes a sign-in that asked for a code (two-step on): shows the code step until it resolves. */
  onTwoStepCode?: (code: string) => Promise<unknown>;
  /** Signs in with a passkey (the browser's prompt): shows "Sign in with a passkey". */
  onPasskeySignIn?: () => Promise<unknown>;
  /**
   * Starts the browser's passkey autofill on the e-mail field (conditional mediation); it resolves
   * when the person picks a passkey and is signed in. With it the field is `username webauthn`.
   */
  onPasskeyAutofill?: () => Promise<unknown>;
}

type SigninForm = SigninPayload & { remember: boolean };

// The schema's email and password rules, plus the Remember me box.
const signinFormSchema = z.extend(signinSchema, { remember: z.boolean() });

/** /signin: e-mail and password, Google, passkeys and the two-step code when the account asks for one. */
export function SignInScreen({
  onSignIn,
  onGoogleCredential,
  googleClientId,
  googleAuthorizeEndpoint,
  signedUpEmail,
  onTwoStepCode,
  onPasskeySignIn,
  onPasskeyAutofill,
}: SignInScreenProps) {
  const [banner, setBanner] = useState<string | null>(null);
  const [googleBusy, setGoogleBusy] = useState(false);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const [codeStep, setCodeStep] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof signinFormSchema>, unknown, SigninForm>({
    resolver: zodResolver(signinFormSchema),
    // Checked on the first blur (the spec), then as the person types: an error shown on blur goes
    // away while the value is fixed, not on the pointer-down of the next click. Removed there, the
    // message moved "Sign In" up between pointer-down and pointer-up and the click was lost.
    mode: 'onTouched',
    defaultValues: { email: signedUpEmail ?? '', password: '', remember: false },
  });

  // The e-mail is already there, so the one thing left to type is the password. That focus is
  // ours, not the person coming to the form: it starts no passkey request.
  const focusedByUs = useRef(false);
  useEffect(() => {
    if (!signedUpEmail) return;
    focusedByUs.current = true;
    setFocus('password');
    focusedByUs.current = false;
  }, [signedUpEmail, setFocus]);

  // The browser offers its passkeys in the e-mail field's autofill. The request (and the WebAuthn
  // code behind it) starts when the person first comes to the form (pointer over it, a touch, a
  // focus), not with the page: the sign-in page's first load stays within its budget.
  const autofillStarted = useRef(false);
  const startAutofill = () => {
    if (!onPasskeyAutofill || autofillStarted.current || focusedByUs.current || codeStep !== null) return;
    autofillStarted.current = true;
    onPasskeyAutofill().catch((error: unknown) => {
      const message = error instanceof Error ? error.message : '';
      // Aborted or dismissed autofill is no failure; a refused passkey is.
      if ((error as { status?: unknown } | null)?.status) setBanner(message || passkeySignInFallbackMessage);
    });
  };
  // Back from the code step, the form is new: its autofill may start again.
  useEffect(() => {
    if (codeStep !== null) autofillStarted.current = false;
  }, [codeStep]);

  const submit = handleSubmit(async ({ email, password, remember }) => {
    setBanner(null);
    try {
      await onSignIn(email, password, remember);
    } catch (error) {
      const code = onTwoStepCode ? needsCode(error) : null;
      if (code) setCodeStep(code);
      else setBanner(failureMessage(error, signInFallbackMessage));
    }
  });

  const signInWithPasskey = async () => {
    if (!onPasskeySignIn) return;
    setBanner(null);
    setPasskeyBusy(true);
    try {
      await onPasskeySignIn();
    } catch (error) {
      setBanner(failureMessage(error, passkeySignInFallbackMessage));
    } finally {
      setPasskeyBusy(false);
    }
  };

  const busy = isSubmitting || googleBusy || passkeyBusy;

  if (codeStep !== null && onTwoStepCode)
    return (
      <Suspense fallback={null}>
        <TwoStepCodeScreen message={codeStep} onSubmit={onTwoStepCode} onCancel={() => setCodeStep(null)} />
      </Suspense>
    );

  return (
    <AuthCard
      title="Welcome Back"
      subtitle="Sign in to keep building your portfolio."
      footer={
        <>
          Don&apos;t have an account? <Link href={appPaths.signup}>Sign up</Link>
        </>
      }
    >
      {signedUpEmail && !banner ? (
        <Alert tone="success" title={accountCreatedMessage}>
          {verificationLinkSentTo(signedUpEmail)}
        </Alert>
      ) : null}
      {banner ? <Alert>{banner}</Alert> : null}
      <form
        className={styles.form}
        onSubmit={submit}
        onPointerOver={startAutofill}
        onTouchStart={startAutofill}
        onFocus={startAutofill}
        noValidate
        aria-label="Sign in"
      >
        <fieldset className={styles.fieldset} disabled={busy}>
          <TextField
            label="Email"
            type="email"
            autoComplete={onPasskeyAutofill ? 'username webauthn' : 'email'}
            required
            error={errors.email?.message}
            {...register('email')}
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            required
            error={errors.password?.message}
            {...register('password')}
          />
          <div className={styles.row}>
            <Checkbox label="Remember me" {...register('remember')} />
            <Link href={appPaths.forgotPassword} className={styles.smallLink}>
              Forgot password?
            </Link>
          </div>
          <Button type="submit" fullWidth busy={isSubmitting}>
            {isSubmitting ? 'Signing In...' : 'Sign In'}
          </Button>
        </fieldset>
      </form>
      <p className={styles.divider}>or</p>
      {onPasskeySignIn ? (
        <Button variant="secondary" fullWidth busy={passkeyBusy} disabled={busy} onClick={() => void signInWithPasskey()}>
          {passkeyBusy ? 'Waiting for your passkey...' : 'Sign in with a passkey'}
        </Button>
      ) : null}
      <GoogleSignInButton
        clientId={googleClientId}
        authorizeEndpoint={googleAuthorizeEndpoint}
        disabled={isSubmitting}
        onStart={() => setBanner(null)}
        onCredential={async (credential) => {
          setGoogleBusy(true);
          try {
            await onGoogleCredential(credential);
          } catch (error) {
            const code = onTwoStepCode ? needsCode(error) : null;
            if (code) setCodeStep(code);
            else setBanner(failureMessage(error, googleSignInFallbackMessage));
          } finally {
            setGoogleBusy(false);
          }
        }}
        onError={(error) => setBanner(failureMessage(error, googleSignInFallbackMessage))}
      />
    </AuthCard>
  );
}
