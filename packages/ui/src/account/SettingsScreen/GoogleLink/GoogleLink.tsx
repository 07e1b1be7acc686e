import { accountMessages } from '@showfolio/portfolio-schema';
import { Badge } from '../../../primitives/Badge';
import { useAsyncAction } from '../../../hooks/useAsyncAction/useAsyncAction';
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
  const linking = useAsyncAction(onLink, {
    success: (result) => messageOf(result) ?? accountMessages.googleLinked,
    failure: (error) => failureMessage(error, googleLinkFallbackMessage),
  });
  const unlinking = useAsyncAction(onUnlink, {
    success: (result) => messageOf(result) ?? accountMessages.googleUnlinked,
    failure: (error) => failureMessage(error, googleUnlinkFallbackMessage),
  });
  // One banner for both: the last of the two actions to say something.
  const outcome = unlinking.outcome ?? linking.outcome;
  const setOutcome = (next: Outcome) => {
    unlinking.setOutcome(null);
    linking.setOutcome(next);
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
            <Button variant="secondary" busy={unlinking.busy} disabled={unlinking.busy} onClick={() => {
                linking.setOutcome(null);
                void unlinking.run();
              }}>
              {unlinking.busy ? 'Unlinking...' : 'Unlink Google'}
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
            onCredential={linking.run}
            onError={(error) => setOutcome({ tone: 'error', message: failureMessage(error, googleLinkFallbackMessage) })}
          />
        </div>
      )}
    </div>
  );
}
