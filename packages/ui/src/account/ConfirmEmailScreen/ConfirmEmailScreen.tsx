import { accountMessages } from '@showfolio/portfolio-schema';
import { useState } from 'react';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Link } from '../../primitives/Navigation';
import { AuthCard } from '../AuthCard';
import * as styles from '../AuthCard/AuthCard.css';
import { failureMessage } from '../formResolver';

export interface ConfirmEmailScreenProps {
  /** The `token` query parameter of the link, read by the host; null or empty when missing. */
  token: string | null | undefined;
  /** Applies the change; resolves with the server's `{ message }`. */
  onConfirm: (token: string) => Promise<unknown>;
}

type State = { phase: 'idle' } | { phase: 'busy' } | { phase: 'done'; message: string } | { phase: 'failed'; message: string };

/**
 * /confirm-email?token=…, opened from the e-mail sent to a new address. The change applies on a
 * click rather than on load: mail scanners that open links must not spend them.
 */
export function ConfirmEmailScreen({ token, onConfirm }: ConfirmEmailScreenProps) {
  const [state, setState] = useState<State>(token ? { phase: 'idle' } : { phase: 'failed', message: accountMessages.emailLinkInvalid });
  const confirm = async () => {
    if (!token) return;
    setState({ phase: 'busy' });
    try {
      const result = await onConfirm(token);
      const message = (result as { message?: unknown } | undefined)?.message;
      setState({ phase: 'done', message: typeof message === 'string' && message ? message : 'Your e-mail address has been changed' });
    } catch (error) {
      setState({ phase: 'failed', message: failureMessage(error, accountMessages.emailLinkInvalid) });
    }
  };
  return (
    <AuthCard
      title="Confirm Your E-mail Address"
      subtitle="Confirm that this is the new address of your Showfolio account."
      footer={
        <>
          Back to <Link href="/settings">Settings</Link>
        </>
      }
    >
      {state.phase === 'done' ? <Alert tone="success">{state.message}</Alert> : null}
      {state.phase === 'failed' ? <Alert>{state.message}</Alert> : null}
      {state.phase === 'idle' || state.phase === 'busy' ? (
        <div className={styles.form}>
          <Button fullWidth busy={state.phase === 'busy'} disabled={state.phase === 'busy'} onClick={() => void confirm()}>
            {state.phase === 'busy' ? 'Confirming...' : 'Confirm New E-mail Address'}
          </Button>
        </div>
      ) : null}
    </AuthCard>
  );
}
