import type { PortfolioDraft, WizardMode } from '@showfolio/portfolio-schema';
import { emptyPortfolioDraft } from '@showfolio/portfolio-schema';
import { render } from '@testing-library/react';
import { MemoryNavigationProvider } from '../../primitives/Navigation';
import { ToastProvider } from '../../primitives/Toast';
import { createMemoryWizardController } from '../controller';
import { ProfileWizard, loadWizardSteps, type ProfileWizardProps } from './ProfileWizard';

// Steps after the first load on demand in the product; tests that open the wizard at a later step
// query its form at once, so every step is loaded before the first test renders.
await loadWizardSteps();

export const ada = { firstName: 'Ada', lastName: 'Rivera', username: 'ada', email: 'ada.rivera@example.com' };

/** Renders the wizard the way the host does: inside the toast and navigation providers. */
export function renderWizard({
  draft = emptyPortfolioDraft(),
  mode = 'create',
  uploadDelayMs = 0,
  serverDraft,
  ...props
}: Partial<ProfileWizardProps> & {
  draft?: PortfolioDraft;
  mode?: WizardMode;
  uploadDelayMs?: number;
  /** What the server holds when the draft is a restored local copy. */
  serverDraft?: PortfolioDraft;
} = {}) {
  const controller = createMemoryWizardController(draft, { mode, uploadDelayMs, serverDraft });
  const view = render(
    <MemoryNavigationProvider initialPath="/profile">
      <ToastProvider>
        <ProfileWizard controller={controller} user={ada} random={() => 0} autosaveDelayMs={50} {...props} />
      </ToastProvider>
    </MemoryNavigationProvider>,
  );
  return { ...view, controller };
}
