import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { accountMessages, portfolioImportMessages, type AccountSession } from '@showfolio/portfolio-schema';
import { MemoryNavigationProvider } from '../../primitives/Navigation';
import { googleCredentialMessageType } from '../GoogleSignInButton/googlePopup';
import { SettingsScreen, type SettingsScreenProps } from './SettingsScreen';

// The visual review fixes the clock at this moment; the stories use it too, so "Active 2 hours
// ago" reads the same in the browser, in the tests and in the screenshots.
const now = new Date('2026-06-15T10:00:00Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

const thisDevice: AccountSession = {
  id: '6f0c1f7e-0000-4000-8000-000000000001',
  createdAt: ago(3 * 24 * 60),
  lastSeenAt: ago(0),
  device: 'Chrome on Linux',
  signedInWith: 'password+totp',
  current: true,
};
const phone: AccountSession = {
  id: '6f0c1f7e-0000-4000-8000-000000000002',
  createdAt: ago(10 * 24 * 60),
  lastSeenAt: ago(125),
  device: 'Safari on iOS',
  signedInWith: 'passkey',
  current: false,
};
const laptop: AccountSession = {
  id: '6f0c1f7e-0000-4000-8000-000000000003',
  createdAt: ago(40 * 24 * 60),
  lastSeenAt: ago(6 * 24 * 60),
  device: 'Firefox on Windows',
  current: false,
};

const profile = { firstName: 'Ada', lastName: 'Rivera', username: 'ada', email: 'ada.rivera@example.com', hasPassword: true };
const never = () => new Promise<never>(() => undefined);
type Props = SettingsScreenProps;

const meta = {
  title: 'Account/Settings',
  component: SettingsScreen,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  // The dashboard shell provides the page's <main>.
  decorators: [
    (Story) => (
      <MemoryNavigationProvider initialPath="/settings">
        <main>
          <Story />
        </main>
      </MemoryNavigationProvider>
    ),
  ],
  args: {
    profile,
    sessions: [thisDevice, phone, laptop],
    sessionsError: null,
    onSaveProfile: fn(async () => ({ message: accountMessages.profileSaved })) as Props['onSaveProfile'],
    checkUsername: fn(async (username: string) => username.toLowerCase() !== 'grace') as NonNullable<Props['checkUsername']>,
    onChangePassword: fn(async () => ({ message: accountMessages.passwordChanged })) as Props['onChangePassword'],
    onRetrySessions: fn(),
    onSignOutSession: fn(async () => ({ message: accountMessages.sessionSignedOut })) as Props['onSignOutSession'],
    onSignOutOtherSessions: fn(async () => ({ message: accountMessages.otherSessionsSignedOut(2) })) as Props['onSignOutOtherSessions'],
    onChangeEmail: fn(async (values: { newEmail: string }) => ({ message: accountMessages.emailChangeSent(values.newEmail) })) as NonNullable<Props['onChangeEmail']>,
    onExport: fn(async (onProgress: (bytes: number) => void) => {
      onProgress(2_400_000);
      return { fileName: 'showfolio-ada-2026-06-15.zip' };
    }) as NonNullable<Props['onExport']>,
    onDeleteAccount: fn(async () => ({ message: accountMessages.accountDeleted })) as NonNullable<Props['onDeleteAccount']>,
    onImport: fn(async () => ({ message: portfolioImportMessages.imported })) as NonNullable<Props['onImport']>,
    locale: 'en-GB',
    now,
  },
} satisfies Meta<typeof SettingsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }));

