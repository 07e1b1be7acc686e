import { useNavigate } from 'react-router-dom';
import {
  useAccountSessions,
  useApiClient,
  useAuth,
  usePasskeys,
  useTwoStepStatus,
} from '@showfolio/api-client';
import { PasskeysSection, SettingsScreen, TwoStepSection } from '@showfolio/ui';
import { appPaths } from '@showfolio/portfolio-schema';
import { clientConfig } from '../config';
import { addPasskey, stepUpWithPasskey } from '../passkeys';
import { passkeysSupported } from '../passkeySupport';
import { portfolioStore } from '../portfolioStore';
import { useDocumentTitle } from '../useDocumentTitle';
import { useStepUp } from '../useStepUp';

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
  const passkeys = usePasskeys({ enabled: user !== null });
  const twoStep = useTwoStepStatus({ enabled: user !== null });
  const refreshSecurity = () =>
    Promise.all([passkeys.mutate(), twoStep.mutate()]).catch(() => undefined);
  const hasPasskeys = (passkeys.data?.length ?? 0) > 0;
  const { withStepUp, stepUpDialog } = useStepUp();
  return (
    <>
      <SettingsScreen
        securitySections={
          <>
            <PasskeysSection
              passkeys={passkeys.data}
              error={passkeys.error ?? null}
              supported={passkeysSupported()}
              onAdd={async (name) => {
                const added = await addPasskey(client, name);
                await refreshSecurity();
                return added;
              }}
              onRemove={async (id) => {
                const removed = await withStepUp(() => client.removePasskey(id));
                await refreshSecurity();
                return removed;
              }}
            />
            <TwoStepSection
              status={twoStep.data}
              error={twoStep.error ?? null}
              hasPassword={user?.hasPassword !== false}
              onStartSetup={() => client.startTwoStepSetup()}
              onEnable={async (code) => {
                const enabled = await client.enableTwoStep(code);
                await refreshSecurity();
                return enabled;
              }}
              onDisable={async (code) => {
                const disabled = await client.disableTwoStep(code);
                await refreshSecurity();
                return disabled;
              }}
              onRegenerateCodes={async () => {
                const codes = await withStepUp(() => client.regenerateRecoveryCodes());
                await refreshSecurity();
                return codes;
              }}
              onStepUp={async (proof) => {
                const done = await client.stepUp(proof);
                await refreshSecurity();
                return done;
              }}
              onStepUpWithPasskey={
                hasPasskeys
                  ? async () => {
                      const done = await stepUpWithPasskey(client);
                      await refreshSecurity();
                      return done;
                    }
                  : undefined
              }
            />
          </>
        }
        profile={user ?? undefined}
        onSaveProfile={async (values) => {
          const saved = await updateProfile(values);
          // The portfolio's names follow the account's on the server; the wizard's copy reloads.
          void portfolioStore.load().catch(() => undefined);
          return saved;
        }}
        checkUsername={(username) => client.isUsernameAvailable(username)}
        onChangePassword={async (values) => {
          const changed = await withStepUp(() => changePassword(values));
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
          const { file, fileName } = await withStepUp(() => client.exportAccount(onProgress));
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
      {stepUpDialog}
    </>
  );
}
