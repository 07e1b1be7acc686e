import { useCallback, useState } from 'react';
import {
  isStepUpRequired,
  useApiClient,
  useAuth,
  usePasskeys,
  useTwoStepStatus,
} from '@showfolio/api-client';
import { StepUpDialog } from '@showfolio/ui';

interface PendingStepUp {
  confirmed: () => void;
  cancelled: () => void;
}

/**
 * Actions that matter (issue 37: downloading the data, adding a domain, removing a passkey, new
 * recovery codes) answer 403 "confirm it's you first" when the session's last proof is older than
 * 10 minutes. `withStepUp(action)` runs the action; on that answer it opens the step-up dialog
 * where the person is, and once confirmed runs the action again. Closed without confirming, the
 * action fails with the server's message, as before.
 */
export function useStepUp() {
  const client = useApiClient();
  const { user } = useAuth();
  const [pending, setPending] = useState<PendingStepUp | null>(null);
  const asking = pending !== null;
  const passkeys = usePasskeys({ enabled: asking });
  const twoStep = useTwoStepStatus({ enabled: asking });

  const withStepUp = useCallback(async <T,>(action: () => Promise<T>): Promise<T> => {
    try {
      return await action();
    } catch (error) {
      if (!isStepUpRequired(error)) throw error;
      await new Promise<void>((resolve, reject) =>
        setPending({ confirmed: resolve, cancelled: () => reject(error) }),
      );
      return action();
    }
  }, []);

  const hasPassword = user?.hasPassword !== false;
  const hasPasskey = (passkeys.data?.length ?? 0) > 0;
  const hasCodes = twoStep.data?.enabled === true;
  // Until both answers are in, offer the form: "sign in again" only when there is truly nothing.
  const stillLoading = passkeys.data === undefined || twoStep.data === undefined;
  const close = (outcome: keyof PendingStepUp) => {
    pending?.[outcome]();
    setPending(null);
  };
  const stepUpDialog = (
    <StepUpDialog
      open={asking}
      withCode={!hasPassword}
      canConfirm={hasPassword || hasCodes || hasPasskey || stillLoading}
      onStepUp={(proof) => client.stepUp(proof)}
      onStepUpWithPasskey={
        hasPasskey
          ? () => import('./passkeys').then(({ stepUpWithPasskey }) => stepUpWithPasskey(client))
          : undefined
      }
      onConfirmed={() => close('confirmed')}
      onCancel={() => close('cancelled')}
    />
  );
  return { withStepUp, stepUpDialog };
}
