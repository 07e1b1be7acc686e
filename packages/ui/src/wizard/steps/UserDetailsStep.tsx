import { limits, wizardMessages, type PortfolioDraft } from '@showfolio/portfolio-schema';
import { useId, useState, type ChangeEvent } from 'react';
import { Alert } from '../../primitives/Alert';
import { Switch } from '../../primitives/Switch';
import { TextArea } from '../../primitives/TextArea';
import { TextField } from '../../primitives/TextField';
import { useProfileWizard } from '../ProfileWizard/context';
import { FormattingHint } from './FormattingHint';
import * as styles from './steps.css';

type ImportStatus = { tone: 'success'; imported: string[] } | { tone: 'error'; message: string } | null;

const filled = (value: string) => value.trim() !== '';
const pick = (imported: string, current: string) => (filled(imported) ? imported : current);

const importedLists = ['awards', 'certificates', 'publications', 'languages', 'volunteering', 'interests', 'references', 'customSections'] as const;

/** Each extra section the file fills replaces the draft's; order and hidden sections stay the user's. */
function mergeSections(current: PortfolioDraft['sections'], imported: PortfolioDraft['sections']): PortfolioDraft['sections'] {
  const merged = { ...current };
  for (const list of importedLists) if (imported[list].length > 0) Object.assign(merged, { [list]: imported[list] });
  return merged;
}

/**
 * Puts an imported resume into the draft: what the file has replaces what is there, what it
 * lacks is kept, and record ids stay so later saves update instead of duplicating.
 */
export function mergeImportedDraft(current: PortfolioDraft, imported: PortfolioDraft): Partial<PortfolioDraft> {
  return {
    userDetails: {
      firstName: pick(imported.userDetails.firstName, current.userDetails.firstName),
      lastName: pick(imported.userDetails.lastName, current.userDetails.lastName),
      username: pick(imported.userDetails.username, current.userDetails.username),
      email: pick(imported.userDetails.email, current.userDetails.email),
    },
    bio: pick(imported.bio, current.bio),
    headline: pick(imported.headline, current.headline),
    location: pick(imported.location, current.location),
    links: imported.links.length > 0 ? imported.links : current.links,
    sections: mergeSections(current.sections, imported.sections),
    documents: {
      profilePictureUrl: pick(imported.documents.profilePictureUrl, current.documents.profilePictureUrl),
      resumeUrl: pick(imported.documents.resumeUrl, current.documents.resumeUrl),
    },
    education: imported.education.length > 0 ? imported.education : current.education,
    skills: {
      id: current.skills.id,
      tech: imported.skills.tech.length > 0 ? imported.skills.tech : current.skills.tech,
      soft: imported.skills.soft.length > 0 ? imported.skills.soft : current.skills.soft,
    },
    projects: {
      id: current.projects.id,
      projects: imported.projects.projects.length > 0 ? imported.projects.projects : current.projects.projects,
    },
    experiences: {
      id: current.experiences.id,
      experiences:
        imported.experiences.experiences.length > 0 ? imported.experiences.experiences : current.experiences.experiences,
    },
    socialLinks: {
      linkedin: pick(imported.socialLinks.linkedin, current.socialLinks.linkedin),
      github: pick(imported.socialLinks.github, current.socialLinks.github),
      twitter: pick(imported.socialLinks.twitter, current.socialLinks.twitter),
      instagram: pick(imported.socialLinks.instagram, current.socialLinks.instagram),
      facebook: pick(imported.socialLinks.facebook, current.socialLinks.facebook),
    },
  };
}

