import type {
  AccountProfilePayload,
  AccountSession,
  ChangeEmailPayload,
  ChangePasswordPayload,
  UserProfile,
} from '@showfolio/portfolio-schema';
import type { ReactNode } from 'react';
import * as styles from './SettingsScreen.css';
import { settingsSubtitle, settingsTitle } from './settingsText';
import { ExportData, ImportData } from './AccountData/AccountData';
import { DeleteAccount } from './DeleteAccount/DeleteAccount';
import { EmailForm, EmailStatus } from './EmailSection/EmailSection';
import { GoogleLink } from './GoogleLink/GoogleLink';
import { PasswordForm } from './PasswordForm/PasswordForm';
import { ProfileForm } from './ProfileForm/ProfileForm';
import { Loading, Section } from './Section/Section';
import { SessionList } from './SessionList/SessionList';

/** What Settings shows of the signed-in account. */
export type SettingsProfile = Pick<
  UserProfile,
  'firstName' | 'lastName' | 'username' | 'email' | 'hasPassword' | 'emailVerified' | 'googleLinked'
>;

export interface SettingsScreenProps {
  /** The signed-in account; undefined while it loads. */
  profile?: SettingsProfile;
  /** Saves the names and username; rejects with the server's error (its message is shown). */
  onSaveProfile: (values: AccountProfilePayload) => Promise<unknown>;
  /** Whether a username is free; asked as the user types a new one and before saving. */
  checkUsername?: (username: string) => Promise<boolean>;
  /** Changes the password (or sets a first one); may resolve with the server's `{ message }`. */
  onChangePassword: (values: ChangePasswordPayload) => Promise<unknown>;
  /** The devices signed in to the account; undefined while they load. */
  sessions?: AccountSession[];
  /** Loading the devices failed. */
  sessionsError?: { message: string } | null;
  onRetrySessions: () => void;
  /** Signs one device out (the list is refreshed by the caller). */
  onSignOutSession: (id: string) => Promise<unknown>;
  /** Signs every other device out; may resolve with the server's `{ message }`. */
  onSignOutOtherSessions: () => Promise<unknown>;
  /** Asks for an e-mail change (a link goes to the new address); may resolve with `{ message }`. */
  onChangeEmail?: (values: ChangeEmailPayload) => Promise<unknown>;
  /** Mails a new verification link while the address is not verified; may resolve with `{ message }`. */
  onResendVerification?: () => Promise<unknown>;
  /**
   * The Google client id (GOOGLE_CLIENT_ID): the Google section shows only when it is set, with
   * `onLinkGoogle` and `onUnlinkGoogle`.
   */
  googleClientId?: string;
  /** Links the Google account of this credential; rejects with the server's error (409: held by another account). */
  onLinkGoogle?: (credential: string) => Promise<unknown>;
  /** Unlinks Google; rejects with the server's error (400 when the account has no password). */
  onUnlinkGoogle?: () => Promise<unknown>;
  /**
   * Downloads the account's data (a ZIP), calling `onProgress` with the bytes received so far;
   * may resolve with `{ fileName }` once the browser has the file.
   */
  onExport?: (onProgress: (receivedBytes: number) => void) => Promise<unknown>;
  /** Fills an empty account from an export's portfolio.json (parsed); may resolve with `{ message }`. */
  onImport?: (portfolioJson: unknown) => Promise<unknown>;
  /** Deletes the account for good; the caller signs out and leaves the page once it resolves. */
  onDeleteAccount?: (values: { password?: string; username: string }) => Promise<unknown>;
  /** Sections shown after the sign-in ones: Passkeys and Two-step sign-in (their own components). */
  securitySections?: ReactNode;
  /** For dates (default: the browser's). */
  locale?: string;
  /** The present moment for "Active 5 minutes ago" (default: now; stories fix it). */
  now?: Date;
}

/**
 * /settings: the account's names and username, its password, and the devices signed in to it.
 * Each section saves on its own and says how it went right above its button.
 */
export function SettingsScreen({
  profile,
  onSaveProfile,
  checkUsername,
  onChangePassword,
  sessions,
  sessionsError = null,
  onRetrySessions,
  onSignOutSession,
  onSignOutOtherSessions,
  onChangeEmail,
  onResendVerification,
  googleClientId,
  onLinkGoogle,
  onUnlinkGoogle,
  onExport,
  onImport,
  onDeleteAccount,
  securitySections,
  locale,
  now,
}: SettingsScreenProps) {
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>{settingsTitle}</h1>
        <p className={styles.subtitle}>{settingsSubtitle}</p>
      </div>
      <Section title="Profile" description={profile ? <>Signed in as <span className={styles.email}>{profile.email}</span></> : undefined}>
        {profile ? (
          <ProfileForm profile={profile} onSave={onSaveProfile} checkUsername={checkUsername} />
        ) : (
          <Loading label="Loading your profile..." />
        )}
      </Section>
      {onChangeEmail ? (
        <Section title="E-mail Address" description="You sign in with it, and we write to it. A new address counts once you open the link we send it.">
          {profile ? (
            <>
              <EmailStatus profile={profile} onResend={onResendVerification} />
              <EmailForm profile={profile} onChange={onChangeEmail} />
            </>
          ) : (
            <Loading label="Loading your profile..." />
          )}
        </Section>
      ) : null}
      <Section
        title="Password"
        description={
          profile && profile.hasPassword === false
            ? 'You sign in with Google. Set a password to sign in with your e-mail address too.'
            : 'Changing it signs out every other device.'
        }
      >
        {profile ? (
          <PasswordForm hasPassword={profile.hasPassword !== false} onChange={onChangePassword} />
        ) : (
          <Loading label="Loading your profile..." />
        )}
      </Section>
      {googleClientId && onLinkGoogle && onUnlinkGoogle ? (
        <Section title="Google" description="Sign in with your Google account as well as with your e-mail address and password.">
          {profile ? (
            <GoogleLink profile={profile} clientId={googleClientId} onLink={onLinkGoogle} onUnlink={onUnlinkGoogle} />
          ) : (
            <Loading label="Loading your profile..." />
          )}
        </Section>
      ) : null}
      {securitySections}
      <Section title="Sessions" description="The devices signed in to your account.">
        <SessionList
          sessions={sessions}
          error={sessionsError}
          onRetry={onRetrySessions}
          onSignOut={onSignOutSession}
          onSignOutOthers={onSignOutOtherSessions}
          locale={locale}
          now={now}
        />
      </Section>
      {onExport ? (
        <Section
          title="Your Data"
          description="Download everything we hold about you: your portfolio (also as a JSON Resume), your uploaded files, your sites, devices and visitor counts."
        >
          <ExportData onExport={onExport} />
          {onImport ? <ImportData onImport={onImport} /> : null}
        </Section>
      ) : null}
      {onDeleteAccount && profile ? (
        <Section title="Delete Account" description="Deletes your account, your portfolio, your published site and your uploaded files for good. This cannot be undone.">
          <DeleteAccount profile={profile} onDelete={onDeleteAccount} />
        </Section>
      ) : null}
    </div>
  );
}