/** Profile, password and three devices, this one first. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(canvas.getByLabelText(/^First Name/)).toHaveValue('Ada');
    await expect(canvas.getByLabelText(/^Username/)).toHaveValue('ada');
    await expect(canvas.getByText('ada.rivera@example.com')).toBeVisible();
    const devices = within(canvas.getByRole('list', { name: 'Signed-in devices' })).getAllByRole('listitem');
    await expect(devices).toHaveLength(3);
    await expect(devices[0]).toHaveTextContent('Chrome on LinuxThis device');
    await expect(devices[1]).toHaveTextContent('Active 2 hours ago');
    await expect(devices[2]).toHaveTextContent('Active 6 days ago');
    await expect(within(devices[0]!).queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Sign Out All Other Devices' })).toBeEnabled();
  },
};

/** Nothing has arrived yet: the sections hold their places. */
export const Loading: Story = {
  args: { profile: undefined, sessions: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('status', { name: 'Loading your profile...' })).toHaveLength(3);
    await expect(within(section(canvasElement, 'Sessions').getByRole('status')).getByText('Loading your sessions...')).toBeInTheDocument();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

// Profile

export const ProfileSaving: Story = {
  args: { onSaveProfile: never },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const profileSection = section(canvasElement, 'Profile');
    await userEvent.clear(profileSection.getByLabelText(/^Last Name/));
    await userEvent.type(profileSection.getByLabelText(/^Last Name/), 'King');
    await userEvent.click(profileSection.getByRole('button', { name: 'Save Profile' }));
    await expect(profileSection.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(profileSection.getByLabelText(/^Last Name/)).toBeDisabled();
  },
};

export const ProfileSaved: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const profileSection = section(canvasElement, 'Profile');
    await userEvent.clear(profileSection.getByLabelText(/^First Name/));
    await userEvent.type(profileSection.getByLabelText(/^First Name/), 'Augusta');
    await userEvent.click(profileSection.getByRole('button', { name: 'Save Profile' }));
    await expect(await profileSection.findByRole('status')).toHaveTextContent('Your profile has been saved');
    await expect(args.onSaveProfile).toHaveBeenCalledWith({ firstName: 'Augusta', lastName: 'Rivera', username: 'ada' });
  },
};

/** The rules are sign-up's, with its messages; nothing is sent. */
export const ProfileInvalid: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const profileSection = section(canvasElement, 'Profile');
    await userEvent.clear(profileSection.getByLabelText(/^First Name/));
    await userEvent.clear(profileSection.getByLabelText(/^Username/));
    await userEvent.type(profileSection.getByLabelText(/^Username/), 'ad');
    await userEvent.click(profileSection.getByRole('button', { name: 'Save Profile' }));
    await expect(await profileSection.findByText('First name is required')).toBeVisible();
    await expect(profileSection.getByText('Username must be at least 3 characters')).toBeVisible();
    await expect(profileSection.getByLabelText(/^First Name/)).toHaveFocus();
    await expect(args.onSaveProfile).not.toHaveBeenCalled();
  },
};

/** The availability check answers as the user types, like sign-up's. */
export const UsernameTaken: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const profileSection = section(canvasElement, 'Profile');
    const username = profileSection.getByLabelText(/^Username/);
    await userEvent.clear(username);
    await userEvent.type(username, 'grace');
    await expect(await profileSection.findByText('This username is already taken')).toBeVisible();
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(profileSection.getByRole('button', { name: 'Save Profile' }));
    await expect(args.onSaveProfile).not.toHaveBeenCalled();
    // Its own name, in any case, is never "taken".
    await userEvent.clear(username);
    await userEvent.type(username, 'ADA');
    await waitFor(() => expect(profileSection.queryByText('This username is already taken')).toBeNull());
  },
};

/** The server has the last word on a username someone took a moment ago. */
export const UsernameTakenOnSave: Story = {
  args: {
    checkUsername: undefined,
    onSaveProfile: () => Promise.reject(new Error('This username is already taken')),
  },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const profileSection = section(canvasElement, 'Profile');
    await userEvent.clear(profileSection.getByLabelText(/^Username/));
    await userEvent.type(profileSection.getByLabelText(/^Username/), 'grace');
    await userEvent.click(profileSection.getByRole('button', { name: 'Save Profile' }));
    await expect(await profileSection.findByText('This username is already taken')).toBeVisible();
    await expect(profileSection.queryByRole('alert')).toBeNull();
  },
};

export const ProfileFailed: Story = {
  args: { onSaveProfile: () => Promise.reject(new Error('Too many attempts. Please try again in 12 minutes.')) },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const profileSection = section(canvasElement, 'Profile');
    await userEvent.click(profileSection.getByRole('button', { name: 'Save Profile' }));
    await expect(await profileSection.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 12 minutes.');
    await expect(profileSection.getByRole('button', { name: 'Save Profile' })).toBeEnabled();
  },
};

