import { blankProject, emptyPortfolioDraft, type PortfolioDraft, type ProjectEntry } from '@showfolio/portfolio-schema';
import { sampleDraft } from '@showfolio/portfolio-schema/samples';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TextField } from '../../primitives/TextField';
import { createMemoryWizardController, type MemoryWizardController } from '../controller';
import { ProfileWizard, useProfileWizard } from '../ProfileWizard';
import { EntryEditor } from './EntryEditor';

const projects = sampleDraft.projects.projects.slice(0, 3);
const draft: PortfolioDraft = { ...emptyPortfolioDraft(), projects: { id: 'projects-1', projects } };

/** The projects list as the wizard's step shows it, reading and moving the draft through the wizard. */
function ProjectsEditor() {
  const { draft: current, updateDraft, moveEntry } = useProfileWizard();
  return (
    <EntryEditor<ProjectEntry>
      noun="project"
      formList="projects"
      listLabel="Your projects"
      entries={current.projects.projects}
      blank={blankProject}
      summary={(entry) => ({ title: entry.projectName, subtitle: entry.description, meta: entry.techStack.join(', ') })}
      validate={(entry) => (entry.projectName.trim() ? {} : { projectName: 'Project name is required' })}
      onChange={(list) => updateDraft({ projects: { ...current.projects, projects: list } })}
      onMove={(from, to) => moveEntry('projects', from, to)}
      renderFields={(entry, set, errors) => (
        <TextField
          label="Project name"
          required
          value={entry.projectName}
          error={errors.projectName}
          onChange={(event) => set({ projectName: event.target.value })}
        />
      )}
    />
  );
}

/** Each story gets its own in-memory controller; the last one is kept for the play functions. */
let lastController: MemoryWizardController | undefined;
function Fresh({ start = draft }: { start?: PortfolioDraft }) {
  const [controller] = useState(() => (lastController = createMemoryWizardController(start, { mode: 'edit' })));
  return (
    <div style={{ maxWidth: 640 }}>
      <ProfileWizard controller={controller}>
        <ProjectsEditor />
      </ProfileWizard>
    </div>
  );
}

const meta = {
  title: 'Wizard/EntryEditor',
  component: Fresh,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Fresh>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The names of the listed entries, top to bottom. */
const listed = (canvas: HTMLElement) =>
  within(within(canvas).getByRole('list', { name: 'Your projects' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);
/** dnd-kit's live region sits at the end of the page, outside the story's root. */
const announced = (canvas: HTMLElement, text: string) => within(canvas.ownerDocument.body).findByText(text);

/** At rest: every entry has a "Reorder …" handle in front of its summary. */
export const ReorderAtRest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const project of projects)
      await expect(canvas.getByRole('button', { name: `Reorder ${project.projectName}` })).toBeVisible();
    await expect(listed(canvasElement)).toEqual(['Trailhead', 'Ledgerly', 'A11y Lens']);
  },
};

/** Picked up by keyboard: Space lifts the entry, ArrowDown moves it; nothing is stored until the drop. */
export const ReorderPickedUp: Story = {
  play: async ({ canvasElement }) => {
    const handle = within(canvasElement).getByRole('button', { name: 'Reorder Trailhead' });
    handle.focus();
    await userEvent.keyboard('[Space]');
    await announced(canvasElement, 'Picked up Trailhead. Position 1 of 3.');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await expect(handle.closest('li')).toHaveAttribute('data-state', 'dragging');
    await userEvent.keyboard('{ArrowDown}');
    await announced(canvasElement, 'Trailhead moved to position 2 of 3.');
    await expect(lastController?.getState().draft.projects.projects.map((entry) => entry.projectName)).toEqual([
      'Trailhead',
      'Ledgerly',
      'A11y Lens',
    ]);
  },
};

/** After a drop: Space, ArrowDown, Space moves the first entry to second place in the list and the draft. */
export const ReorderDropped: Story = {
  play: async ({ canvasElement }) => {
    const handle = within(canvasElement).getByRole('button', { name: 'Reorder Trailhead' });
    handle.focus();
    await userEvent.keyboard('[Space]');
    await announced(canvasElement, 'Picked up Trailhead. Position 1 of 3.');
    await userEvent.keyboard('{ArrowDown}');
    await announced(canvasElement, 'Trailhead moved to position 2 of 3.');
    await userEvent.keyboard('[Space]');
    await announced(canvasElement, 'Trailhead dropped at position 2 of 3.');
    await waitFor(() => expect(listed(canvasElement)).toEqual(['Ledgerly', 'Trailhead', 'A11y Lens']));
    await expect(lastController?.getState().draft.projects.projects.map((entry) => entry.projectName)).toEqual([
      'Ledgerly',
      'Trailhead',
      'A11y Lens',
    ]);
    await expect(within(canvasElement).getByRole('button', { name: 'Reorder Trailhead' })).toHaveFocus();
  },
};

