import { appPaths, accountMessages } from '@showfolio/portfolio-schema';
import { Link } from '../../primitives/Navigation';
import { EmailLinkScreen } from '../EmailLinkScreen/EmailLinkScreen';

export interface ConfirmEmailScreenProps {
  /** The `token` query parameter of the link, read by the host; null or empty when missing. */
  token: string | null | undefined;
  /** Applies the change; resolves with the server's `{ message }`. */
  onConfirm: (token: string) => Promise<unknown>;
}

/** /confirm-email?token=…, opened from the e-mail sent to a new address. */
export function ConfirmEmailScreen({ token, onConfirm }: ConfirmEmailScreenProps) {
  return (
    <EmailLinkScreen
      token={token}
      onOpen={onConfirm}
      title="Confirm Your E-mail Address"
      subtitle="Confirm that this is the new address of your Showfolio account."
      footer={
        <>
          Back to <Link href={appPaths.settings}>Settings</Link>
        </>
      }
      action={{ label: 'Confirm New E-mail Address', busyLabel: 'Confirming...' }}
      doneMessage="Your e-mail address has been changed"
      invalidMessage={accountMessages.emailLinkInvalid}
    />
  );
}
