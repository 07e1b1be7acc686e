import { useAuth } from '@showfolio/api-client';
import { ProfileWizard } from '@showfolio/ui';
import { portfolioStore } from '../api';
import { useDocumentTitle } from '../useDocumentTitle';

export default function ProfilePage() {
  useDocumentTitle('Profile Wizard');
  const { user } = useAuth();
  return <ProfileWizard controller={portfolioStore} user={user ?? undefined} />;
}
