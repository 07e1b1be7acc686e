import { MAX_PASSKEYS, PASSKEY_NAME_MAX, type PasskeySummary } from '@showfolio/portfolio-schema';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../primitives/Alert';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Skeleton } from '../../primitives/Skeleton';
import { TextField } from '../../primitives/TextField';
import { failureMessage } from '../formResolver';
import * as styles from '../TwoStepSection/security.css';

export const passkeyFallbackMessage = 'Something went wrong with your passkey. Please try again.';
export const passkeysUnsupportedMessage = 'This browser cannot create passkeys.';

export interface PasskeysSectionProps {
  /** Undefined while they load. */
  passkeys?: PasskeySummary[];
  error?: { message: string } | null;
  /** Creates a passkey in the browser and adds it (optionally named); may resolve with `{ message }`. */
  onAdd: (name?: string) => Promise<unknown>;
  /** Removes one; rejects with the server's answer (a 403 asks to confirm it's you first). */
  onRemove: (id: string) => Promise<unknown>;
  /** false when the browser has no WebAuthn: adding is not offered. */
  supported?: boolean;
  locale?: string;
}

const dateOf = (iso: string, locale?: string) => new Date(iso).toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' });

/** Settings > Passkeys: sign in with a fingerprint, face or screen lock instead of a password. */
export function PasskeysSection({ passkeys, error, onAdd, onRemove, supported = true, locale }: PasskeysSectionProps) {
  const headingId = useId();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const full = (passkeys?.length ?? 0) >= MAX_PASSKEYS;

  const act = async (key: string, action: () => Promise<unknown>, success: string) => {
    setBusy(key);
    setOutcome(null);
    try {
      const result = await action();
      const message = (result as { message?: unknown } | undefined)?.message;
      setOutcome({ tone: 'success', message: typeof message === 'string' && message ? message : success });
      return true;
    } catch (failure) {
      setOutcome({ tone: 'error', message: failureMessage(failure, passkeyFallbackMessage) });
      return false;
    } finally {
      setBusy(null);
    }
  };
  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim().length > PASSKEY_NAME_MAX) return setOutcome({ tone: 'error', message: `Give the passkey a name of at most ${PASSKEY_NAME_MAX} characters` });
    if (await act('add', () => onAdd(name.trim() || undefined), 'Passkey added')) setName('');
  };

  return (
    <Card as="section" aria-labelledby={headingId} elevation="raised" padding="lg" className={styles.section}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          Passkeys
        </h2>
        <p className={styles.muted}>Sign in with your fingerprint, face or screen lock instead of your password. Up to {MAX_PASSKEYS}.</p>
      </div>
      {error ? (
        <Alert>{error.message}</Alert>
      ) : !passkeys ? (
        <Skeleton height="3rem" />
      ) : passkeys.length === 0 ? (
        <p className={styles.muted}>No passkeys yet.</p>
      ) : (
        <ul className={styles.list} aria-label="Your passkeys">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className={styles.item}>
              <div className={styles.itemText}>
                <span className={styles.itemName}>
                  {passkey.name} {passkey.backedUp ? <Badge>Synced</Badge> : null}
                </span>
                <span className={styles.muted}>
                  Added {dateOf(passkey.createdAt, locale)} · {passkey.lastUsedAt ? `Last used ${dateOf(passkey.lastUsedAt, locale)}` : 'Not used yet'}
                </span>
              </div>
              <Button
                variant="secondary"
                size="sm"
                busy={busy === passkey.id}
                disabled={busy !== null}
                aria-label={`Remove passkey ${passkey.name}`}
                onClick={() => void act(passkey.id, () => onRemove(passkey.id), 'Passkey removed')}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {outcome ? <Alert tone={outcome.tone}>{outcome.message}</Alert> : null}
      {!supported ? (
        <p className={styles.muted}>{passkeysUnsupportedMessage}</p>
      ) : (
        <form className={styles.form} onSubmit={(event) => void add(event)} noValidate aria-label="Add a passkey">
          <fieldset className={styles.fieldset} disabled={busy !== null || full}>
            <TextField
              label="Passkey name (optional)"
              hint="For example: Work laptop, Phone"
              maxLength={PASSKEY_NAME_MAX + 10}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
            />
            <div className={styles.actions}>
              <Button type="submit" busy={busy === 'add'}>
                Add a passkey
              </Button>
              {full ? <span className={styles.muted}>You have {MAX_PASSKEYS} passkeys: remove one to add another.</span> : null}
            </div>
          </fieldset>
        </form>
      )}
    </Card>
  );
}