// Password

const fillPassword = async (canvasElement: HTMLElement, values: { current?: string; next: string; confirm?: string }) => {
  const passwordSection = section(canvasElement, 'Password');
  if (values.current !== undefined) await userEvent.type(passwordSection.getByLabelText(/^Current Password/), values.current);
  await userEvent.type(passwordSection.getByLabelText(/^New Password/), values.next);
  await userEvent.type(passwordSection.getByLabelText(/^Confirm New Password/), values.confirm ?? values.next);
  return passwordSection;
};

export const PasswordChanging: Story = {
  args: { onChangePassword: never },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const passwordSection = await fillPassword(canvasElement, { current: 'Analytical1!', next: 'Babbage-2nd' });
    await userEvent.click(passwordSection.getByRole('button', { name: 'Change Password' }));
    await expect(passwordSection.getByRole('button', { name: 'Changing Password...' })).toBeDisabled();
  },
};

export const PasswordChanged: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const passwordSection = await fillPassword(canvasElement, { current: 'Analytical1!', next: 'Babbage-2nd' });
    await userEvent.click(passwordSection.getByRole('button', { name: 'Change Password' }));
    await expect(await passwordSection.findByRole('status')).toHaveTextContent(
      'Your password has been changed. Every other device has been signed out.',
    );
    await expect(args.onChangePassword).toHaveBeenCalledWith({ currentPassword: 'Analytical1!', newPassword: 'Babbage-2nd' });
    // The fields are emptied, so the passwords do not linger on screen.
    await expect(passwordSection.getByLabelText(/^New Password/)).toHaveValue('');
  },
};

/** The new password follows sign-up's rule and message; the checklist ticks as it is typed. */
export const PasswordInvalid: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const passwordSection = await fillPassword(canvasElement, { next: 'babbage', confirm: 'babbage2' });
    await userEvent.click(passwordSection.getByRole('button', { name: 'Change Password' }));
    await expect(await passwordSection.findByText('Current password is required')).toBeVisible();
    await expect(
      passwordSection.getByText('Password must have 8+ chars, uppercase, lowercase, number, and special char'),
    ).toBeVisible();
    await expect(passwordSection.getByText('Passwords do not match')).toBeVisible();
    await expect(args.onChangePassword).not.toHaveBeenCalled();
  },
};

export const WrongCurrentPassword: Story = {
  args: { onChangePassword: () => Promise.reject(new Error(accountMessages.currentPasswordWrong)) },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const passwordSection = await fillPassword(canvasElement, { current: 'Wrong-pass1', next: 'Babbage-2nd' });
    await userEvent.click(passwordSection.getByRole('button', { name: 'Change Password' }));
    await expect(await passwordSection.findByText('Current password is incorrect')).toBeVisible();
    await expect(passwordSection.getByLabelText(/^Current Password/)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(passwordSection.getByLabelText(/^Current Password/)).toHaveFocus());
  },
};

export const PasswordFailed: Story = {
  args: { onChangePassword: () => Promise.reject(new Error('')) },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const passwordSection = await fillPassword(canvasElement, { current: 'Analytical1!', next: 'Babbage-2nd' });
    await userEvent.click(passwordSection.getByRole('button', { name: 'Change Password' }));
    await expect(await passwordSection.findByRole('alert')).toHaveTextContent('Could not change your password. Please try again.');
  },
};

/** An account made with Google has no password to give: it sets a first one. */
export const GoogleAccount: Story = {
  args: {
    profile: { ...profile, hasPassword: false },
    onChangePassword: fn(async () => ({ message: accountMessages.passwordSet })) as Props['onChangePassword'],
  },
  play: async ({ args, canvasElement }) => {
    const passwordSection = section(canvasElement, 'Password');
    await expect(passwordSection.getByText(/You sign in with Google/)).toBeVisible();
    await expect(passwordSection.queryByLabelText(/^Current Password/)).toBeNull();
    await fillPassword(canvasElement, { next: 'Babbage-2nd' });
    await userEvent.click(passwordSection.getByRole('button', { name: 'Set Password' }));
    await expect(await passwordSection.findByRole('status')).toHaveTextContent('Your password has been set.');
    await expect(args.onChangePassword).toHaveBeenCalledWith({ newPassword: 'Babbage-2nd' });
  },
};

