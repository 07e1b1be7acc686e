import type { WizardMode } from '@showfolio/portfolio-schema';
import { useEffect } from 'react';
import type { WizardController } from '../controller';
import type { Autosave } from './autosave';
import type { WizardUser } from './context';

interface CreatePrefillOptions {
  controller: WizardController;
  autosave: Autosave;
  loading: boolean;
  mode: WizardMode;
  user?: WizardUser;
  /** Counts the wizard's resets: a reset fills the details in again. */
  resets: number;
}

/** Create mode starts from the signed-in user's details (builder §5). */
export function useCreatePrefill({ controller, autosave, loading, mode, user, resets }: CreatePrefillOptions) {
  const { firstName = '', lastName = '', username = '', email = '' } = user ?? {};
  useEffect(() => {
    if (loading || mode !== 'create' || !user) return;
    const current = controller.getState().draft.userDetails;
    const filled = {
      firstName: current.firstName || firstName,
      lastName: current.lastName || lastName,
      username: current.username || username,
      email: current.email || email,
    };
    // The prefill is not the user's edit: it neither counts as unsaved work nor starts a save.
    if (JSON.stringify(filled) !== JSON.stringify(current))
      autosave.quietly(() => controller.updateDraft({ userDetails: filled }, { userEdit: false }));
    // `user` itself is a new object on every host render; its fields are the dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [controller, autosave, loading, mode, firstName, lastName, username, email, resets]);
}
