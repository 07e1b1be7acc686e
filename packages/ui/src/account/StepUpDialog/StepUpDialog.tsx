import { Dialog } from '../../primitives/Dialog';
import { StepUpForm, type StepUpFormProps } from '../StepUpForm';

export const stepUpDialogTitle = "Confirm it's you";
export const stepUpDialogText =
  'This action matters for your account, so confirm it is you first. You will not be asked again for 10 minutes.';
/** An account with no password, no authenticator app and no passkey proves itself by signing in again. */
export const stepUpSignInAgainText =
  'Sign out and sign in again with Google to confirm it is you, then try once more.';

export interface StepUpDialogProps extends Omit<StepUpFormProps, 'onConfirmed'> {
  open: boolean;
  /** Confirmed: the action that asked can run again. */
  onConfirmed: () => void;
  /** Closed without confirming: the action stays undone. */
  onCancel: () => void;
  /** False for an account with nothing to confirm with here (Google only, no app, no passkey). */
  canConfirm?: boolean;
}

/**
 * Asked where the action happened (download your data, add a domain, remove a passkey...), not in
 * another section: an action answered "confirm it's you first" opens this, and runs again once
 * confirmed.
 */
export function StepUpDialog({
  open,
  onConfirmed,
  onCancel,
  canConfirm = true,
  ...form
}: StepUpDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={stepUpDialogTitle}
      description={canConfirm ? stepUpDialogText : stepUpSignInAgainText}
      size="sm"
      footer={<Dialog.Close>Cancel</Dialog.Close>}
    >
      {canConfirm ? <StepUpForm {...form} onConfirmed={onConfirmed} /> : null}
    </Dialog>
  );
}