// Sessions

/** Only this device is signed in. */
export const SessionsEmpty: Story = {
  args: { sessions: [thisDevice] },
  play: async ({ canvasElement }) => {
    const sessions = section(canvasElement, 'Sessions');
    await expect(sessions.getAllByRole('listitem')).toHaveLength(1);
    await expect(sessions.getByText('No other device is signed in to your account.')).toBeVisible();
    await expect(sessions.queryByRole('button')).toBeNull();
  },
};

export const SessionsError: Story = {
  args: { sessions: undefined, sessionsError: { message: 'Could not reach the server. Please check your connection and try again.' } },
  play: async ({ args, canvasElement }) => {
    const sessions = section(canvasElement, 'Sessions');
    await expect(sessions.getByRole('alert')).toHaveTextContent('Could not load your sessions');
    await userEvent.click(sessions.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetrySessions).toHaveBeenCalledOnce();
  },
};

export const SigningOutDevice: Story = {
  args: { onSignOutSession: never },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const sessions = section(canvasElement, 'Sessions');
    const row = within(sessions.getAllByRole('listitem')[1]!);
    await userEvent.click(row.getByRole('button', { name: 'Sign Out' }));
    await expect(row.getByRole('button', { name: 'Signing Out...' })).toBeDisabled();
    // One at a time: the other buttons wait.
    await expect(within(sessions.getAllByRole('listitem')[2]!).getByRole('button', { name: 'Sign Out' })).toBeDisabled();
    await expect(sessions.getByRole('button', { name: 'Sign Out All Other Devices' })).toBeDisabled();
  },
};

/** With a caller that refreshes the list, as the host does. */
function LiveSessions(args: SettingsScreenProps) {
  const [sessions, setSessions] = useState(args.sessions ?? []);
  return (
    <SettingsScreen
      {...args}
      sessions={sessions}
      onSignOutSession={async (id) => {
        const result = await args.onSignOutSession(id);
        setSessions((current) => current.filter((session) => session.id !== id));
        return result;
      }}
      onSignOutOtherSessions={async () => {
        const result = await args.onSignOutOtherSessions();
        setSessions((current) => current.filter((session) => session.current));
        return result;
      }}
    />
  );
}

export const DeviceSignedOut: Story = {
  render: (args) => <LiveSessions {...args} />,
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const sessions = section(canvasElement, 'Sessions');
    await userEvent.click(within(sessions.getAllByRole('listitem')[1]!).getByRole('button', { name: 'Sign Out' }));
    await expect(await sessions.findByRole('status')).toHaveTextContent('That device has been signed out');
    await expect(args.onSignOutSession).toHaveBeenCalledWith(phone.id);
    await expect(sessions.getAllByRole('listitem')).toHaveLength(2);
    await expect(sessions.queryByText('Safari on iOS')).toBeNull();
  },
};

export const OtherDevicesSignedOut: Story = {
  render: (args) => <LiveSessions {...args} />,
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const sessions = section(canvasElement, 'Sessions');
    await userEvent.click(sessions.getByRole('button', { name: 'Sign Out All Other Devices' }));
    await expect(await sessions.findByRole('status')).toHaveTextContent('Signed out 2 other devices');
    await expect(sessions.getAllByRole('listitem')).toHaveLength(1);
    await expect(sessions.getByText('No other device is signed in to your account.')).toBeVisible();
  },
};

export const SignOutFailed: Story = {
  args: { onSignOutSession: () => Promise.reject(new Error('Session not found')) },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const sessions = section(canvasElement, 'Sessions');
    await userEvent.click(within(sessions.getAllByRole('listitem')[2]!).getByRole('button', { name: 'Sign Out' }));
    await expect(await sessions.findByRole('alert')).toHaveTextContent('Session not found');
    await expect(sessions.getAllByRole('listitem')).toHaveLength(3);
  },
};

