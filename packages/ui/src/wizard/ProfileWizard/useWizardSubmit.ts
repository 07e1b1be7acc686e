import { wizardMessages, wizardStepTable, type WizardMode } from '@showfolio/portfolio-schema';
import { useState } from 'react';
import type { ToastApi } from '../../primitives/Toast';
import type { WizardController } from '../controller';
import type { Autosave } from './autosave';
import type { SubmitState } from './context';
import { pickEncouragement } from './encouragements';

interface WizardSubmitOptions {
  controller: WizardController;
  autosave: Autosave;
  fail: (message: string) => void;
  /** Marks the last step as completed once the whole portfolio is stored. */
  complete: (step: number) => void;
  toast: ToastApi['toast'];
  random?: () => number;
}

/** The final submit: what still waits is saved, then the whole portfolio; the state drives the congratulation view. */
export function useWizardSubmit({ controller, autosave, fail, complete, toast, random }: WizardSubmitOptions) {
  const [submitState, setSubmitState] = useState<SubmitState>('idle');
  const stepCount = wizardStepTable.length;

  const submit = async (mode: WizardMode) => {
    setSubmitState('submitting');
    let ok = false;
    try {
      await autosave.flush();
      ok = Boolean(await controller.saveWhole());
    } catch {
      ok = false;
    }
    if (!ok) {
      setSubmitState('idle');
      fail(wizardMessages.submitFailed);
      return;
    }
    setSubmitState('submitted');
    complete(stepCount);
    toast({ message: pickEncouragement(mode, stepCount, random), tone: 'success' });
  };

  return { submitState, setSubmitState, submit };
}