/** Escape while an entry is picked up puts it back where it was. */
export const ReorderCancelled: Story = {
  play: async ({ canvasElement }) => {
    const handle = within(canvasElement).getByRole('button', { name: 'Reorder Ledgerly' });
    handle.focus();
    await userEvent.keyboard('[Space]');
    await announced(canvasElement, 'Picked up Ledgerly. Position 2 of 3.');
    await userEvent.keyboard('{ArrowUp}');
    await announced(canvasElement, 'Ledgerly moved to position 1 of 3.');
    await userEvent.keyboard('{Escape}');
    await announced(canvasElement, 'Reordering cancelled. Ledgerly is back at position 2 of 3.');
    await expect(listed(canvasElement)).toEqual(['Trailhead', 'Ledgerly', 'A11y Lens']);
    await expect(lastController?.getState().draft.projects.projects[1]?.projectName).toBe('Ledgerly');
  },
};

/** The entry being edited stays the one in the form when it moves. */
export const ReorderWhileEditing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Trailhead' }));
    const handle = canvas.getByRole('button', { name: 'Reorder Trailhead' });
    handle.focus();
    await userEvent.keyboard('[Space]');
    await announced(canvasElement, 'Picked up Trailhead. Position 1 of 3.');
    await userEvent.keyboard('{ArrowDown}');
    await announced(canvasElement, 'Trailhead moved to position 2 of 3.');
    await userEvent.keyboard('{ArrowDown}');
    await announced(canvasElement, 'Trailhead moved to position 3 of 3.');
    await userEvent.keyboard('[Space]');
    await announced(canvasElement, 'Trailhead dropped at position 3 of 3.');
    const name = canvas.getByRole('textbox', { name: /Project name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Trailhead 2');
    await userEvent.click(canvas.getByRole('button', { name: 'Update project' }));
    await waitFor(() => expect(listed(canvasElement)).toEqual(['Ledgerly', 'A11y Lens', 'Trailhead 2']));
  },
};


/** What is typed into the form lives in the draft before it is added (so a reload keeps it), and leaves it once added. */
export const TypedEntryKeptInDraft: Story = {
  // Checked by its play: the end state looks like Reorder At Rest with one more entry.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Project name/ }), 'Difference Engine');
    await expect(lastController?.getState().draft.entryForms.projects).toEqual({
      entry: { ...blankProject(), projectName: 'Difference Engine' },
      editing: null,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Add project' }));
    await waitFor(() => expect(listed(canvasElement)).toEqual(['Trailhead', 'Ledgerly', 'A11y Lens', 'Difference Engine']));
    await expect(lastController?.getState().draft.entryForms.projects).toBeUndefined();
    await expect(canvas.getByRole('textbox', { name: /Project name/ })).toHaveValue('');
  },
};

/** A new entry typed before a reload is back in the form. */
export const TypedEntryRestored: Story = {
  parameters: { visual: { disable: true } },
  args: { start: { ...draft, entryForms: { projects: { entry: { projectName: 'Difference Engine' }, editing: null } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Add project' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Project name/ })).toHaveValue('Difference Engine');
    await expect(listed(canvasElement)).toEqual(['Trailhead', 'Ledgerly', 'A11y Lens']);
  },
};

/** An edit in progress before a reload is back, on the entry it was editing. */
export const EditRestored: Story = {
  parameters: { visual: { disable: true } },
  args: {
    start: {
      ...draft,
      entryForms: { projects: { entry: { ...projects[1], projectName: 'Ledgerly 2' }, editing: 1 } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Edit project' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Project name/ })).toHaveValue('Ledgerly 2');
    await expect(canvas.getByRole('button', { name: 'Edit Ledgerly' }).closest('li')).toHaveAttribute('data-state', 'editing');
    await userEvent.click(canvas.getByRole('button', { name: 'Update project' }));
    await waitFor(() => expect(listed(canvasElement)).toEqual(['Trailhead', 'Ledgerly 2', 'A11y Lens']));
  },
};