// E-mail address

const fillEmail = async (canvasElement: HTMLElement, values: { email: string; password: string }) => {
  const emailSection = section(canvasElement, 'E-mail Address');
  await userEvent.type(emailSection.getByLabelText(/^New E-mail Address/), values.email);
  if (values.password) await userEvent.type(emailSection.getByLabelText(/^Password/), values.password);
  return emailSection;
};

/** The link went to the new address; the address shown stays the old one until it is opened. */
export const EmailChangeSent: Story = {
  play: async ({ args, canvasElement }) => {
    const emailSection = await fillEmail(canvasElement, { email: 'ada@new.example', password: 'Analytical1!' });
    await userEvent.click(emailSection.getByRole('button', { name: 'Change E-mail' }));
    await expect(await emailSection.findByText(/We sent a confirmation link to ada@new.example/)).toBeVisible();
    await expect(args.onChangeEmail).toHaveBeenCalledWith({ newEmail: 'ada@new.example', password: 'Analytical1!' });
    await expect(emailSection.getByLabelText(/^New E-mail Address/)).toHaveValue('');
  },
};

export const EmailSending: Story = {
  args: { onChangeEmail: never },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const emailSection = await fillEmail(canvasElement, { email: 'ada@new.example', password: 'Analytical1!' });
    await userEvent.click(emailSection.getByRole('button', { name: 'Change E-mail' }));
    await expect(await emailSection.findByRole('button', { name: /Sending Link/ })).toBeDisabled();
  },
};

export const EmailInvalid: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const emailSection = await fillEmail(canvasElement, { email: 'not-an-address', password: '' });
    await userEvent.click(emailSection.getByRole('button', { name: 'Change E-mail' }));
    await expect(await emailSection.findByText('Please enter a valid email address')).toBeVisible();
    await expect(emailSection.getByText('Current password is required')).toBeVisible();
    await expect(args.onChangeEmail).not.toHaveBeenCalled();
  },
};

export const EmailWrongPassword: Story = {
  args: { onChangeEmail: () => Promise.reject(new Error(accountMessages.currentPasswordWrong)) },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const emailSection = await fillEmail(canvasElement, { email: 'ada@new.example', password: 'Wrong-pass1' });
    await userEvent.click(emailSection.getByRole('button', { name: 'Change E-mail' }));
    await expect(await emailSection.findByText('Current password is incorrect')).toBeVisible();
    await expect(emailSection.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const EmailTaken: Story = {
  args: { onChangeEmail: () => Promise.reject(new Error('An account with this email already exists')) },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const emailSection = await fillEmail(canvasElement, { email: 'grace@example.com', password: 'Analytical1!' });
    await userEvent.click(emailSection.getByRole('button', { name: 'Change E-mail' }));
    await expect(await emailSection.findByRole('alert')).toHaveTextContent('An account with this email already exists');
  },
};

// Your data

export const Exporting: Story = {
  args: {
    onExport: ((onProgress: (bytes: number) => void) => {
      onProgress(1_300_000);
      return never();
    }) as NonNullable<Props['onExport']>,
  },
  play: async ({ canvasElement }) => {
    const data = section(canvasElement, 'Your Data');
    await userEvent.click(data.getByRole('button', { name: 'Download My Data' }));
    await expect(await data.findByText('Downloading... 1.2 MB so far')).toBeVisible();
    await expect(data.getByRole('button', { name: /Downloading/ })).toBeDisabled();
  },
};

export const Exported: Story = {
  play: async ({ args, canvasElement }) => {
    const data = section(canvasElement, 'Your Data');
    await userEvent.click(data.getByRole('button', { name: 'Download My Data' }));
    await expect(await data.findByText(/Downloaded showfolio-ada-2026-06-15.zip/)).toBeVisible();
    await expect(args.onExport).toHaveBeenCalledOnce();
    await expect(data.getByRole('button', { name: 'Download My Data' })).toBeEnabled();
  },
};

export const ExportFailed: Story = {
  args: { onExport: () => Promise.reject(new Error('Too many attempts. Please try again in 40 minutes.')) },
  play: async ({ canvasElement }) => {
    const data = section(canvasElement, 'Your Data');
    await userEvent.click(data.getByRole('button', { name: 'Download My Data' }));
    await expect(await data.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 40 minutes.');
  },
};

const portfolioJson = (content: string) => new File([content], 'portfolio.json', { type: 'application/json' });

export const Imported: Story = {
  play: async ({ args, canvasElement }) => {
    const data = section(canvasElement, 'Your Data');
    await userEvent.upload(data.getByLabelText('Import portfolio.json'), portfolioJson('{"format":"showfolio-portfolio","version":1}'));
    await expect(await data.findByText(portfolioImportMessages.imported)).toBeVisible();
    await expect(args.onImport).toHaveBeenCalledWith({ format: 'showfolio-portfolio', version: 1 });
  },
};

export const ImportNotJson: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const data = section(canvasElement, 'Your Data');
    await userEvent.upload(data.getByLabelText('Import portfolio.json'), portfolioJson('not json'));
    await expect(await data.findByRole('alert')).toHaveTextContent('could not be read as JSON');
    await expect(args.onImport).not.toHaveBeenCalled();
  },
};

