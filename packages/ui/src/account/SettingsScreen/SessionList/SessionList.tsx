import { accountMessages, type AccountSession } from '@showfolio/portfolio-schema';
import { useId, useState } from 'react';
import { Alert } from '../../../primitives/Alert';
import { Badge } from '../../../primitives/Badge';
import { Button } from '../../../primitives/Button';
import { Spinner } from '../../../primitives/Spinner';
import { failureMessage } from '../../formResolver';
import * as styles from '../SettingsScreen.css';
import {
  formatLastActive,
  formatMoment,
  noOtherSessionsMessage,
  sessionsFallbackMessage,
} from '../settingsText';
import { signInMethodLabel } from '../../signInMethodLabel';
import { messageOf, type Outcome, OutcomeBanner } from '../Section/Section';

export function SessionList({
  sessions,
  error,
  onRetry,
  onSignOut,
  onSignOutOthers,
  locale,
  now,
}: {
  sessions?: AccountSession[];
  error: { message: string } | null;
  onRetry: () => void;
  onSignOut: (id: string) => Promise<unknown>;
  onSignOutOthers: () => Promise<unknown>;
  locale?: string;
  now?: Date;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  if (error) {
    return (
      <Alert title="Could not load your sessions">
        <p className={styles.errorText}>{error.message}</p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try Again
        </Button>
      </Alert>
    );
  }
  if (!sessions) return <Spinner label="Loading your sessions..." />;

  const run = async (key: string, action: () => Promise<unknown>, success: (result: unknown) => string) => {
    setBusy(key);
    setOutcome(null);
    try {
      setOutcome({ tone: 'success', message: success(await action()) });
    } catch (failure) {
      setOutcome({ tone: 'error', message: failureMessage(failure, sessionsFallbackMessage) });
    } finally {
      setBusy(null);
    }
  };
  const moment = now ?? new Date();
  const others = sessions.filter((session) => !session.current);
  const ordered = [...sessions.filter((session) => session.current), ...others];

  return (
    <>
      <ul className={styles.sessionList} aria-label="Signed-in devices">
        {ordered.map((session) => (
          <SessionRow
            key={session.id}
            session={session}
            busy={busy === session.id}
            disabled={busy !== null}
            onSignOut={() =>
              void run(session.id, () => onSignOut(session.id), (result) => messageOf(result) ?? accountMessages.sessionSignedOut)
            }
            locale={locale}
            now={moment}
          />
        ))}
      </ul>
      {others.length === 0 ? <p className={styles.muted}>{noOtherSessionsMessage}</p> : null}
      <OutcomeBanner outcome={outcome} />
      {others.length > 0 ? (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            busy={busy === 'others'}
            disabled={busy !== null && busy !== 'others'}
            onClick={() =>
              void run('others', onSignOutOthers, (result) => messageOf(result) ?? accountMessages.otherSessionsSignedOut(others.length))
            }
          >
            {busy === 'others' ? 'Signing Out...' : 'Sign Out All Other Devices'}
          </Button>
        </div>
      ) : null}
    </>
  );
}

function SessionRow({
  session,
  busy,
  disabled,
  onSignOut,
  locale,
  now,
}: {
  session: AccountSession;
  busy: boolean;
  disabled: boolean;
  onSignOut: () => void;
  locale?: string;
  now: Date;
}) {
  const textId = useId();
  return (
    <li className={styles.sessionItem} data-current={session.current ? 'true' : undefined}>
      <div className={styles.sessionText} id={textId}>
        <span className={styles.sessionDevice}>
          {session.device}
          {session.current ? <Badge tone="success">This device</Badge> : null}
        </span>
        <span className={styles.muted}>
          {session.current ? 'Active now' : formatLastActive(session.lastSeenAt, now, locale)} · Signed in{' '}
          {formatMoment(session.createdAt, locale)}
          {session.signedInWith ? ` with ${signInMethodLabel(session.signedInWith)}` : null}
        </span>
      </div>
      {session.current ? null : (
        <Button variant="ghost" size="sm" busy={busy} disabled={disabled && !busy} aria-describedby={textId} onClick={onSignOut}>
          {busy ? 'Signing Out...' : 'Sign Out'}
        </Button>
      )}
    </li>
  );
}
