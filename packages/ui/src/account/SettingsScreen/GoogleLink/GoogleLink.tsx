import { accountMessages } from '@showfolio/portfolio-schema';
import { useState } from 'react';
import { Badge } from '../../../primitives/Badge';
import { Button } from '../../../primitives/Button';
import { failureMessage } from '../../formResolver';
import { GoogleSignInButton } from '../../GoogleSignInButton';
import * as styles from '../SettingsScreen.css';
import { googleLinkFallbackMessage, googleUnlinkFallbackMessage } from '../settingsText';
import { messageOf, type Outcome, OutcomeBanner } from '../Section/Section';
import type { SettingsProfile } from '../SettingsScreen';

/** Link a Google account (through Google's popup) or unlink it, keeping a way to sign in. */
export function GoogleLink({
  profile,
  clientId,
  onLink,
  onUnlink,
}: {
  profile: SettingsProfile;
  clientId: string;
  onLink: (credential: string) => Promise<unknown>;
  onUnlink: () => Promise<unknown>;
}) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [unlinking, setUnlinking] = useState(false);
  const link = async (credential: string) => {
    try {
      const result = await onLink(credential);
      setOutcome({ tone: 'success', message: messageOf(result) ?? accountMessages.googleLinked });
    } catch (error) {
      setOutcome({ tone: 'error', message: failureMessage(error, googleLinkFallbackMessage) });
    }
  };
  const unlink = async () => {
    setUnlinking(true);
    setOutcome(null);
    try {
      const result = await onUnlink();
      setOutcome({ tone: 'success', message: messageOf(result) ?? accountMessages.googleUnlinked });
    } catch (error) {
      setOutcome({ tone: 'error', message: failureMessage(error, googleUnlinkFallbackMessage) });
    } finally {
      setUnlinking(false);
    }
  };
  return (
    <div className={styles.form}>
      <p className={styles.status}>
        {profile.googleLinked ? <Badge tone="success">Linked</Badge> : <Badge>Not linked</Badge>}
        <span className={styles.muted}>
          {profile.googleLinked ? 'You can sign in with Google.' : 'No Google account is linked yet.'}
        </span>
      </p>
      <OutcomeBanner outcome={outcome} />
      {profile.googleLinked ? (
        profile.hasPassword === false ? (
          <p className={styles.muted}>{accountMessages.googleUnlinkNeedsPassword}.</p>
        ) : (
          <div className={styles.actions}>
            <Button variant="secondary" busy={unlinking} disabled={unlinking} onClick={() => void unlink()}>
              {unlinking ? 'Unlinking...' : 'Unlink Google'}
            </Button>
          </div>
        )
      ) : (
        <div className={styles.actions}>
          <GoogleSignInButton
            clientId={clientId}
            label="Link Google Account"
            busyLabel="Linking Google account..."
            onStart={() => setOutcome(null)}
            onCredential={link}
            onError={(error) => setOutcome({ tone: 'error', message: failureMessage(error, googleLinkFallbackMessage) })}
          />
        </div>
      )}
    </div>
  );
}
