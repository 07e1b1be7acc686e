import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages, changeEmailSchema, type ChangeEmailPayload } from '@showfolio/portfolio-schema';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../primitives/Alert';
import { Badge } from '../../../primitives/Badge';
import { Button } from '../../../primitives/Button';
import { PasswordField } from '../../../primitives/PasswordField';
import { TextField } from '../../../primitives/TextField';
import { failureMessage } from '../../formResolver';
import * as styles from '../SettingsScreen.css';
import { emailFallbackMessage, resendFallbackMessage } from '../settingsText';
import { messageOf, type Outcome, OutcomeBanner } from '../Section/Section';
import type { SettingsProfile, SettingsScreenProps } from '../SettingsScreen';

type ResendOutcome = { state: 'sent' | 'limited' | 'error'; message: string } | null;

/** Whether the address is verified, and "Resend" while it is not (publishing waits for it). */
export function EmailStatus({ profile, onResend }: { profile: SettingsProfile; onResend?: () => Promise<unknown> }) {
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<ResendOutcome>(null);
  if (profile.emailVerified === undefined) return null;
  const resend = async () => {
    if (!onResend) return;
    setSending(true);
    setOutcome(null);
    try {
      const result = await onResend();
      setOutcome({ state: 'sent', message: messageOf(result) ?? accountMessages.verificationSent(profile.email) });
    } catch (error) {
      const status = (error as { status?: unknown } | null)?.status;
      setOutcome({ state: status === 429 ? 'limited' : 'error', message: failureMessage(error, resendFallbackMessage) });
    } finally {
      setSending(false);
    }
  };
  return (
    <div className={styles.form}>
      <p className={styles.status}>
        <span className={styles.email}>{profile.email}</span>
        {profile.emailVerified ? <Badge tone="success">Verified</Badge> : <Badge tone="warning">Not verified</Badge>}
      </p>
      {profile.emailVerified ? null : (
        <>
          <p className={styles.muted}>Open the link we sent to this address to verify it. Publishing your portfolio waits for it.</p>
          {outcome ? <Alert tone={outcome.state === 'sent' ? 'success' : 'error'}>{outcome.message}</Alert> : null}
          {onResend ? (
            <div className={styles.actions}>
              <Button
                variant="secondary"
                busy={sending}
                disabled={sending || outcome?.state === 'limited'}
                onClick={() => void resend()}
              >
                {sending ? 'Sending...' : 'Resend'}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}

const emptyEmailForm: ChangeEmailPayload = { newEmail: '', password: '' };

export function EmailForm({ profile, onChange }: { profile: SettingsProfile; onChange: NonNullable<SettingsScreenProps['onChangeEmail']> }) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangeEmailPayload>({ resolver: zodResolver(changeEmailSchema), mode: 'onTouched', defaultValues: emptyEmailForm });
  const [outcome, setOutcome] = useState<Outcome>(null);
  if (profile.hasPassword === false) return <p className={styles.muted}>{accountMessages.emailNeedsPassword}.</p>;

  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const result = await onChange(values);
      reset(emptyEmailForm);
      setOutcome({ tone: 'success', message: messageOf(result) ?? accountMessages.emailChangeSent(values.newEmail) });
    } catch (error) {
      const message = failureMessage(error, emailFallbackMessage);
      if (message === accountMessages.currentPasswordWrong) setError('password', { type: 'server', message });
      else setOutcome({ tone: 'error', message });
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="E-mail address">
      <fieldset className={styles.fieldset} disabled={isSubmitting}>
        <TextField label="New E-mail Address" type="email" autoComplete="email" required error={errors.newEmail?.message} {...register('newEmail')} />
        <PasswordField label="Password" autoComplete="current-password" required error={errors.password?.message} {...register('password')} />
        <OutcomeBanner outcome={outcome} />
        <div className={styles.actions}>
          <Button type="submit" busy={isSubmitting}>
            {isSubmitting ? 'Sending Link...' : 'Change E-mail'}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
