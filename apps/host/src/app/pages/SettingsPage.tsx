import { useAccountSessions, useApiClient, useAuth } from '@showfolio/api-client';
import { SettingsScreen } from '@showfolio/ui';
import { portfolioStore } from '../portfolioStore';
import { useDocumentTitle } from '../useDocumentTitle';

/** /settings: the account's profile, password and signed-in devices. */
export default function SettingsPage() {
  useDocumentTitle('Settings');
  const client = useApiClient();
  const { user, updateProfile, changePassword } = useAuth();
  const sessions = useAccountSessions({ enabled: user !== null });
  const refreshSessions = () => sessions.mutate().catch(() => undefined);
  return (
    <SettingsScreen
      profile={user ?? undefined}
      onSaveProfile={async (values) => {
        const saved = await updateProfile(values);
        // The portfolio's names follow the account's on the server; the wizard's copy reloads.
        void portfolioStore.load().catch(() => undefined);
        return saved;
      }}
      checkUsername={(username) => client.isUsernameAvailable(username)}
      onChangePassword={async (values) => {
        const changed = await changePassword(values);
        await refreshSessions();
        return changed;
      }}
      sessions={sessions.data}
      sessionsError={sessions.error ?? null}
      onRetrySessions={() => void refreshSessions()}
      onSignOutSession={async (id) => {
        const done = await client.signOutSession(id);
        await refreshSessions();
        return done;
      }}
      onSignOutOtherSessions={async () => {
        const done = await client.signOutOtherSessions();
        await refreshSessions();
        return done;
      }}
    />
  );
}