export const ImportRefused: Story = {
  args: { onImport: () => Promise.reject(new Error(portfolioImportMessages.notEmpty)) },
  play: async ({ canvasElement }) => {
    const data = section(canvasElement, 'Your Data');
    await userEvent.upload(data.getByLabelText('Import portfolio.json'), portfolioJson('{"format":"showfolio-portfolio","version":1}'));
    await expect(await data.findByRole('alert')).toHaveTextContent(portfolioImportMessages.notEmpty);
  },
};

// Delete account

const openDeleteDialog = async (canvasElement: HTMLElement) => {
  await userEvent.click(section(canvasElement, 'Delete Account').getByRole('button', { name: 'Delete Account...' }));
  return within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Delete your account?' }));
};

/** The danger zone's dialog asks for the password and the username, typed. */
export const DeleteDialog: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openDeleteDialog(canvasElement);
    await waitFor(() => expect(dialog.getByLabelText(/^Password/)).toBeVisible());
    await userEvent.type(dialog.getByLabelText(/^Type your username \(ada\)/), 'ad');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete My Account' }));
    await expect(await dialog.findByText(accountMessages.deletePasswordRequired)).toBeVisible();
    await expect(dialog.getByText(accountMessages.deleteUsernameMismatch)).toBeVisible();
    await expect(args.onDeleteAccount).not.toHaveBeenCalled();
  },
};

export const Deleting: Story = {
  args: { onDeleteAccount: fn(never) as NonNullable<Props['onDeleteAccount']> },
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const dialog = await openDeleteDialog(canvasElement);
    await userEvent.type(dialog.getByLabelText(/^Password/), 'Analytical1!');
    await userEvent.type(dialog.getByLabelText(/^Type your username/), 'ada');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete My Account' }));
    await expect(await dialog.findByRole('button', { name: /Deleting/ })).toBeDisabled();
    await expect(args.onDeleteAccount).toHaveBeenCalledWith({ password: 'Analytical1!', username: 'ada' });
  },
};

export const DeleteWrongPassword: Story = {
  args: { onDeleteAccount: () => Promise.reject(new Error(accountMessages.deletePasswordWrong)) },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const dialog = await openDeleteDialog(canvasElement);
    await userEvent.type(dialog.getByLabelText(/^Password/), 'Wrong-pass1');
    await userEvent.type(dialog.getByLabelText(/^Type your username/), 'ada');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete My Account' }));
    await expect(await dialog.findByText(accountMessages.deletePasswordWrong)).toBeVisible();
  },
};

export const DeleteCancelled: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const dialog = await openDeleteDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull());
    await expect(args.onDeleteAccount).not.toHaveBeenCalled();
  },
};

