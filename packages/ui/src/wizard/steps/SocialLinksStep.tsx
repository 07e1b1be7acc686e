import {
  limits,
  normalizeSocialLink,
  socialPlatformBaseUrls,
  socialPlatformLabels,
  socialPlatforms,
} from '@showfolio/portfolio-schema';
import { useEffect } from 'react';
import { TextField } from '../../primitives/TextField';
import { LinkListField } from '../LinkListField';
import { useProfileWizard } from '../ProfileWizard/context';
import { preloadFormattedText } from './formattedText';
import * as styles from './steps.css';

/** Step 6: five optional profiles, each a full link or a bare username, then any other links. */
export function SocialLinksStep() {
  const { draft, updateDraft } = useProfileWizard();
  // Step 7 shows the bio formatted; its renderer loads now, while this step is filled in.
  useEffect(() => void preloadFormattedText().catch(() => undefined), []);
  return (
    <div className={styles.stack}>
      <p className={styles.intro}>Paste a full profile link or just your username. Empty fields are left out.</p>
      <div className={styles.grid}>
        {socialPlatforms.map((platform) => {
          const value = draft.socialLinks[platform];
          const normalized = normalizeSocialLink(platform, value);
          return (
            <TextField
              key={platform}
              label={socialPlatformLabels[platform]}
              inputMode="url"
              autoComplete="off"
              maxLength={limits.url}
              placeholder={`${socialPlatformBaseUrls[platform]}username`}
              value={value}
              hint={value.trim() ? (normalized ? `Saved as ${normalized}` : 'No username found in this link') : undefined}
              onChange={(event) => updateDraft({ socialLinks: { ...draft.socialLinks, [platform]: event.target.value } })}
            />
          );
        })}
      </div>
      <LinkListField links={draft.links} onChange={(links) => updateDraft({ links })} />
    </div>
  );
}
