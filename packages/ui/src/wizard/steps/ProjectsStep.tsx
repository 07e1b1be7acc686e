import {
  blankProject,
  entryErrors,
  isSafeUrl,
  limits,
  technologySuggestions,
  type ProjectEntry,
} from '@showfolio/portfolio-schema';
import { TextArea } from '../../primitives/TextArea';
import { TextField } from '../../primitives/TextField';
import { EntryEditor } from '../EntryEditor';
import { wide } from '../EntryEditor/EntryEditor.css';
import { useProfileWizard } from '../ProfileWizard/context';
import { TagInput } from '../TagInput';
import { FormattingHint } from './FormattingHint';
import * as styles from './steps.css';

export const webAddressMessage = 'Enter a full web address, e.g. https://example.com';
export const isWebAddress = (value: string) => value.trim() === '' || (isSafeUrl(value.trim()) && /^https?:\/\//i.test(value.trim()));

/** Step 4: projects (name and description required), links and the technologies used. */
export function ProjectsStep() {
  const { draft, updateDraft, moveEntry } = useProfileWizard();
  const projects = draft.projects.projects;
  return (
    <div className={styles.stack}>
      <p className={styles.intro}>Show what you have built. Projects are optional; add as many as you like.</p>
      <EntryEditor<ProjectEntry>
        noun="project"
        formList="projects"
        listLabel="Your projects"
        entries={projects}
        blank={blankProject}
        summary={(entry) => ({
          title: entry.projectName,
          subtitle: entry.description,
          meta: entry.techStack.join(', '),
        })}
        validate={(entry) => ({
          ...entryErrors('projects', entry),
          ...(isWebAddress(entry.githubUrl) ? {} : { githubUrl: webAddressMessage }),
          ...(isWebAddress(entry.deployedUrl) ? {} : { deployedUrl: webAddressMessage }),
        })}
        onChange={(list) => updateDraft({ projects: { ...draft.projects, projects: list } })}
        onMove={(from, to) => moveEntry('projects', from, to)}
        renderFields={(entry, set, errors) => (
          <>
            <div className={wide}>
              <TextField
                label="Project name"
                required
                maxLength={limits.shortText}
                value={entry.projectName}
                error={errors.projectName}
                onChange={(event) => set({ projectName: event.target.value })}
              />
            </div>
            <div className={wide}>
              <TextArea
                label="Description"
                required
                rows={3}
                maxLength={limits.description}
                hint={<FormattingHint />}
                value={entry.description}
                error={errors.description}
                onChange={(event) => set({ description: event.target.value })}
              />
            </div>
            <TextField
              label="GitHub URL"
              type="url"
              inputMode="url"
              placeholder="https://github.com/you/project"
              value={entry.githubUrl}
              error={errors.githubUrl}
              onChange={(event) => set({ githubUrl: event.target.value })}
            />
            <TextField
              label="Live URL"
              type="url"
              inputMode="url"
              placeholder="https://project.example.com"
              value={entry.deployedUrl}
              error={errors.deployedUrl}
              onChange={(event) => set({ deployedUrl: event.target.value })}
            />
            <div className={wide}>
              <TagInput
                label="Tech stack"
                suggestions={technologySuggestions}
                value={entry.techStack}
                onChange={(techStack) => set({ techStack })}
              />
            </div>
          </>
        )}
      />
    </div>
  );
}
