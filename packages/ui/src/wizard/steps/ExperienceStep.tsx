import {
  blankExperience,
  entryErrors,
  limits,
  technologySuggestions,
  type ExperienceEntry,
} from '@showfolio/portfolio-schema';
import { TextArea } from '../../primitives/TextArea';
import { TextField } from '../../primitives/TextField';
import { MonthField } from '../MonthField';
import { EntryEditor } from '../EntryEditor';
import { wide } from '../EntryEditor/EntryEditor.css';
import { useProfileWizard } from '../ProfileWizard/context';
import { TagInput } from '../TagInput';
import { dateRange } from './EducationStep';
import { FormattingHint } from './FormattingHint';
import * as styles from './steps.css';

/** Step 5: work experience; company and role required, an empty end date means a current position. */
export function ExperienceStep() {
  const { draft, updateDraft, moveEntry } = useProfileWizard();
  const experiences = draft.experiences.experiences;
  return (
    <div className={styles.stack}>
      <p className={styles.intro}>Add the roles you have held. Experience is optional.</p>
      <EntryEditor<ExperienceEntry>
        noun="experience"
        formList="experiences"
        listLabel="Your experience"
        entries={experiences}
        blank={blankExperience}
        summary={(entry) => ({
          title: entry.jobRole ? `${entry.jobRole} at ${entry.companyName}` : entry.companyName,
          subtitle: entry.technologyUsed.join(', '),
          meta: dateRange(entry.startDate, entry.endDate),
        })}
        validate={(entry) => entryErrors('experiences', entry)}
        onChange={(list) => updateDraft({ experiences: { ...draft.experiences, experiences: list } })}
        onMove={(from, to) => moveEntry('experiences', from, to)}
        renderFields={(entry, set, errors) => (
          <>
            <TextField
              label="Company Name"
              required
              maxLength={limits.shortText}
              value={entry.companyName}
              error={errors.companyName}
              onChange={(event) => set({ companyName: event.target.value })}
            />
            <TextField
              label="Your Role"
              required
              maxLength={limits.shortText}
              value={entry.jobRole}
              error={errors.jobRole}
              onChange={(event) => set({ jobRole: event.target.value })}
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
              hint="Leave empty if this is your current position."
              value={entry.endDate}
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
            <div className={wide}>
              <TagInput
                label="Technologies used"
                suggestions={technologySuggestions}
                value={entry.technologyUsed}
                onChange={(technologyUsed) => set({ technologyUsed })}
              />
            </div>
          </>
        )}
      />
    </div>
  );
}
