import {
  blankProject,
  entryErrors,
  limits,
  technologySuggestions,
  type ProjectEntry,
} from '@showfolio/portfolio-schema';
import { TextArea } from '../../primitives/TextArea';
import { TextField } from '../../primitives/TextField';
import { EntryEditor } from '../EntryEditor';
import { wide } from '../EntryEditor/EntryEditor.css';
import { ProjectImagesField, projectImageMessages } from '../ProjectImagesField';
import { ProjectLinksField, projectLinkErrors, projectLinkMessages } from '../ProjectLinksField';
import { useProfileWizard } from '../ProfileWizard/context';
import { TagInput } from '../TagInput';
import { FormattingHint } from './FormattingHint';
import { isWebAddress, webAddressMessage } from './webAddress';
import * as styles from './steps.css';

export { isWebAddress, webAddressMessage } from './webAddress';

export const yearMessage = 'Year must be a year like 2024';

/** Everything that keeps a project from being added, by field. */
function projectErrors(entry: ProjectEntry): Partial<Record<string, string>> {
  return {
    ...entryErrors('projects', entry),
    ...(isWebAddress(entry.githubUrl) ? {} : { githubUrl: webAddressMessage }),
    ...(isWebAddress(entry.deployedUrl) ? {} : { deployedUrl: webAddressMessage }),
    ...(/^(\d{4})?$/.test(entry.year.trim()) ? {} : { year: yearMessage }),
    ...(entry.images.every((image) => image.alt.trim()) ? {} : { images: projectImageMessages.altRequired }),
    ...(entry.links.every((link) => Object.keys(projectLinkErrors(link)).length === 0) ? {} : { links: projectLinkMessages.invalid }),
  };
}

/** A project as it is added: links left blank are dropped rather than stored empty. */
const withoutBlankLinks = (entry: ProjectEntry): ProjectEntry => ({
  ...entry,
  links: entry.links.filter((link) => link.label.trim() || link.url.trim()),
});

/** Step 4: projects (name and description required), their images, links and the technologies used. */
export function ProjectsStep() {
  const { draft, updateDraft, moveEntry, controller } = useProfileWizard();
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
          meta: [entry.year, entry.role, entry.images.length ? `${entry.images.length} image${entry.images.length > 1 ? 's' : ''}` : '', entry.techStack.join(', ')]
            .filter(Boolean)
            .join(' · '),
        })}
        validate={projectErrors}
        onChange={(list) => updateDraft({ projects: { ...draft.projects, projects: list.map(withoutBlankLinks) } })}
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
              label="Year"
              inputMode="numeric"
              placeholder="2024"
              maxLength={4}
              value={entry.year}
              error={errors.year}
              onChange={(event) => set({ year: event.target.value })}
            />
            <TextField
              label="Your role"
              placeholder="Lead designer"
              maxLength={limits.shortText}
              value={entry.role}
              onChange={(event) => set({ role: event.target.value })}
            />
            <div className={wide}>
              <ProjectImagesField
                images={entry.images}
                showAltErrors={Boolean(errors.images)}
                upload={(file) => controller.uploadProjectImage(file)}
                onChange={(images) => set({ images })}
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
              <ProjectLinksField links={entry.links} showErrors={Boolean(errors.links)} onChange={(links) => set({ links })} />
            </div>
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
