import {
  blankEducation,
  entryErrors,
  limits,
  presentLabel,
  softSkillSuggestions,
  technicalSkillSuggestions,
  wizardMessages,
  type Education,
} from '@showfolio/portfolio-schema';
import { useState } from 'react';
import { TextArea } from '../../primitives/TextArea';
import { TextField } from '../../primitives/TextField';
import { DatePicker } from '../DatePicker';
import { EntryEditor } from '../EntryEditor';
import { wide } from '../EntryEditor/EntryEditor.css';
import { useProfileWizard, useWizardGuard } from '../ProfileWizard/context';
import { TagInput } from '../TagInput';
import { FormattingHint } from './FormattingHint';
import * as styles from './steps.css';

export const dateRange = (start: string, end: string) => {
  const from = start.trim();
  const to = end.trim() && end.trim() !== presentLabel ? end.trim() : presentLabel;
  return from ? `${from} – ${to}` : to === presentLabel ? '' : `Until ${to}`;
};

/** Step 3: education entries (degree and institution required) and technical and soft skills. */
export function EducationStep() {
  const { draft, updateDraft, moveEntry } = useProfileWizard();
  // After a Next that found no technical skill, the field itself says so, not only the step alert.
  const [triedNext, setTriedNext] = useState(false);
  useWizardGuard(() => {
    setTriedNext(true);
    return true;
  });
  const techError = triedNext && draft.skills.tech.length === 0 ? wizardMessages.technicalSkillRequired : undefined;
  return (
    <div className={styles.stack}>
      <section className={styles.stack} aria-label="Education">
        <h3 className={styles.sectionTitle}>Education</h3>
        <EntryEditor<Education>
          noun="education"
          formList="education"
          listLabel="Your education"
          entries={draft.education}
          blank={blankEducation}
          summary={(entry) => ({
            title: entry.degree,
            subtitle: entry.institution,
            meta: dateRange(entry.startDate, entry.endDate),
          })}
          validate={(entry) => entryErrors('education', entry)}
          onChange={(education) => updateDraft({ education })}
          onMove={(from, to) => moveEntry('education', from, to)}
          renderFields={(entry, set, errors) => (
            <>
              <TextField
                label="Degree"
                required
                maxLength={limits.shortText}
                value={entry.degree}
                error={errors.degree}
                onChange={(event) => set({ degree: event.target.value })}
              />
              <TextField
                label="Institution"
                required
                maxLength={limits.shortText}
                value={entry.institution}
                error={errors.institution}
                onChange={(event) => set({ institution: event.target.value })}
              />
              <DatePicker
                label="Start date"
                value={entry.startDate}
                error={errors.startDate}
              onChange={(startDate) => set({ startDate })}
              />
              <DatePicker
                label="End date"
                hint="Leave empty if you are still studying here."
                value={entry.endDate === presentLabel ? '' : entry.endDate}
                min={entry.startDate || undefined}
                error={errors.endDate}
              onChange={(endDate) => set({ endDate })}
              />
              <div className={wide}>
                <TextArea
                  label="Description"
                  rows={3}
                  maxLength={limits.description}
                  hint={<FormattingHint />}
                  value={entry.description}
                  onChange={(event) => set({ description: event.target.value })}
                />
              </div>
            </>
          )}
        />
      </section>
      <section className={styles.stack} aria-label="Skills">
        <h3 className={styles.sectionTitle}>Skills</h3>
        <TagInput
          label="Technical skills"
          required
          hint="At least one technical skill is required. Pick a suggestion or type your own and press Enter."
          suggestions={technicalSkillSuggestions}
          value={draft.skills.tech}
          error={techError}
          onChange={(tech) => updateDraft({ skills: { ...draft.skills, tech } })}
          onMove={(from, to) => moveEntry('techSkills', from, to)}
        />
        <TagInput
          label="Soft skills"
          suggestions={softSkillSuggestions}
          value={draft.skills.soft}
          onChange={(soft) => updateDraft({ skills: { ...draft.skills, soft } })}
          onMove={(from, to) => moveEntry('softSkills', from, to)}
        />
      </section>
    </div>
  );
}
