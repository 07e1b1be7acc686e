// Embedding the Showfolio wizard in a React app. "Embedding the wizard" shows this file as it is
// and its live example renders it; `pnpm typecheck` checks it against the packages' exports.
import {
  createApiClient,
  createPortfolioStore,
  type PortfolioStore,
} from '@showfolio/api-client';
import { ProfileWizard, ToastProvider, type WizardController, type WizardUser } from '@showfolio/ui';
import { useEffect } from 'react';

/**
 * One API client and one portfolio store for the whole app. The client calls
 * `{apiOrigin}/api/…` with the signed-in user's token as Bearer; the store keeps the draft,
 * mirrors unsaved edits to localStorage and saves each part when the wizard asks.
 */
export function createWizardStore(apiOrigin: string, getToken: () => string | undefined): PortfolioStore {
  const client = createApiClient({ baseUrl: apiOrigin, getToken });
  return createPortfolioStore({ client });
}

export interface PortfolioEditorProps {
  /** Where the wizard reads and saves: the portfolio store, or an in-memory stand-in. */
  controller: WizardController;
  /** The signed-in user: the heading's name and step 1's prefill. */
  user?: WizardUser;
}

/** The wizard and what it needs around it: a toast provider for its encouragements and errors. */
export function PortfolioEditor({ controller, user }: PortfolioEditorProps) {
  return (
    <ToastProvider>
      <ProfileWizard controller={controller} user={user} />
    </ToastProvider>
  );
}

/** The app's page: loads the user's portfolio (all four parts at once), then edits it. */
export function PortfolioPage({ store, user }: { store: PortfolioStore; user: WizardUser }) {
  useEffect(() => {
    // A part that fails to load is empty in the draft and named in `sectionErrors`.
    store.load().catch(() => undefined);
  }, [store]);
  // The store is the wizard's controller as it is: no adapter in between.
  return <PortfolioEditor controller={store} user={user} />;
}
