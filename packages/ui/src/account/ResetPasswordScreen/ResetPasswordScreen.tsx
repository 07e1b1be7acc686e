import { appPaths, resetLinkInvalidMessage, validateReset } from '@showfolio/portfolio-schema';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Link } from '../../primitives/Navigation';
import { PasswordField } from '../../primitives/PasswordField';
import { AuthCard } from '../AuthCard';
import { PasswordChecklist } from '../PasswordChecklist';
import { useDelayedRedirect } from '../useDelayedRedirect';
import * as styles from '../AuthCard/AuthCard.css';
import { authRedirectDelayMs } from '../ForgotPasswordScreen';
import { failureMessage, fieldErrorsResolver } from '../formResolver';

export const resetFallbackMessage = 'Password reset failed. The link may have expired or already been used.';
export const resetSuccessMessage = 'Password successfully updated! Redirecting to login...';

export interface ResetPasswordScreenProps {
  /** The `token` query parameter, read by the host; null or empty when missing. */
  token: string | null | undefined;
  onReset: (token: string, newPassword: string) => Promise<unknown>;
  /** Called 3 s after success; defaults to going to /signin. */
  onDone?: () => void;
}

interface ResetValues {
  newPassword: string;
  confirmPassword: string;
}

// The spec shows one message at a time, the first failing rule in its order.
const validateResetForm = (values: ResetValues) => validateReset(values);

/** /reset-password: a new password, twice, for the token of the link mailed by the forgot-password screen. */
export function ResetPasswordScreen({ token, onReset, onDone }: ResetPasswordScreenProps) {
  const [banner, setBanner] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ResetValues>({
    resolver: fieldErrorsResolver(validateResetForm),
    mode: 'onTouched',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const newPassword = useWatch({ control, name: 'newPassword' });
  useDelayedRedirect(done, authRedirectDelayMs, onDone, appPaths.signin);

  const submit = handleSubmit(async ({ newPassword }) => {
    setBanner(null);
    if (!token) {
      setBanner(resetLinkInvalidMessage);
      return;
    }
    try {
      await onReset(token, newPassword);
      reset({ newPassword: '', confirmPassword: '' });
      setDone(true);
    } catch (error) {
      setBanner(failureMessage(error, resetFallbackMessage));
    }
  });

  return (
    <AuthCard
      title="Reset Password"
      subtitle="Choose a new password for your account."
      footer={
        <>
          Remember your password? <Link href={appPaths.signin}>Sign in here</Link>
        </>
      }
    >
      {banner ? <Alert>{banner}</Alert> : null}
      {done ? <Alert tone="success">{resetSuccessMessage}</Alert> : null}
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Reset password">
        <fieldset className={styles.fieldset} disabled={isSubmitting || done}>
          <PasswordField
            label="New Password"
            autoComplete="new-password"
            required
            describedBy="reset-password-rules"
            footer={<PasswordChecklist password={newPassword ?? ''} id="reset-password-rules" />}
            error={errors.newPassword?.message}
            {...register('newPassword')}
          />
          <PasswordField
            label="Confirm New Password"
            autoComplete="new-password"
            required
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <Button type="submit" fullWidth busy={isSubmitting}>
            {isSubmitting ? 'Resetting Password...' : 'Reset Password'}
          </Button>
        </fieldset>
      </form>
    </AuthCard>
  );
}
