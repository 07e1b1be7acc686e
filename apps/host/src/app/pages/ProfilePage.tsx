import { useDocumentTitle } from '../useDocumentTitle';

export default function ProfilePage() {
  useDocumentTitle('Profile Wizard');
  return null;
}
