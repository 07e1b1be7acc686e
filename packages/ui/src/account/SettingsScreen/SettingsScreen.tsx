import { zodResolver } from '@hookform/resolvers/zod';
import {
  accountMessages,
  accountProfileFormSchema,
  changeEmailSchema,
  changePasswordFormSchema,
  deleteAccountFormSchema,
  portfolioImportMaxBytes,
  portfolioImportMessages,
  usernameSchema,
  usernameTakenMessage,
  type AccountProfilePayload,
  type AccountSession,
  type ChangeEmailPayload,
  type DeleteAccountForm,
  type ChangePasswordForm,
  type ChangePasswordPayload,
  type UserProfile,
} from '@showfolio/portfolio-schema';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '../../primitives/Alert';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Dialog } from '../../primitives/Dialog';
import { PasswordField } from '../../primitives/PasswordField';
import { Skeleton } from '../../primitives/Skeleton';
import { Spinner } from '../../primitives/Spinner';
import { TextField } from '../../primitives/TextField';
import { failureMessage } from '../formResolver';
import { GoogleSignInButton } from '../GoogleSignInButton';
import { PasswordChecklist } from '../PasswordChecklist';
import { PasswordStrengthMeter } from '../PasswordStrengthMeter';
import { usernameCheckDelayMs } from '../SignUpScreen';
import * as styles from './SettingsScreen.css';
import {
  deleteFallbackMessage,
  emailFallbackMessage,
  exportFallbackMessage,
  formatBytes,
  formatLastActive,
  formatMoment,
  googleLinkFallbackMessage,
  googleUnlinkFallbackMessage,
  noOtherSessionsMessage,
  resendFallbackMessage,
  passwordFallbackMessage,
  profileFallbackMessage,
  sessionsFallbackMessage,
  settingsSubtitle,
  settingsTitle,
} from './settingsText';

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
  /** For dates (default: the browser's). */
  locale?: string;
  /** The present moment for "Active 5 minutes ago" (default: now; stories fix it). */
  now?: Date;
}