/** Step 1: name, username, e-mail and bio, plus an import from a JSON Resume file. */
export function UserDetailsStep() {
  const { draft, updateDraft } = useProfileWizard();
  const [touched, setTouched] = useState<{ firstName?: boolean; email?: boolean }>({});
  const [importStatus, setImportStatus] = useState<ImportStatus>(null);
  const importId = useId();
  const importHintId = useId();
  const contactHeadingId = useId();
  const details = draft.userDetails;
  const setDetail = (key: keyof PortfolioDraft['userDetails'], value: string) =>
    updateDraft({ userDetails: { ...details, [key]: value } });

  const onImport = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    let text: string;
    try {
      text = await file.text();
    } catch {
      setImportStatus({ tone: 'error', message: 'This file could not be read. Please try another file.' });
      return;
    }
    // The importer (JSON Resume's schema and mapping) loads when a file is picked, not with step 1.
    const importer = await import('@showfolio/portfolio-schema/json-resume').catch(() => null);
    if (!importer) {
      setImportStatus({ tone: 'error', message: 'The importer could not be loaded. Check your connection and try again.' });
      return;
    }
    const result = importer.fromJsonResume(text);
    if (!result.ok) {
      setImportStatus({ tone: 'error', message: result.message });
      return;
    }
    updateDraft(mergeImportedDraft(draft, result.draft));
    setImportStatus({ tone: 'success', imported: result.imported });
  };

  return (
    <div className={styles.stack}>
      <div className={styles.grid}>
        <TextField
          label="First name"
          required
          autoComplete="given-name"
          value={details.firstName}
          maxLength={limits.name}
          error={touched.firstName && !filled(details.firstName) ? wizardMessages.firstNameRequired : undefined}
          onChange={(event) => setDetail('firstName', event.target.value)}
          onBlur={() => setTouched((current) => ({ ...current, firstName: true }))}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          value={details.lastName}
          maxLength={limits.name}
          onChange={(event) => setDetail('lastName', event.target.value)}
        />
        <TextField
          label="Username"
          autoComplete="username"
          value={details.username}
          maxLength={limits.username}
          onChange={(event) => setDetail('username', event.target.value)}
        />
        <TextField
          label="Email"
          type="email"
          required
          autoComplete="email"
          hint="Shown on your published portfolio unless you turn it off below; it can differ from the e-mail you sign in with."
          value={details.email}
          maxLength={limits.email}
          error={touched.email && !filled(details.email) ? wizardMessages.emailRequired : undefined}
          onChange={(event) => setDetail('email', event.target.value)}
          onBlur={() => setTouched((current) => ({ ...current, email: true }))}
        />
        <TextField
          label="Headline"
          autoComplete="organization-title"
          placeholder="Product designer at Ada Studio"
          hint="What you do, in a few words: shown under your name."
          value={draft.headline}
          maxLength={limits.shortText}
          onChange={(event) => updateDraft({ headline: event.target.value })}
        />
        <TextField
          label="Location"
          autoComplete="address-level2"
          placeholder="Lisbon, Portugal"
          value={draft.location}
          maxLength={limits.shortText}
          onChange={(event) => updateDraft({ location: event.target.value })}
        />
        <div className={styles.wide}>
          <TextArea
            label="Bio"
            rows={5}
            counter
            maxLength={limits.bio}
            hint={
              <>
                <span>150 to 300 characters are recommended.</span> <FormattingHint />
              </>
            }
            value={draft.bio}
            onChange={(event) => updateDraft({ bio: event.target.value })}
          />
        </div>
      </div>
      <section className={styles.box} aria-labelledby={contactHeadingId}>
        <h3 id={contactHeadingId} className={styles.sectionTitle}>
          Contact details on your page
        </h3>
        <Switch
          label="Show my e-mail on my page"
          hint="Off: visitors do not see your e-mail address; we still need it for your account."
          checked={draft.showEmail}
          onChange={(event) => updateDraft({ showEmail: event.target.checked })}
        />
        <Switch
          label="Show my phone number on my page"
          hint="The number in your account settings, if you gave one."
          checked={draft.showPhone}
          onChange={(event) => updateDraft({ showPhone: event.target.checked })}
        />
      </section>
      <div className={styles.box}>
        <h3 className={styles.sectionTitle}>Import from JSON Resume</h3>
        <p id={importHintId} className={styles.subtle}>
          Already keep a resume.json? Import it to fill in every step, then review each step before saving.
        </p>
        <label htmlFor={importId} className={styles.fileLabel}>
          Import resume.json
        </label>
        <input
          id={importId}
          type="file"
          accept="application/json,.json"
          className={styles.fileInput}
          aria-describedby={importHintId}
          onChange={(event) => void onImport(event)}
        />
        {importStatus?.tone === 'error' ? <Alert tone="error">{importStatus.message}</Alert> : null}
        {importStatus?.tone === 'success' ? (
          <Alert tone="success" title="Resume imported">
            <p>Imported: {importStatus.imported.join(', ')}.</p>
            <p>Review every step before saving; nothing is stored until you press Next.</p>
          </Alert>
        ) : null}
      </div>
    </div>
  );
}
