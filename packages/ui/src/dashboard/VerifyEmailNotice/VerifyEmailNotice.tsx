import { accountMessages } from '@showfolio/portfolio-schema';
import { useId, useState } from 'react';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import * as styles from './VerifyEmailNotice.css';

export const verifyNoticeTitle = 'Verify your e-mail to publish';
/** "Resend" failed without a message of its own. */
export const resendFailedText = 'Could not send the e-mail. Please try again.';

/** Where "Resend" stands. */
export const verifyNoticeStates = ['idle', 'sending', 'sent', 'limited', 'error'] as const;
export type VerifyNoticeState = (typeof verifyNoticeStates)[number];

export interface VerifyEmailNoticeProps {
  /** The account's address, where the link went. */
  email: string;
  /** POST /auth/resend-verification; rejects with `{ status, message }` (429 when asked too often). */
  onResend: () => Promise<unknown>;
}

const messageOf = (value: unknown): string | null => {
  const message = (value as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message.trim() ? message.trim() : null;
};

/**
 * Shown on the dashboard while the account's address is unverified: publishing waits for it, so
 * the person learns it here rather than at Deploy. The host stops rendering it once verified.
 */
export function VerifyEmailNotice({ email, onResend }: VerifyEmailNoticeProps) {
  const headingId = useId();
  const [outcome, setOutcome] = useState<{ state: VerifyNoticeState; message?: string }>({ state: 'idle' });
  const resend = async () => {
    setOutcome({ state: 'sending' });
    try {
      setOutcome({ state: 'sent', message: messageOf(await onResend()) ?? accountMessages.verificationSent(email) });
    } catch (error) {
      const status = (error as { status?: unknown } | null)?.status;
      setOutcome({ state: status === 429 ? 'limited' : 'error', message: messageOf(error) ?? resendFailedText });
    }
  };
  const sending = outcome.state === 'sending';
  return (
    <section className={styles.notice} aria-labelledby={headingId} data-state={outcome.state}>
      <h2 id={headingId} className={styles.heading}>
        {verifyNoticeTitle}
      </h2>
      <p className={styles.text}>
        We sent a verification link to <span className={styles.address}>{email}</span>. Open it to verify your
        address; until then you can build and preview your portfolio, but not publish it.
      </p>
      {outcome.state === 'sent' ? <Alert tone="success">{outcome.message}</Alert> : null}
      {outcome.state === 'limited' || outcome.state === 'error' ? <Alert>{outcome.message}</Alert> : null}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="sm"
          busy={sending}
          disabled={sending || outcome.state === 'limited'}
          onClick={() => void resend()}
        >
          {sending ? 'Sending...' : 'Resend'}
        </Button>
      </div>
    </section>
  );
}
