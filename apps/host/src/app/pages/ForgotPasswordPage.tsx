import { useAuth } from '@showfolio/api-client';
import { ForgotPasswordScreen } from '@showfolio/ui';
import { appPaths } from '@showfolio/portfolio-schema';
import { useAccountNavigation } from '../accountNavigation';
import { pageHeads } from '../pageHeads';
import { useDocumentTitle } from '../useDocumentTitle';

// A chunk of its own, apart from the other account pages (which read the router's search
// parameters): its prerendered page hydrates without the router.

export function ForgotPasswordPage() {
  useDocumentTitle(pageHeads.forgotPassword.page);
  const { forgotPassword } = useAuth();
  const { go } = useAccountNavigation();
  return <ForgotPasswordScreen onForgot={(email) => forgotPassword(email)} onDone={() => go(appPaths.signin)} />;
}
