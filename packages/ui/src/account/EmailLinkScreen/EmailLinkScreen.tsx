import { useState, type ReactNode } from 'react';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { AuthCard } from '../AuthCard';
import * as styles from '../AuthCard/AuthCard.css';
import { failureMessage } from '../formResolver';

export interface EmailLinkScreenProps {
  /** The `token` query parameter of the link, read by the host; null or empty when missing. */
  token: string | null | undefined;
  /** Spends the link; resolves with the server's `{ message }`. */
  onOpen: (token: string) => Promise<unknown>;
  title: string;
  subtitle: string;
  footer: ReactNode;
  /** The button, and its label while the link is being spent. */
  action: { label: string; busyLabel: string };
  /** Shown after success when the server sent no message of its own. */
  doneMessage: string;
  /** Shown for a missing token, and for a failure without a message. */
  invalidMessage: string;
}

type State = { phase: 'idle' } | { phase: 'busy' } | { phase: 'done'; message: string } | { phase: 'failed'; message: string };

/**
 * A page opened from a link in an e-mail (verify the address, confirm a new one). The link is
 * spent on a click rather than on load: mail scanners that open links must not spend them.
 */
export function EmailLinkScreen({ token, onOpen, title, subtitle, footer, action, doneMessage, invalidMessage }: EmailLinkScreenProps) {
  const [state, setState] = useState<State>(token ? { phase: 'idle' } : { phase: 'failed', message: invalidMessage });
  const open = async () => {
    if (!token) return;
    setState({ phase: 'busy' });
    try {
      const result = await onOpen(token);
      const message = (result as { message?: unknown } | undefined)?.message;
      setState({ phase: 'done', message: typeof message === 'string' && message ? message : doneMessage });
    } catch (error) {
      setState({ phase: 'failed', message: failureMessage(error, invalidMessage) });
    }
  };
  return (
    <AuthCard title={title} subtitle={subtitle} footer={footer}>
      {state.phase === 'done' ? <Alert tone="success">{state.message}</Alert> : null}
      {state.phase === 'failed' ? <Alert>{state.message}</Alert> : null}
      {state.phase === 'idle' || state.phase === 'busy' ? (
        <div className={styles.form}>
          <Button fullWidth busy={state.phase === 'busy'} disabled={state.phase === 'busy'} onClick={() => void open()}>
            {state.phase === 'busy' ? action.busyLabel : action.label}
          </Button>
        </div>
      ) : null}
    </AuthCard>
  );
}
