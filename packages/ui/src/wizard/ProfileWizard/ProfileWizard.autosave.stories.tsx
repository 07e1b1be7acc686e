import { wizardMessages } from '@showfolio/portfolio-schema';
import { sampleDraft } from '@showfolio/portfolio-schema/samples';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { MemoryNavigationProvider } from '../../primitives/Navigation';
import { ToastProvider } from '../../primitives/Toast';
import { createMemoryWizardController, type MemoryWizardController } from '../controller';
import { ProfileWizard } from './ProfileWizard';

/**
 * The autosave's states (issue 34), each reached the way a user reaches it: by typing in the bio
 * while the pretend server answers as a real one would (slowly, not at all, with a refusal, or
 * with another tab's newer copy).
 */
type ServerBehaviour = (controller: MemoryWizardController) => void;

const withStatus = (status: number, message?: string) =>
  Object.assign(new Error(`API request failed: ${status}`), { status, ...(message ? { body: { message } } : {}) });

/** The server holds every save of step 1 open: the wizard stays at "Saving…". */
const holdsSaves: ServerBehaviour = (controller) => {
  controller.saveUserDetails = () => new Promise(() => undefined);
};
/** No answer at all, as with the connection gone. */
const unreachable: ServerBehaviour = (controller) => {
  controller.saveUserDetails = () => Promise.reject(Object.assign(new Error('Could not reach the server.'), { code: 'network' }));
};
/** A 503 on every try: the wizard keeps retrying with backoff. */
const failing: ServerBehaviour = (controller) => {
  controller.saveUserDetails = () => Promise.reject(withStatus(503));
};
const refusing: ServerBehaviour = (controller) => {
  controller.failNext('saveUserDetails', withStatus(400, 'Bio must be at most 2000 characters'));
};
/** Another tab saved the bio first: the save is refused with 412. */
const changedElsewhere: ServerBehaviour = (controller) => {
  controller.setServerCopy({ ...sampleDraft, bio: 'Written in the other tab.' });
  controller.failNext('saveUserDetails', withStatus(412));
};

function AutosaveWizard({ server }: { server?: ServerBehaviour }) {
  const [controller] = useState(() => {
    const created = createMemoryWizardController(sampleDraft, { mode: 'edit' });
    server?.(created);
    return created;
  });
  return (
    <MemoryNavigationProvider initialPath="/profile">
      <ToastProvider>
        <ProfileWizard controller={controller} autosaveDelayMs={200} random={() => 0} />
      </ToastProvider>
    </MemoryNavigationProvider>
  );
}

const meta = {
  title: 'Wizard/ProfileWizard/Autosave',
  component: AutosaveWizard,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AutosaveWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

const typeInBio = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /Bio/ }), ' More.');
  return canvas;
};
const statusLine = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[aria-live][data-state]')!;

/** A save on its way (held open here): the status line says "Saving…" and is busy. */
export const Saving: Story = {
  args: { server: holdsSaves },
  play: async ({ canvasElement }) => {
    const canvas = await typeInBio(canvasElement);
    await expect(await canvas.findByText(wizardMessages.autosaveSaving)).toBeVisible();
    await expect(statusLine(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};

/** About a second after typing stops the change is stored: "Saved". */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await typeInBio(canvasElement);
    await expect(await canvas.findByText(wizardMessages.autosaveSaved)).toBeVisible();
    await expect(statusLine(canvasElement)).not.toHaveAttribute('aria-busy');
  },
};

/** The connection is gone: said in the header and beside the step's buttons, kept in view. */
export const Offline: Story = {
  args: { server: unreachable },
  play: async ({ canvasElement }) => {
    const canvas = await typeInBio(canvasElement);
    await expect(await canvas.findByText(wizardMessages.autosaveOffline)).toBeVisible();
    await expect(canvas.getByText(wizardMessages.autosaveOfflineNote)).toBeVisible();
  },
};

/** The server failed: the spec's failure message, and the wizard tries again with backoff. */
export const Retrying: Story = {
  args: { server: failing },
  play: async ({ canvasElement }) => {
    const canvas = await typeInBio(canvasElement);
    await expect(await canvas.findByText(wizardMessages.autosaveRetrying)).toBeVisible();
    await expect(canvas.getByText(wizardMessages.saveUserDetailsFailed)).toBeVisible();
  },
};

/** The server turned the value down: its own words say what to fix. */
export const Refused: Story = {
  args: { server: refusing },
  play: async ({ canvasElement }) => {
    const canvas = await typeInBio(canvasElement);
    await expect(await canvas.findByText(`${wizardMessages.autosaveRefused} Bio must be at most 2000 characters`)).toBeVisible();
  },
};

/** Another tab saved first: the later writer is told and offered the newer copy. */
export const Conflict: Story = {
  args: { server: changedElsewhere },
  play: async ({ canvasElement }) => {
    const canvas = await typeInBio(canvasElement);
    const notice = await canvas.findByRole('alert');
    await expect(notice).toHaveTextContent(wizardMessages.staleWrite);
    await expect(within(notice).getByRole('button', { name: wizardMessages.loadNewerCopy })).toBeEnabled();
  },
};

/** "Load the newer copy" puts the other tab's bio in the field and saves nothing over it. */
export const ConflictResolved: Story = {
  args: { server: changedElsewhere },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = await typeInBio(canvasElement);
    const notice = await canvas.findByRole('alert');
    await userEvent.click(within(notice).getByRole('button', { name: wizardMessages.loadNewerCopy }));
    await expect(await canvas.findByText(wizardMessages.autosaveSaved)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Bio/ })).toHaveValue('Written in the other tab.');
  },
};