/** A Google-only account sets a password first: changing the address and deleting ask for one. */
export const GoogleAccountData: Story = {
  args: { profile: { ...profile, hasPassword: false } },
  play: async ({ canvasElement }) => {
    await expect(section(canvasElement, 'E-mail Address').getByText(/Set a password first/)).toBeVisible();
    await expect(section(canvasElement, 'Delete Account').getByText(/Set a password above first/)).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

const unverified = { ...profile, emailVerified: false };

/** The address is verified: a badge says so, nothing to do. */
export const EmailVerified: Story = {
  args: { profile: { ...profile, emailVerified: true }, onResendVerification: fn(async () => ({})) },
  play: async ({ canvasElement }) => {
    const email = section(canvasElement, 'E-mail Address');
    await expect(email.getByText('Verified')).toBeVisible();
    await expect(email.queryByRole('button', { name: 'Resend' })).toBeNull();
  },
};

/** Not verified yet: publishing waits, and "Resend" mails a new link. */
export const EmailNotVerified: Story = {
  args: { profile: unverified, onResendVerification: fn(async () => ({ message: accountMessages.verificationSent(profile.email) })) },
  play: async ({ canvasElement }) => {
    const email = section(canvasElement, 'E-mail Address');
    await expect(email.getByText('Not verified')).toBeVisible();
    await expect(email.getByRole('button', { name: 'Resend' })).toBeEnabled();
  },
};

export const VerificationResent: Story = {
  args: EmailNotVerified.args,
  play: async ({ canvasElement, args }) => {
    const email = section(canvasElement, 'E-mail Address');
    await userEvent.click(email.getByRole('button', { name: 'Resend' }));
    await expect(await email.findByText(accountMessages.verificationSent(profile.email))).toBeVisible();
    await expect(args.onResendVerification).toHaveBeenCalledTimes(1);
  },
};

export const VerificationResending: Story = {
  args: { profile: unverified, onResendVerification: never },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const email = section(canvasElement, 'E-mail Address');
    await userEvent.click(email.getByRole('button', { name: 'Resend' }));
    await expect(await email.findByRole('button', { name: 'Sending...' })).toBeDisabled();
  },
};

/** Asked too often: the server's 429 message, and "Resend" rests. */
export const VerificationResendLimited: Story = {
  args: {
    profile: unverified,
    onResendVerification: () =>
      Promise.reject(Object.assign(new Error('Too many attempts. Please try again in 42 minutes.'), { status: 429 })),
  },
  play: async ({ canvasElement }) => {
    const email = section(canvasElement, 'E-mail Address');
    await userEvent.click(email.getByRole('button', { name: 'Resend' }));
    await expect(await email.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 42 minutes.');
    await expect(email.getByRole('button', { name: 'Resend' })).toBeDisabled();
  },
};

export const VerificationResendFailed: Story = {
  args: { profile: unverified, onResendVerification: () => Promise.reject(new Error('')) },
  play: async ({ canvasElement }) => {
    const email = section(canvasElement, 'E-mail Address');
    await userEvent.click(email.getByRole('button', { name: 'Resend' }));
    await expect(await email.findByRole('alert')).toHaveTextContent('Could not send the verification e-mail. Please try again.');
    await expect(email.getByRole('button', { name: 'Resend' })).toBeEnabled();
  },
};

const googleArgs = {
  googleClientId: 'showfolio-demo.apps.googleusercontent.com',
  onLinkGoogle: fn(async () => ({ message: accountMessages.googleLinked })) as NonNullable<Props['onLinkGoogle']>,
  onUnlinkGoogle: fn(async () => ({ message: accountMessages.googleUnlinked })) as NonNullable<Props['onUnlinkGoogle']>,
};

/**
 * Google's popup is a third party the story cannot reach: `window.open` stands in for it for one
 * click, and the "callback page" posts the credential back as the real one does.
 */
async function linkThroughPopup(canvasElement: HTMLElement, credential: string | null) {
  const win = canvasElement.ownerDocument.defaultView!;
  const open = win.open;
  let state = '';
  win.open = ((url?: string | URL) => {
    state = new URL(String(url)).searchParams.get('state') ?? '';
    return credential === null ? null : ({ closed: false, close: () => undefined } as unknown as Window);
  }) as typeof win.open;
  try {
    await userEvent.click(section(canvasElement, 'Google').getByRole('button', { name: 'Link Google Account' }));
  } finally {
    win.open = open;
  }
  if (credential !== null) win.postMessage({ type: googleCredentialMessageType, credential, state }, win.location.origin);
}

/** GOOGLE_CLIENT_ID is set and no Google account is linked yet. */
export const GoogleNotLinked: Story = {
  args: { ...googleArgs, profile: { ...profile, googleLinked: false } },
  play: async ({ canvasElement }) => {
    const google = section(canvasElement, 'Google');
    await expect(google.getByText('Not linked')).toBeVisible();
    await expect(google.getByRole('button', { name: 'Link Google Account' })).toBeEnabled();
  },
};

export const GoogleLinkedNow: Story = {
  args: { ...googleArgs, profile: { ...profile, googleLinked: false } },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    await linkThroughPopup(canvasElement, 'google-id-token');
    const google = section(canvasElement, 'Google');
    await expect(await google.findByText(accountMessages.googleLinked)).toBeVisible();
    await expect(args.onLinkGoogle).toHaveBeenCalledWith('google-id-token');
  },
};

/** That Google account belongs to another Showfolio account (409). */
export const GoogleLinkRefused: Story = {
  args: {
    ...googleArgs,
    profile: { ...profile, googleLinked: false },
    onLinkGoogle: () => Promise.reject(Object.assign(new Error(accountMessages.googleHeldByAnother), { status: 409 })),
  },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await linkThroughPopup(canvasElement, 'someone-elses-token');
    await expect(await section(canvasElement, 'Google').findByRole('alert')).toHaveTextContent(accountMessages.googleHeldByAnother);
  },
};

