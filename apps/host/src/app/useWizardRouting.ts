import { useCallback } from 'react';
import { useBlocker, useSearchParams } from 'react-router-dom';
import type { ProfileWizardProps } from '@showfolio/ui';
import { portfolioStore } from './portfolioStore';

/**
 * The Profile Wizard's routing: the step lives in the URL (`/profile?step=4`), so Back and Forward
 * move between steps and a link opens a step; leaving /profile with unsaved changes asks first.
 */
export function useWizardRouting(): Pick<ProfileWizardProps, 'step' | 'onStepChange' | 'leave'> {
  const [params, setParams] = useSearchParams();
  const step = Number.parseInt(params.get('step') ?? '', 10) || 1;
  const onStepChange = useCallback(
    (next: number) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set('step', String(next));
        return updated;
      }),
    [setParams],
  );
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && portfolioStore.hasUnsavedChanges(),
  );
  return {
    step,
    onStepChange,
    leave: {
      asking: blocker.state === 'blocked',
      stay: () => blocker.reset?.(),
      proceed: () => blocker.proceed?.(),
    },
  };
}
