import { useNavigate } from 'react-router-dom';
import { useAccountSessions, useApiClient, useAuth } from '@showfolio/api-client';
import { SettingsScreen } from '@showfolio/ui';
import { appPaths } from '@showfolio/portfolio-schema';
import { clientConfig } from '../config';
import { portfolioStore } from '../portfolioStore';
import { useDocumentTitle } from '../useDocumentTitle';

/** Hands a downloaded file to the browser's own download (the ZIP arrived through fetch, with the token). */
function saveFile(file: Blob, fileName: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address stops working.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** /settings: the account's profile, e-mail, password, signed-in devices and data. */
export default function SettingsPage() {
  useDocumentTitle('Settings');
  const client = useApiClient();
  const { user, updateProfile, changePassword, signout, linkGoogle, unlinkGoogle } = useAuth();
  const navigate = useNavigate();
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
      onChangeEmail={(values) => client.changeEmail(values)}
      onResendVerification={() => client.resendVerification()}
      googleClientId={clientConfig.googleClientId ?? undefined}
      onLinkGoogle={(credential) => linkGoogle(credential)}
      onUnlinkGoogle={() => unlinkGoogle()}
      onExport={async (onProgress) => {
        const { file, fileName } = await client.exportAccount(onProgress);
        saveFile(file, fileName);
        return { fileName };
      }}
      onImport={async (portfolioJson) => {
        const done = await client.importPortfolio(portfolioJson);
        // The wizard's copy of the portfolio is now the imported one.
        void portfolioStore.load().catch(() => undefined);
        return done;
      }}
      onDeleteAccount={async (values) => {
        const done = await client.deleteAccount(values);
        // The account is gone; only the local sign-in is left to forget.
        await signout().catch(() => undefined);
        void navigate(appPaths.landing, { replace: true });
        return done;
      }}
    />
  );
}
