import { appPaths, accountMessages } from '@showfolio/portfolio-schema';
import { Link } from '../../primitives/Navigation';
import { EmailLinkScreen } from '../EmailLinkScreen/EmailLinkScreen';

export interface VerifyEmailScreenProps {
  /** The `token` query parameter of the link, read by the host; null or empty when missing. */
  token: string | null | undefined;
  /** Verifies the address; resolves with the server's `{ message }`. */
  onVerify: (token: string) => Promise<unknown>;
}

/** /verify-email?token=…, opened from the e-mail sent at sign-up (or by "Resend"). */
export function VerifyEmailScreen({ token, onVerify }: VerifyEmailScreenProps) {
  return (
    <EmailLinkScreen
      token={token}
      onOpen={onVerify}
      title="Verify Your E-mail Address"
      subtitle="Confirm that this is the address of your Showfolio account, so you can publish your portfolio."
      footer={
        <>
          Go to your <Link href={appPaths.dashboard}>dashboard</Link>
        </>
      }
      action={{ label: 'Verify E-mail Address', busyLabel: 'Verifying...' }}
      doneMessage={accountMessages.emailVerified}
      invalidMessage={accountMessages.verifyLinkInvalid}
    />
  );
}
