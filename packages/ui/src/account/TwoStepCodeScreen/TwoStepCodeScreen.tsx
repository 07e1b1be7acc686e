import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { TextField } from '../../primitives/TextField';
import { AuthCard } from '../AuthCard';
import * as styles from '../AuthCard/AuthCard.css';
import { failureMessage } from '../formResolver';

export const twoStepCodeFallbackMessage = 'That code did not work. Please try again.';
export const twoStepCodeRequiredMessage = 'Enter the 6-digit code from your authenticator app, or a recovery code';

export interface TwoStepCodeScreenProps {
  /** Finishes the sign-in with a code from the app or a recovery code; the host navigates on success. */
  onSubmit: (code: string) => Promise<unknown>;
  /** Back to the e-mail and password (the pending sign-in is left to expire). */
  onCancel: () => void;
  /** The server's words, e.g. "Enter the code from your authenticator app to finish signing in." */
  message?: string;
}

/** The sign-in's second step: a code from the authenticator app, or one of the recovery codes. */
export function TwoStepCodeScreen({ onSubmit, onCancel, message }: TwoStepCodeScreenProps) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [banner, setBanner] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBanner(null);
    if (!code.trim()) return setError(twoStepCodeRequiredMessage);
    setError(undefined);
    setBusy(true);
    try {
      await onSubmit(code.trim());
    } catch (failure) {
      setBanner(failureMessage(failure, twoStepCodeFallbackMessage));
      setCode('');
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Two-step sign-in" subtitle={message ?? 'Enter the code from your authenticator app to finish signing in.'}>
      {banner ? <Alert>{banner}</Alert> : null}
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label="Two-step sign-in">
        <fieldset className={styles.fieldset} disabled={busy}>
          <TextField
            ref={input}
            label="Code"
            hint="6 digits from the app, or a recovery code"
            autoComplete="one-time-code"
            maxLength={32}
            required
            value={code}
            error={error}
            onChange={(event) => setCode(event.currentTarget.value)}
          />
          <Button type="submit" fullWidth busy={busy}>
            {busy ? 'Verifying...' : 'Verify'}
          </Button>
          <Button variant="ghost" fullWidth onClick={onCancel}>
            Back to sign in
          </Button>
        </fieldset>
      </form>
    </AuthCard>
  );
}
