import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usernameMessages, type AccountSession } from '@showfolio/portfolio-schema';
import { expectNoAxeViolations } from '../../../test/setup-axe';
import { SettingsScreen, type SettingsScreenProps } from './SettingsScreen';
import { formatLastActive } from './settingsText';

const now = new Date('2026-06-15T10:00:00Z');
const session = (id: string, current: boolean, minutesAgo: number): AccountSession => ({
  id,
  current,
  device: current ? 'Chrome on Linux' : `Device ${id}`,
  createdAt: new Date(now.getTime() - 7 * 24 * 60 * 60_000).toISOString(),
  lastSeenAt: new Date(now.getTime() - minutesAgo * 60_000).toISOString(),
});

const renderSettings = (props: Partial<SettingsScreenProps> = {}) =>
  render(
    <main>
      <SettingsScreen
        profile={{ firstName: 'Ada', lastName: 'Rivera', username: 'ada', email: 'ada@example.com', hasPassword: true }}
        sessions={[session('a', false, 30), session('b', true, 5), session('c', false, 3000)]}
        onSaveProfile={vi.fn(async () => undefined)}
        onChangePassword={vi.fn(async () => undefined)}
        onRetrySessions={vi.fn()}
        onSignOutSession={vi.fn(async () => undefined)}
        onSignOutOtherSessions={vi.fn(async () => undefined)}
        locale="en-GB"
        now={now}
        {...props}
      />
    </main>,
  );

describe('the Settings screen', () => {
  it('lists this device first, then the others as the server ordered them', () => {
    renderSettings();
    const rows = within(screen.getByRole('list', { name: 'Signed-in devices' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Chrome on LinuxThis deviceActive now/),
      expect.stringMatching(/^Device aActive 30 minutes ago/),
      expect.stringMatching(/^Device cActive 2 days ago/),
    ]);
  });

  it('sends no current password for an account without one', async () => {
    const onChangePassword = vi.fn(async () => undefined);
    renderSettings({
      profile: { firstName: 'Ada', lastName: 'Rivera', username: 'ada', email: 'ada@example.com', hasPassword: false },
      onChangePassword,
    });
    await userEvent.type(screen.getByLabelText(/^New Password/), 'Babbage-2nd');
    await userEvent.type(screen.getByLabelText(/^Confirm New Password/), 'Babbage-2nd');
    await userEvent.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(onChangePassword).toHaveBeenCalledWith({ newPassword: 'Babbage-2nd' });
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been set.');
  });

  // issue 30 item 13: a username stored before the character set and reserved list still saves
  // unchanged with the names; a changed one is held to sign-up's rule before anything is sent.
  it('saves the names with a username from before the rule, and holds a changed one to the rule', async () => {
    const onSaveProfile = vi.fn(async () => undefined);
    renderSettings({
      profile: { firstName: 'Ada', lastName: 'Rivera', username: 'ada.rivera', email: 'ada@example.com', hasPassword: true },
      onSaveProfile,
    });
    const firstName = screen.getByLabelText(/^First Name/);
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Augusta');
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(onSaveProfile).toHaveBeenCalledWith({ firstName: 'Augusta', lastName: 'Rivera', username: 'ada.rivera' });
    const username = screen.getByLabelText(/^Username/);
    await userEvent.clear(username);
    await userEvent.type(username, 'ada.lovelace');
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText(usernameMessages.characters)).toBeInTheDocument();
    expect(onSaveProfile).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations when loaded and while loading', async () => {
    const { container, unmount } = renderSettings();
    await expectNoAxeViolations(container);
    unmount();
    const loading = renderSettings({ profile: undefined, sessions: undefined });
    await expectNoAxeViolations(loading.container);
  });
});

describe('last active', () => {
  it.each([
    [0, 'Active now'],
    [1.5, 'Active now'],
    [5, 'Active 5 minutes ago'],
    [60, 'Active 1 hour ago'],
    [26 * 60, 'Active yesterday'],
    [9 * 24 * 60, 'Active 9 days ago'],
  ])('%d minutes ago reads "%s"', (minutes, text) => {
    expect(formatLastActive(new Date(now.getTime() - minutes * 60_000).toISOString(), now, 'en-GB')).toBe(text);
  });
});
