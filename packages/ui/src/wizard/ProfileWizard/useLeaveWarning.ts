import { useEffect } from 'react';
import type { WizardController } from '../controller';

/** A reload or closed tab keeps the draft in this browser, but the browser still asks first. */
export function useLeaveWarning(controller: WizardController) {
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!controller.hasUnsavedChanges?.()) return;
      event.preventDefault();
      // Older Chromium and Safari want returnValue set as well.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [controller]);
}
