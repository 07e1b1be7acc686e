import { appPaths, accountMessages } from '@showfolio/portfolio-schema';
import { Link } from '../../primitives/Navigation';
import { EmailLinkScreen } from '../EmailLinkScreen/EmailLinkScreen';

export interface SignInLinkScreenProps {
  /** The `token` query parameter of the link, read by the host; null or empty when missing. */
  token: string | null | undefined;
  /** Signs in with the link; resolves once the session is open. */
  onSignIn: (token: string) => Promise<unknown>;
}

/**
 * /signin-link?token=…, opened from the e-mail sent when failed sign-ins from elsewhere hold new
 * devices back: one click signs this browser in and makes it one the account knows.
 */
export function SignInLinkScreen({ token, onSignIn }: SignInLinkScreenProps) {
  return (
    <EmailLinkScreen
      token={token}
      onOpen={onSignIn}
      title="Sign In With Your Link"
      subtitle="Sign in to your Showfolio account on this device with the link we e-mailed you."
      footer={
        <>
          Go to your <Link href={appPaths.dashboard}>dashboard</Link>
        </>
      }
      action={{ label: 'Sign In on This Device', busyLabel: 'Signing in...' }}
      doneMessage={accountMessages.signedInByLink}
      invalidMessage={accountMessages.signInLinkInvalid}
    />
  );
}
