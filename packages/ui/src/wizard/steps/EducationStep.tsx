import {
  blankEducation,
  entryErrors,
  limits,
  monthYearText,
  presentLabel,
  skillSuggestions,
  softSkillSuggestions,
  tradeForHeadline,
  tradeLabels,
  trades,
  wizardMessages,
  type Trade,
  type Education,
} from '@showfolio/portfolio-schema';
import { useState } from 'react';
import { Select } from '../../primitives/Select';
import { TextArea } from '../../primitives/TextArea';
import { TextField } from '../../primitives/TextField';
import { MonthField } from '../MonthField';
import { EntryEditor } from '../EntryEditor';
import { wide } from '../EntryEditor/EntryEditor.css';
import { useProfileWizard, useWizardGuard } from '../ProfileWizard/context';
import { TagInput } from '../TagInput';
import { FormattingHint } from './FormattingHint';
import * as styles from './steps.css';

/** An entry's dates as people read them: 'May 2018 – Present'. */
export const dateRange = (start: string, end: string) => {
  const from = monthYearText(start);
  const to = end.trim() && end.trim() !== presentLabel ? monthYearText(end) : presentLabel;
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
  // Suggestions follow the headline ("Product designer" → design tools) until the user picks a trade.
  const [chosenTrade, setChosenTrade] = useState<Trade | null>(null);
  const trade = chosenTrade ?? tradeForHeadline(draft.headline);
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
              <MonthField
                label="Start date"
                value={entry.startDate}
                error={errors.startDate}
              onChange={(startDate) => set({ startDate })}
              />
              <MonthField
                label="End date"
                ongoing
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
        <div className={styles.tradeChooser}>
          <Select
            label="Suggestions for"
            hint="Tools count as technical skills too: Figma, Excel or Notion are to you what Git is to a developer."
            options={trades.map((id) => ({ value: id, label: tradeLabels[id] }))}
            value={trade}
            onChange={(event) => setChosenTrade(event.target.value as Trade)}
          />
        </div>
        <TagInput
          label="Technical skills"
          required
          hint="At least one technical skill is required. Pick a suggestion or type your own and press Enter."
          suggestions={skillSuggestions[trade]}
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
