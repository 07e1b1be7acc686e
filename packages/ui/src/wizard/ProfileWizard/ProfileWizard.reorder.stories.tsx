import { sampleDraft } from '@showfolio/portfolio-schema/samples';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MemoryNavigationProvider } from '../../primitives/Navigation';
import { ToastProvider } from '../../primitives/Toast';
import { createMemoryWizardController, type MemoryWizardController } from '../controller';
import { ProfileWizard, loadWizardSteps } from './ProfileWizard';

/** The controller of the story on screen, for the play functions to read what was saved. */
let current: MemoryWizardController | undefined;

/** The wizard in edit mode on the sample portfolio (the pretend server holds the same). */
function ReorderWizard({ defaultStep }: { defaultStep: number }) {
  const [controller] = useState(() => (current = createMemoryWizardController(sampleDraft, { mode: 'edit' })));
  return (
    <MemoryNavigationProvider initialPath="/profile">
      <ToastProvider>
        <ProfileWizard controller={controller} defaultStep={defaultStep} random={() => 0} />
      </ToastProvider>
    </MemoryNavigationProvider>
  );
}

const meta = {
  title: 'Wizard/ProfileWizard/Reorder',
  component: ReorderWizard,
  // Toasts are caught at a different point of their life in each run; the plays check the text.
  parameters: { layout: 'padded', visual: { disable: true } },
  args: { defaultStep: 4 },
  // Steps after the first load on demand; the stories open at a step with its form already here.
  loaders: [async () => ({ steps: await loadWizardSteps() })],
} satisfies Meta<typeof ReorderWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

const announced = (canvas: HTMLElement, text: string) => within(canvas.ownerDocument.body).findByText(text);

/** Picks up `label`'s handle at `from` (1-based) of `count`, presses `key` once and drops it at `to`. */
async function moveByKeyboard(canvas: HTMLElement, label: string, key: string, [from, to, count]: [number, number, number]) {
  const handle = within(canvas).getByRole('button', { name: `Reorder ${label}` });
  handle.focus();
  await userEvent.keyboard('[Space]');
  await announced(canvas, `Picked up ${label}. Position ${from} of ${count}.`);
  await userEvent.keyboard(`{${key}}`);
  await announced(canvas, `${label} moved to position ${to} of ${count}.`);
  await userEvent.keyboard('[Space]');
  await announced(canvas, `${label} dropped at position ${to} of ${count}.`);
}

/** Projects reordered by keyboard: the step counts as changed, so Next saves it instead of "No changes detected". */
export const ReorderedProjectsSaveOnNext: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await moveByKeyboard(canvasElement, 'Trailhead', 'ArrowDown', [1, 2, 4]);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: /Experience/ })).toBeInTheDocument();
    await expect(current?.calls).toEqual(['saveProjects']);
    await expect(current?.getState().draft.projects.projects.map((entry) => entry.projectName)).toEqual([
      'Ledgerly',
      'Trailhead',
      'A11y Lens',
      'Chai Bot',
    ]);
    await expect(within(canvasElement.ownerDocument.body).queryByText('No changes detected in projects')).toBeNull();
  },
};

/** A technical skill and an education entry reordered on step 3: Next saves both parts. */
export const ReorderedSkillsAndEducationSaveOnNext: Story = {
  args: { defaultStep: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [firstSkill, secondSkill] = sampleDraft.skills.tech;
    await moveByKeyboard(canvasElement, firstSkill!, 'ArrowRight', [1, 2, sampleDraft.skills.tech.length]);
    await waitFor(() => expect(current?.getState().draft.skills.tech.slice(0, 2)).toEqual([secondSkill, firstSkill]));
    const [firstDegree, secondDegree] = sampleDraft.education.map((entry) => entry.degree);
    await moveByKeyboard(canvasElement, secondDegree!, 'ArrowUp', [2, 1, sampleDraft.education.length]);
    await waitFor(() => expect(current?.getState().draft.education[0]?.degree).toBe(secondDegree));
    await expect(current?.getState().draft.education[1]?.degree).toBe(firstDegree);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: /Projects/ })).toBeInTheDocument();
    await expect(current?.calls).toEqual(['saveEducation', 'saveSkills']);
  },
};