export const GoogleLinkPopupBlocked: Story = {
  args: { ...googleArgs, profile: { ...profile, googleLinked: false } },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    await linkThroughPopup(canvasElement, null);
    await expect(await section(canvasElement, 'Google').findByRole('alert')).toHaveTextContent(/blocked/i);
    await expect(args.onLinkGoogle).not.toHaveBeenCalled();
  },
};

/** Linked, with a password to fall back on: "Unlink Google". */
export const GoogleLinked: Story = {
  args: { ...googleArgs, profile: { ...profile, googleLinked: true } },
  play: async ({ canvasElement }) => {
    const google = section(canvasElement, 'Google');
    await expect(google.getByText('Linked')).toBeVisible();
    await expect(google.getByRole('button', { name: 'Unlink Google' })).toBeEnabled();
  },
};

export const GoogleUnlinkedNow: Story = {
  args: GoogleLinked.args,
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const google = section(canvasElement, 'Google');
    await userEvent.click(google.getByRole('button', { name: 'Unlink Google' }));
    await expect(await google.findByText(accountMessages.googleUnlinked)).toBeVisible();
    await expect(args.onUnlinkGoogle).toHaveBeenCalledTimes(1);
  },
};

export const GoogleUnlinkFailed: Story = {
  args: {
    ...googleArgs,
    profile: { ...profile, googleLinked: true },
    onUnlinkGoogle: () => Promise.reject(Object.assign(new Error(accountMessages.googleNotLinked), { status: 400 })),
  },
  play: async ({ canvasElement }) => {
    const google = section(canvasElement, 'Google');
    await userEvent.click(google.getByRole('button', { name: 'Unlink Google' }));
    await expect(await google.findByRole('alert')).toHaveTextContent(accountMessages.googleNotLinked);
  },
};

/** Google is the only way in: no unlinking until a password is set. */
export const GoogleOnlyAccount: Story = {
  args: { ...googleArgs, profile: { ...profile, hasPassword: false, googleLinked: true } },
  play: async ({ canvasElement }) => {
    const google = section(canvasElement, 'Google');
    await expect(google.getByText(`${accountMessages.googleUnlinkNeedsPassword}.`)).toBeVisible();
    await expect(google.queryByRole('button', { name: 'Unlink Google' })).toBeNull();
  },
};

/** Without GOOGLE_CLIENT_ID there is no Google section at all. */
export const GoogleNotConfigured: Story = {
  args: { profile: { ...profile, googleLinked: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Google' })).toBeNull();
  },
};
