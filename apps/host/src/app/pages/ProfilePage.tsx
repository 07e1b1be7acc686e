import { useAuth } from '@showfolio/api-client';
import { ProfileWizard } from '@showfolio/ui';
import { portfolioStore } from '../api';
import { useDocumentTitle } from '../useDocumentTitle';
import { useWizardRouting } from '../useWizardRouting';

export default function ProfilePage() {
  useDocumentTitle('Profile Wizard');
  const { user } = useAuth();
  const routing = useWizardRouting();
  return <ProfileWizard controller={portfolioStore} user={user ?? undefined} {...routing} />;
}
