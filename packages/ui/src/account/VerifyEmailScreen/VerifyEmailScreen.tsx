import { accountMessages } from '@showfolio/portfolio-schema';
import { useState } from 'react';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Link } from '../../primitives/Navigation';
import { AuthCard } from '../AuthCard';
import * as styles from '../AuthCard/AuthCard.css';
import { failureMessage } from '../formResolver';

export interface VerifyEmailScreenProps {
  /** The `token` query parameter of the link, read by the host; null or empty when missing. */
  token: string | null | undefined;
  /** Verifies the address; resolves with the server's `{ message }`. */
  onVerify: (token: string) => Promise<unknown>;
}

type State = { phase: 'idle' } | { phase: 'busy' } | { phase: 'done'; message: string } | { phase: 'failed'; message: string };

/**
 * /verify-email?token=…, opened from the e-mail sent at sign-up (or by "Resend"). It verifies on
 * a click rather than on load: mail scanners that open links must not spend them.
 */
export function VerifyEmailScreen({ token, onVerify }: VerifyEmailScreenProps) {
  const [state, setState] = useState<State>(token ? { phase: 'idle' } : { phase: 'failed', message: accountMessages.verifyLinkInvalid });
  const verify = async () => {
    if (!token) return;
    setState({ phase: 'busy' });
    try {
      const result = await onVerify(token);
      const message = (result as { message?: unknown } | undefined)?.message;
      setState({ phase: 'done', message: typeof message === 'string' && message ? message : accountMessages.emailVerified });
    } catch (error) {
      setState({ phase: 'failed', message: failureMessage(error, accountMessages.verifyLinkInvalid) });
    }
  };
  return (
    <AuthCard
      title="Verify Your E-mail Address"
      subtitle="Confirm that this is the address of your Showfolio account, so you can publish your portfolio."
      footer={
        <>
          Go to your <Link href="/dashboard">dashboard</Link>
        </>
      }
    >
      {state.phase === 'done' ? <Alert tone="success">{state.message}</Alert> : null}
      {state.phase === 'failed' ? <Alert>{state.message}</Alert> : null}
      {state.phase === 'idle' || state.phase === 'busy' ? (
        <div className={styles.form}>
          <Button fullWidth busy={state.phase === 'busy'} disabled={state.phase === 'busy'} onClick={() => void verify()}>
            {state.phase === 'busy' ? 'Verifying...' : 'Verify E-mail Address'}
          </Button>
        </div>
      ) : null}
    </AuthCard>
  );
}
