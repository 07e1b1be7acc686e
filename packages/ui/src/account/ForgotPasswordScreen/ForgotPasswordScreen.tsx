import { zodResolver } from '@hookform/resolvers/zod';
import { appPaths, forgotPasswordSchema, type ForgotPasswordPayload } from '@showfolio/portfolio-schema';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Link } from '../../primitives/Navigation';
import { TextField } from '../../primitives/TextField';
import { AuthCard } from '../AuthCard';
import { useDelayedRedirect } from '../useDelayedRedirect';
import * as styles from '../AuthCard/AuthCard.css';
import { failureMessage } from '../formResolver';

export const forgotFallbackMessage = 'Failed to send reset link. Please try again.';
/** Spec: the success message stays 3 s before going to /signin. */
export const authRedirectDelayMs = 3000;

export interface ForgotPasswordScreenProps {
  onForgot: (email: string) => Promise<unknown>;
  /** Called 3 s after success; defaults to going to /signin. */
  onDone?: () => void;
}

/** /forgot-password: asks for the e-mail address and sends the reset link through `onForgot`. */
export function ForgotPasswordScreen({ onForgot, onDone }: ForgotPasswordScreenProps) {
  const [banner, setBanner] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordPayload>({
    resolver: zodResolver(forgotPasswordSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  useDelayedRedirect(sent, authRedirectDelayMs, onDone, appPaths.signin);

  const submit = handleSubmit(async ({ email }) => {
    setBanner(null);
    try {
      await onForgot(email);
      setSent(true);
    } catch (error) {
      setBanner(failureMessage(error, forgotFallbackMessage));
    }
  });

  return (
    <AuthCard
      title="Forgot Password?"
      subtitle="Enter your e-mail and we will send you a link to reset your password."
      footer={
        <>
          Remember your password? <Link href={appPaths.signin}>Sign in here</Link>
        </>
      }
    >
      {sent ? (
        <Alert tone="success" title="Password reset link sent! Please check your email.">
          Redirecting to sign in page...
        </Alert>
      ) : (
        <>
          {banner ? <Alert>{banner}</Alert> : null}
          <form className={styles.form} onSubmit={submit} noValidate aria-label="Forgot password">
            <fieldset className={styles.fieldset} disabled={isSubmitting}>
              <TextField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
              <Button type="submit" fullWidth busy={isSubmitting}>
                {isSubmitting ? 'Sending Link...' : 'Send Reset Link'}
              </Button>
            </fieldset>
          </form>
        </>
      )}
    </AuthCard>
  );
}
