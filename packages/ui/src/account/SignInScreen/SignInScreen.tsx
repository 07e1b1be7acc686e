import { zodResolver } from '@hookform/resolvers/zod';
import { appPaths, signinSchema, type SigninPayload } from '@showfolio/portfolio-schema';
import { useEffect, useState } from 'react';
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

export const signInFallbackMessage = 'Sign in failed. Please check your credentials and try again.';
export const googleSignInFallbackMessage = 'Google sign-in failed. Please try again.';
export const accountCreatedMessage = 'Account created — sign in to continue';

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
}

type SigninForm = SigninPayload & { remember: boolean };

// The schema's email and password rules, plus the Remember me box.
const signinFormSchema = z.extend(signinSchema, { remember: z.boolean() });

export function SignInScreen({
  onSignIn,
  onGoogleCredential,
  googleClientId,
  googleAuthorizeEndpoint,
  signedUpEmail,
}: SignInScreenProps) {
  const [banner, setBanner] = useState<string | null>(null);
  const [googleBusy, setGoogleBusy] = useState(false);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof signinFormSchema>, unknown, SigninForm>({
    resolver: zodResolver(signinFormSchema),
    mode: 'onBlur',
    defaultValues: { email: signedUpEmail ?? '', password: '', remember: false },
  });

  // The e-mail is already there, so the one thing left to type is the password.
  useEffect(() => {
    if (signedUpEmail) setFocus('password');
  }, [signedUpEmail, setFocus]);

  const submit = handleSubmit(async ({ email, password, remember }) => {
    setBanner(null);
    try {
      await onSignIn(email, password, remember);
    } catch (error) {
      setBanner(failureMessage(error, signInFallbackMessage));
    }
  });

  const busy = isSubmitting || googleBusy;

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
      {signedUpEmail && !banner ? <Alert tone="success">{accountCreatedMessage}</Alert> : null}
      {banner ? <Alert>{banner}</Alert> : null}
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Sign in">
        <fieldset className={styles.fieldset} disabled={busy}>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
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
            setBanner(failureMessage(error, googleSignInFallbackMessage));
          } finally {
            setGoogleBusy(false);
          }
        }}
        onError={(error) => setBanner(failureMessage(error, googleSignInFallbackMessage))}
      />
    </AuthCard>
  );
}
