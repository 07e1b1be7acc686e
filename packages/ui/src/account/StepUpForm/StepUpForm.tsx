import { useState, type FormEvent } from 'react';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { PasswordField } from '../../primitives/PasswordField';
import { TextField } from '../../primitives/TextField';
import { failureMessage } from '../formResolver';
import * as styles from '../TwoStepSection/security.css';

export const stepUpIntro =
  'Deleting your account, changing your e-mail or password, removing a passkey, turning two-step sign-in off, downloading your data and adding a domain ask you to confirm it is you every 10 minutes.';
export const stepUpFallbackMessage = 'Could not confirm it is you. Please try again.';

export interface StepUpFormProps {
  /** Confirms with the password (accounts that have one) or a code from the authenticator app. */
  onStepUp: (proof: { password?: string; code?: string }) => Promise<unknown>;
  /** Confirms with a passkey (shown when the account has one). */
  onStepUpWithPasskey?: () => Promise<unknown>;
  /** Whether the proof field takes a code (two-step on, no password) rather than the password. */
  withCode?: boolean;
  /** Called once confirmed (e.g. to retry what asked for it). */
  onConfirmed?: () => void;
}

/** "Confirm it's you": the password or a code, or a passkey; a fresh proof for 10 minutes. */
export function StepUpForm({ onStepUp, onStepUpWithPasskey, withCode = false, onConfirmed }: StepUpFormProps) {
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setOutcome(null);
    try {
      const result = await action();
      const message = (result as { message?: unknown } | undefined)?.message;
      setOutcome({ tone: 'success', message: typeof message === 'string' && message ? message : 'Thanks, you are confirmed for the next 10 minutes.' });
      setValue('');
      onConfirmed?.();
    } catch (error) {
      setOutcome({ tone: 'error', message: failureMessage(error, stepUpFallbackMessage) });
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) return setOutcome({ tone: 'error', message: withCode ? 'Enter a code to confirm it is you' : 'Enter your password to confirm it is you' });
    void run(() => onStepUp(withCode ? { code: value.trim() } : { password: value }));
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Confirm it's you">
      <fieldset className={styles.fieldset} disabled={busy}>
        {withCode ? (
          <TextField
            label="Code from your authenticator app"
            autoComplete="one-time-code"
            inputMode="numeric"
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
          />
        ) : (
          <PasswordField label="Password" autoComplete="current-password" value={value} onChange={(event) => setValue(event.currentTarget.value)} />
        )}
        {outcome ? <Alert tone={outcome.tone}>{outcome.message}</Alert> : null}
        <div className={styles.actions}>
          <Button type="submit" variant="secondary" busy={busy}>
            Confirm
          </Button>
          {onStepUpWithPasskey ? (
            <Button variant="ghost" disabled={busy} onClick={() => void run(onStepUpWithPasskey)}>
              Use a passkey
            </Button>
          ) : null}
        </div>
      </fieldset>
    </form>
  );
}
