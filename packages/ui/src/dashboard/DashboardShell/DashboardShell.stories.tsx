import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MemoryNavigationProvider } from '../../primitives/Navigation';
import { AnalyticsScreen } from '../AnalyticsScreen';
import { sampleAnalyticsSummary } from '../AnalyticsScreen/fixtures';
import { DashboardShell, sidebarStates } from './DashboardShell';

const meta = {
  title: 'Dashboard/DashboardShell',
  component: DashboardShell,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, height: '640px' } } },
  args: {
    firstName: 'Ada',
    currentPath: '/analytics',
    onSignOut: fn(),
    onSidebarStateChange: fn(),
    defaultSidebarState: 'expanded',
    children: null,
  },
  argTypes: { defaultSidebarState: { control: 'inline-radio', options: sidebarStates } },
  decorators: [
    (Story) => (
      <MemoryNavigationProvider initialPath="/analytics">
        <Story />
      </MemoryNavigationProvider>
    ),
  ],
  render: (args) => (
    <DashboardShell {...args}>
      <DashboardShell.Sidebar />
      <DashboardShell.TopBar />
      <DashboardShell.Content>
        <AnalyticsScreen
          range="7d"
          summary={sampleAnalyticsSummary('7d')}
          onRangeChange={fn()}
          onRetry={fn()}
          onNavigate={fn()}
          locale="en-GB"
        />
      </DashboardShell.Content>
    </DashboardShell>
  ),
} satisfies Meta<typeof DashboardShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = {};

export const Collapsed: Story = { args: { defaultSidebarState: 'collapsed' } };

export const Drawer: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await expect(canvas.getByRole('complementary', { name: 'Sidebar' })).toHaveAttribute('data-layout', 'drawer');
  },
};

export const NotificationsOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications' }));
    await expect(canvas.getByText('Welcome to the product! Check back later for updates.')).toBeVisible();
  },
};

export const SignOutConfirm: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Are you sure you want to sign out?' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await expect(args.onSignOut).not.toHaveBeenCalled();
  },
};

/** The avatar opens the account menu: Settings and Sign out. */
export const AccountMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const avatar = canvas.getByRole('button', { name: 'Ada account menu' });
    await userEvent.click(avatar);
    await expect(avatar).toHaveAttribute('aria-expanded', 'true');
    const banner = within(canvas.getByRole('banner'));
    await expect(banner.getByRole('link', { name: 'Settings' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Sign out' })).toBeVisible();
  },
};

/** On a phone the notifications panel spans the top bar instead of leaving the screen. */
export const NotificationsOnPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications' }));
    const panel = canvas.getByText(/Welcome to the product!/).parentElement!.getBoundingClientRect();
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    await expect(panel.left).toBeGreaterThanOrEqual(0);
    await expect(panel.right).toBeLessThanOrEqual(width);
  },
};