const messageOf = (result: unknown): string | undefined => {
  const message = (result as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message ? message : undefined;
};

type Outcome = { tone: 'success' | 'error'; message: string } | null;

function OutcomeBanner({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  return <Alert tone={outcome.tone}>{outcome.message}</Alert>;
}

function Section({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} elevation="raised" padding="lg" className={styles.section}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {title}
        </h2>
        {description ? <p className={styles.muted}>{description}</p> : null}
      </div>
      {children}
    </Card>
  );
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

type ResendOutcome = { state: 'sent' | 'limited' | 'error'; message: string } | null;

/** Whether the address is verified, and "Resend" while it is not (publishing waits for it). */
function EmailStatus({ profile, onResend }: { profile: SettingsProfile; onResend?: () => Promise<unknown> }) {
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<ResendOutcome>(null);
  if (profile.emailVerified === undefined) return null;
  const resend = async () => {
    if (!onResend) return;
    setSending(true);
    setOutcome(null);
    try {
      const result = await onResend();
      setOutcome({ state: 'sent', message: messageOf(result) ?? accountMessages.verificationSent(profile.email) });
    } catch (error) {
      const status = (error as { status?: unknown } | null)?.status;
      setOutcome({ state: status === 429 ? 'limited' : 'error', message: failureMessage(error, resendFallbackMessage) });
    } finally {
      setSending(false);
    }
  };
  return (
    <div className={styles.form}>
      <p className={styles.status}>
        <span className={styles.email}>{profile.email}</span>
        {profile.emailVerified ? <Badge tone="success">Verified</Badge> : <Badge tone="warning">Not verified</Badge>}
      </p>
      {profile.emailVerified ? null : (
        <>
          <p className={styles.muted}>Open the link we sent to this address to verify it. Publishing your portfolio waits for it.</p>
          {outcome ? <Alert tone={outcome.state === 'sent' ? 'success' : 'error'}>{outcome.message}</Alert> : null}
          {onResend ? (
            <div className={styles.actions}>
              <Button
                variant="secondary"
                busy={sending}
                disabled={sending || outcome?.state === 'limited'}
                onClick={() => void resend()}
              >
                {sending ? 'Sending...' : 'Resend'}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}

/** Link a Google account (through Google's popup) or unlink it, keeping a way to sign in. */
function GoogleLink({
  profile,
  clientId,
  onLink,
  onUnlink,
}: {
  profile: SettingsProfile;
  clientId: string;
  onLink: (credential: string) => Promise<unknown>;
  onUnlink: () => Promise<unknown>;
}) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [unlinking, setUnlinking] = useState(false);
  const link = async (credential: string) => {
    try {
      const result = await onLink(credential);
      setOutcome({ tone: 'success', message: messageOf(result) ?? accountMessages.googleLinked });
    } catch (error) {
      setOutcome({ tone: 'error', message: failureMessage(error, googleLinkFallbackMessage) });
    }
  };
  const unlink = async () => {
    setUnlinking(true);
    setOutcome(null);
    try {
      const result = await onUnlink();
      setOutcome({ tone: 'success', message: messageOf(result) ?? accountMessages.googleUnlinked });
    } catch (error) {
      setOutcome({ tone: 'error', message: failureMessage(error, googleUnlinkFallbackMessage) });
    } finally {
      setUnlinking(false);
    }
  };
  return (
    <div className={styles.form}>
      <p className={styles.status}>
        {profile.googleLinked ? <Badge tone="success">Linked</Badge> : <Badge>Not linked</Badge>}
        <span className={styles.muted}>
          {profile.googleLinked ? 'You can sign in with Google.' : 'No Google account is linked yet.'}
        </span>
      </p>
      <OutcomeBanner outcome={outcome} />
      {profile.googleLinked ? (
        profile.hasPassword === false ? (
          <p className={styles.muted}>{accountMessages.googleUnlinkNeedsPassword}.</p>
        ) : (
          <div className={styles.actions}>
            <Button variant="secondary" busy={unlinking} disabled={unlinking} onClick={() => void unlink()}>
              {unlinking ? 'Unlinking...' : 'Unlink Google'}
            </Button>
          </div>
        )
      ) : (
        <div className={styles.actions}>
          <GoogleSignInButton
            clientId={clientId}
            label="Link Google Account"
            busyLabel="Linking Google account..."
            onStart={() => setOutcome(null)}
            onCredential={link}
            onError={(error) => setOutcome({ tone: 'error', message: failureMessage(error, googleLinkFallbackMessage) })}
          />
        </div>
      )}
    </div>
  );
}

const emptyEmailForm: ChangeEmailPayload = { newEmail: '', password: '' };

function EmailForm({ profile, onChange }: { profile: SettingsProfile; onChange: NonNullable<SettingsScreenProps['onChangeEmail']> }) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangeEmailPayload>({ resolver: zodResolver(changeEmailSchema), mode: 'onBlur', defaultValues: emptyEmailForm });
  const [outcome, setOutcome] = useState<Outcome>(null);
  if (profile.hasPassword === false) return <p className={styles.muted}>{accountMessages.emailNeedsPassword}.</p>;

  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const result = await onChange(values);
      reset(emptyEmailForm);
      setOutcome({ tone: 'success', message: messageOf(result) ?? accountMessages.emailChangeSent(values.newEmail) });
    } catch (error) {
      const message = failureMessage(error, emailFallbackMessage);
      if (message === accountMessages.currentPasswordWrong) setError('password', { type: 'server', message });
      else setOutcome({ tone: 'error', message });
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="E-mail address">
      <fieldset className={styles.fieldset} disabled={isSubmitting}>
        <TextField label="New E-mail Address" type="email" autoComplete="email" required error={errors.newEmail?.message} {...register('newEmail')} />
        <PasswordField label="Password" autoComplete="current-password" required error={errors.password?.message} {...register('password')} />
        <OutcomeBanner outcome={outcome} />
        <div className={styles.actions}>
          <Button type="submit" busy={isSubmitting}>
            {isSubmitting ? 'Sending Link...' : 'Change E-mail'}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

type ExportState = { phase: 'idle' } | { phase: 'running'; received: number } | { phase: 'done'; fileName?: string } | { phase: 'failed'; message: string };

function ExportData({ onExport }: { onExport: NonNullable<SettingsScreenProps['onExport']> }) {
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  const running = state.phase === 'running';
  const start = async () => {
    setState({ phase: 'running', received: 0 });
    try {
      const result = await onExport((received) => setState({ phase: 'running', received }));
      const fileName = (result as { fileName?: unknown } | undefined)?.fileName;
      setState({ phase: 'done', fileName: typeof fileName === 'string' ? fileName : undefined });
    } catch (error) {
      setState({ phase: 'failed', message: failureMessage(error, exportFallbackMessage) });
    }
  };
  return (
    <div className={styles.form}>
      <div role="status" className={styles.muted}>
        {state.phase === 'running'
          ? state.received > 0
            ? `Downloading... ${formatBytes(state.received)} so far`
            : 'Preparing your download...'
          : ''}
      </div>
      {state.phase === 'done' ? (
        <Alert tone="success">{state.fileName ? `Downloaded ${state.fileName}.` : 'Your data has been downloaded.'} Keep it somewhere safe: it holds your personal details.</Alert>
      ) : null}
      {state.phase === 'failed' ? <Alert tone="error">{state.message}</Alert> : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void start()} busy={running} disabled={running}>
          {running ? 'Downloading...' : 'Download My Data'}
        </Button>
      </div>
    </div>
  );
}

const notJsonMessage = 'This file is not a portfolio.json: it could not be read as JSON';
const tooLargeMessage = 'This file is too large to be a portfolio.json (at most 1 MB)';
const importFallbackMessage = 'Could not import your portfolio. Please try again.';

function ImportData({ onImport }: { onImport: NonNullable<SettingsScreenProps['onImport']> }) {
  const inputId = useId();
  const hintId = useId();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const importFile = async (file: File) => {
    setOutcome(null);
    if (file.size > portfolioImportMaxBytes) return setOutcome({ tone: 'error', message: tooLargeMessage });
    let parsed: unknown;
    try {
      parsed = JSON.parse(await file.text());
    } catch {
      return setOutcome({ tone: 'error', message: notJsonMessage });
    }
    setBusy(true);
    try {
      const result = await onImport(parsed);
      setOutcome({ tone: 'success', message: messageOf(result) ?? portfolioImportMessages.imported });
    } catch (error) {
      setOutcome({ tone: 'error', message: failureMessage(error, importFallbackMessage) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.form}>
      <div>
        <label htmlFor={inputId} className={styles.fileLabel}>
          Import portfolio.json
        </label>
        <p id={hintId} className={styles.muted}>
          Fills an empty account with the portfolio from a Showfolio download (the portfolio.json inside the ZIP).
        </p>
      </div>
      <input
        id={inputId}
        type="file"
        accept="application/json,.json"
        aria-describedby={hintId}
        disabled={busy}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void importFile(file);
        }}
      />
      {busy ? <Spinner label="Importing your portfolio..." /> : null}
      <OutcomeBanner outcome={outcome} />
    </div>
  );
}

function DeleteAccount({ profile, onDelete }: { profile: SettingsProfile; onDelete: NonNullable<SettingsScreenProps['onDeleteAccount']> }) {
  const [open, setOpen] = useState(false);
  const hasPassword = profile.hasPassword !== false;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DeleteAccountForm>({
    resolver: zodResolver(deleteAccountFormSchema(profile.username, hasPassword)),
    mode: 'onSubmit',
    defaultValues: { password: '', username: '' },
  });
  const [outcome, setOutcome] = useState<Outcome>(null);
  if (!hasPassword) return <p className={styles.muted}>Set a password above first: deleting your account asks for it.</p>;

  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await onDelete({ password: values.password, username: values.username.trim() });
    } catch (error) {
      const message = failureMessage(error, deleteFallbackMessage);
      if (message === accountMessages.deletePasswordWrong || message === accountMessages.deletePasswordRequired)
        setError('password', { type: 'server', message });
      else if (message === accountMessages.deleteUsernameMismatch) setError('username', { type: 'server', message });
      else setOutcome({ tone: 'error', message });
    }
  });
  const close = (next: boolean) => {
    if (isSubmitting) return;
    setOpen(next);
    if (!next) {
      reset();
      setOutcome(null);
    }
  };

  return (
    <>
      <div className={styles.actions}>
        <Button variant="danger" onClick={() => setOpen(true)} aria-haspopup="dialog">
          Delete Account...
        </Button>
      </div>
      <Dialog
        open={open}
        onOpenChange={close}
        title="Delete your account?"
        description={`This deletes your account, your portfolio, your published site and every file you uploaded, at once and for good. We send a last e-mail to ${profile.email} to confirm.`}
      >
        <form className={styles.form} onSubmit={submit} noValidate aria-label="Delete account">
          <fieldset className={styles.fieldset} disabled={isSubmitting}>
            <PasswordField label="Password" autoComplete="current-password" required error={errors.password?.message} {...register('password')} />
            <TextField
              label={`Type your username (${profile.username}) to confirm`}
              autoComplete="off"
              required
              error={errors.username?.message}
              {...register('username')}
            />
            <OutcomeBanner outcome={outcome} />
            <div className={styles.actions}>
              <Button type="submit" variant="danger" busy={isSubmitting}>
                {isSubmitting ? 'Deleting...' : 'Delete My Account'}
              </Button>
              <Button variant="secondary" onClick={() => close(false)}>
                Cancel
              </Button>
            </div>
          </fieldset>
        </form>
      </Dialog>
    </>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <div className={styles.loading} aria-busy="true" role="status" aria-label={label}>
      <Skeleton width="40%" />
      <Skeleton shape="rect" height="2.75rem" />
      <Skeleton shape="rect" height="2.75rem" />
    </div>
  );
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function ProfileForm({
  profile,
  onSave,
  checkUsername,
}: {
  profile: SettingsProfile;
  onSave: SettingsScreenProps['onSaveProfile'];
  checkUsername?: SettingsScreenProps['checkUsername'];
}) {
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<AccountProfilePayload>({
    // A username from before the current rule saves unchanged; a new one must follow the rule.
    resolver: zodResolver(accountProfileFormSchema(profile.username)),
    mode: 'onBlur',
    defaultValues: { firstName: profile.firstName, lastName: profile.lastName, username: profile.username },
  });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [taken, setTaken] = useState<string | null>(null);
  const username = useWatch({ control, name: 'username' }) ?? '';

  useEffect(() => {
    const candidate = username.trim();
    if (!checkUsername || sameName(candidate, profile.username)) return;
    if (!usernameSchema.safeParse(candidate).success) return;
    let current = true;
    const timer = window.setTimeout(() => {
      // A failed look-up says nothing; the save itself still refuses a taken name.
      checkUsername(candidate)
        .then((available) => {
          if (current) setTaken(available ? null : candidate);
        })
        .catch(() => undefined);
    }, usernameCheckDelayMs);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [username, checkUsername, profile.username]);

  const usernameError =
    errors.username?.message ?? (taken !== null && sameName(taken, username) ? usernameTakenMessage : undefined);

  const save = handleSubmit(async (values) => {
    setOutcome(null);
    if (taken !== null && sameName(taken, values.username)) return;
    try {
      const result = await onSave(values);
      reset(values);
      setOutcome({ tone: 'success', message: messageOf(result) ?? accountMessages.profileSaved });
    } catch (error) {
      const message = failureMessage(error, profileFallbackMessage);
      if (message === usernameTakenMessage) {
        setTaken(values.username);
        setError('username', { type: 'server', message });
      } else setOutcome({ tone: 'error', message });
    }
  });

  return (
    <form className={styles.form} onSubmit={save} noValidate aria-label="Profile">
      <fieldset className={styles.fieldset} disabled={isSubmitting}>
        <div className={styles.nameRow}>
          <TextField label="First Name" autoComplete="given-name" required error={errors.firstName?.message} {...register('firstName')} />
          <TextField label="Last Name" autoComplete="family-name" required error={errors.lastName?.message} {...register('lastName')} />
        </div>
        <TextField
          label="Username"
          autoComplete="username"
          required
          error={usernameError}
          hint={`Your public page shows it as @${username.trim() || 'username'}.`}
          {...register('username', { onChange: () => clearErrors('username') })}
        />
        <OutcomeBanner outcome={outcome} />
        <div className={styles.actions}>
          <Button type="submit" busy={isSubmitting}>
            {isSubmitting ? 'Saving...' : 'Save Profile'}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

const emptyPasswordForm: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

function PasswordForm({ hasPassword, onChange }: { hasPassword: boolean; onChange: SettingsScreenProps['onChangePassword'] }) {
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema(hasPassword)),
    mode: 'onBlur',
    defaultValues: emptyPasswordForm,
  });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const newPassword = useWatch({ control, name: 'newPassword' }) ?? '';
  // The server refused the current password. The fieldset is disabled while the request runs, so
  // focus can only move back to the field once it is not.
  const refusedCurrent = errors.currentPassword?.type === 'server';
  useEffect(() => {
    if (refusedCurrent && !isSubmitting) setFocus('currentPassword');
  }, [refusedCurrent, isSubmitting, setFocus]);
  const ids = { strength: useId(), rules: useId() };
  const verb = hasPassword ? 'Change' : 'Set';

  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const result = await onChange({
        ...(hasPassword ? { currentPassword: values.currentPassword } : {}),
        newPassword: values.newPassword,
      });
      reset(emptyPasswordForm);
      setOutcome({
        tone: 'success',
        message: messageOf(result) ?? (hasPassword ? accountMessages.passwordChanged : accountMessages.passwordSet),
      });
    } catch (error) {
      const message = failureMessage(error, passwordFallbackMessage);
      if (message === accountMessages.currentPasswordWrong || message === accountMessages.currentPasswordRequired) {
        setError('currentPassword', { type: 'server', message });
      } else setOutcome({ tone: 'error', message });
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Password">
      <fieldset className={styles.fieldset} disabled={isSubmitting}>
        {hasPassword ? (
          <PasswordField
            label="Current Password"
            autoComplete="current-password"
            required
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
        ) : null}
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          required
          error={errors.newPassword?.message}
          describedBy={`${ids.strength} ${ids.rules}`}
          footer={
            <>
              <PasswordStrengthMeter password={newPassword} id={ids.strength} />
              <PasswordChecklist password={newPassword} id={ids.rules} />
            </>
          }
          {...register('newPassword')}
        />
        <PasswordField
          label="Confirm New Password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <OutcomeBanner outcome={outcome} />
        <div className={styles.actions}>
          <Button type="submit" busy={isSubmitting}>
            {isSubmitting ? `${verb === 'Change' ? 'Changing' : 'Setting'} Password...` : `${verb} Password`}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

function SessionList({
  sessions,
  error,
  onRetry,
  onSignOut,
  onSignOutOthers,
  locale,
  now,
}: {
  sessions?: AccountSession[];
  error: { message: string } | null;
  onRetry: () => void;
  onSignOut: (id: string) => Promise<unknown>;
  onSignOutOthers: () => Promise<unknown>;
  locale?: string;
  now?: Date;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  if (error) {
    return (
      <Alert title="Could not load your sessions">
        <p className={styles.errorText}>{error.message}</p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try Again
        </Button>
      </Alert>
    );
  }
  if (!sessions) return <Spinner label="Loading your sessions..." />;

  const run = async (key: string, action: () => Promise<unknown>, success: (result: unknown) => string) => {
    setBusy(key);
    setOutcome(null);
    try {
      setOutcome({ tone: 'success', message: success(await action()) });
    } catch (failure) {
      setOutcome({ tone: 'error', message: failureMessage(failure, sessionsFallbackMessage) });
    } finally {
      setBusy(null);
    }
  };
  const moment = now ?? new Date();
  const others = sessions.filter((session) => !session.current);
  const ordered = [...sessions.filter((session) => session.current), ...others];

  return (
    <>
      <ul className={styles.sessionList} aria-label="Signed-in devices">
        {ordered.map((session) => (
          <SessionRow
            key={session.id}
            session={session}
            busy={busy === session.id}
            disabled={busy !== null}
            onSignOut={() =>
              void run(session.id, () => onSignOut(session.id), (result) => messageOf(result) ?? accountMessages.sessionSignedOut)
            }
            locale={locale}
            now={moment}
          />
        ))}
      </ul>
      {others.length === 0 ? <p className={styles.muted}>{noOtherSessionsMessage}</p> : null}
      <OutcomeBanner outcome={outcome} />
      {others.length > 0 ? (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            busy={busy === 'others'}
            disabled={busy !== null && busy !== 'others'}
            onClick={() =>
              void run('others', onSignOutOthers, (result) => messageOf(result) ?? accountMessages.otherSessionsSignedOut(others.length))
            }
          >
            {busy === 'others' ? 'Signing Out...' : 'Sign Out All Other Devices'}
          </Button>
        </div>
      ) : null}
    </>
  );
}

function SessionRow({
  session,
  busy,
  disabled,
  onSignOut,
  locale,
  now,
}: {
  session: AccountSession;
  busy: boolean;
  disabled: boolean;
  onSignOut: () => void;
  locale?: string;
  now: Date;
}) {
  const textId = useId();
  return (
    <li className={styles.sessionItem} data-current={session.current ? 'true' : undefined}>
      <div className={styles.sessionText} id={textId}>
        <span className={styles.sessionDevice}>
          {session.device}
          {session.current ? <Badge tone="success">This device</Badge> : null}
        </span>
        <span className={styles.muted}>
          {session.current ? 'Active now' : formatLastActive(session.lastSeenAt, now, locale)} · Signed in{' '}
          {formatMoment(session.createdAt, locale)}
        </span>
      </div>
      {session.current ? null : (
        <Button variant="ghost" size="sm" busy={busy} disabled={disabled && !busy} aria-describedby={textId} onClick={onSignOut}>
          {busy ? 'Signing Out...' : 'Sign Out'}
        </Button>
      )}
    </li>
  );
}
