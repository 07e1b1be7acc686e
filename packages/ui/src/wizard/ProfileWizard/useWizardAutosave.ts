import { useEffect, useState } from 'react';
import type { ToastApi } from '../../primitives/Toast';
import type { WizardController } from '../controller';
import { createAutosave, type AutosaveState } from './autosave';
import type { WizardFeedback } from './context';

interface WizardAutosaveOptions {
  delayMs: number;
  setFeedback: (feedback: WizardFeedback) => void;
  toast: ToastApi['toast'];
}

/** The wizard's autosave (issue 34), made once and started with the wizard, and its state for the status line. */
export function useWizardAutosave(controller: WizardController, { delayMs, setFeedback, toast }: WizardAutosaveOptions) {
  const [saving, setSaving] = useState<AutosaveState>({ status: 'idle', conflictParts: [] });
  const [autosave] = useState(() =>
    createAutosave(controller, {
      delayMs,
      onChange: setSaving,
      onSaved: () => controller.dismissRestore?.(),
      onFailure: (message, withToast) => {
        setFeedback({ tone: 'error', message });
        if (withToast) toast({ message, tone: 'error' });
      },
    }),
  );
  useEffect(() => autosave.start(), [autosave]);
  return { autosave, saving };
}
