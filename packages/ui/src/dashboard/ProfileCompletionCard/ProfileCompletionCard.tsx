import {
  appPaths,
  profileCompleteMessage,
  profileCompletion,
  type KnownAccountDetails,
  type PortfolioDraft,
} from '@showfolio/portfolio-schema';
import { useId } from 'react';
import { ButtonLink } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { ProgressBar } from '../../primitives/ProgressBar';
import * as styles from './ProfileCompletionCard.css';

export interface ProfileCompletionCardProps {
  draft: PortfolioDraft;
  /** The signed-in account's name and e-mail, counted where the draft has none yet. */
  account?: KnownAccountDetails;
}

/** The nine-section completion meter with what is missing and a way to finish. */
export function ProfileCompletionCard({ draft, account }: ProfileCompletionCardProps) {
  const headingId = useId();
  const { percent, missing } = profileCompletion(draft, account);
  const complete = percent === 100;
  return (
    <div data-tour="profile-completion" data-state={complete ? 'complete' : 'incomplete'}>
      <Card as="section" aria-labelledby={headingId} elevation="raised">
        <div className={styles.stack}>
          <h2 id={headingId} className={styles.heading}>
            Profile Completion
          </h2>
          <ProgressBar label={`Your profile is ${percent}% complete`} value={percent} tone={complete ? 'success' : 'accent'} />
          {complete ? (
            <p className={styles.complete}>{profileCompleteMessage}</p>
          ) : (
            <>
              <h3 className={styles.subheading}>Missing sections</h3>
              <ul className={styles.missing}>
                {missing.map(({ key, label }) => (
                  <li key={key} className={styles.missingItem}>
                    {label}
                  </li>
                ))}
              </ul>
              <div>
                <ButtonLink href={appPaths.profile}>Finish Profile</ButtonLink>
              </div>
            </>
          )}
        </div>
      </Card>
    </div>
  );
}
