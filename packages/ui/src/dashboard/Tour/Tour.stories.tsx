import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tour, dashboardTourStops } from './Tour';

const meta = {
  title: 'Dashboard/Tour',
  component: Tour,
  tags: ['autodocs'],
  // The card settles after the spec's stop delays (up to 400 ms on mobile, plus scrolling).
  parameters: { layout: 'fullscreen', visual: { delay: 1000 }, docs: { story: { inline: false, height: '720px' } } },
  args: {
    stops: dashboardTourStops,
    defaultOpen: true,
    onStepChange: fn(),
    onOpenChange: fn(),
    children: null,
  },
  render: (args) => (
    <Tour {...args}>
      <div style={{ display: 'grid', gridTemplateColumns: '200px 1fr', minHeight: '100vh' }}>
        <nav
          data-tour="sidebar"
          aria-label="Sidebar"
          style={{ padding: 16, borderRight: '1px solid' }}
        >
          Sidebar
        </nav>
        <div>
          <header data-tour="topbar" style={{ padding: 16, borderBottom: '1px solid' }}>
            <button type="button" data-tour="menu">
              Menu
            </button>{' '}
            Top bar
          </header>
          <main style={{ padding: 16 }}>
            <h1 data-tour="welcome">Welcome, Ada!</h1>
            <section
              data-tour="profile-completion"
              aria-label="Profile completion"
              style={{ marginTop: 16 }}
            >
              Profile completion
            </section>
            <Tour.Trigger />
          </main>
        </div>
      </div>
      <Tour.Card />
    </Tour>
  ),
} satisfies Meta<typeof Tour>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStop: Story = {};

export const LastStop: Story = { args: { defaultStep: 4 } };

/** On a phone the sidebar is a closed drawer, so the first stop points at the menu button. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const card = await body.findByRole('dialog', { name: 'Navigation Sidebar' });
    await waitFor(() => expect(card.parentElement).toHaveAttribute('data-state', 'shown'));
    const spotlight = card.parentElement!.querySelector('[aria-hidden="true"] + [aria-hidden="true"]')!;
    const menu = body.getByRole('button', { name: 'Menu' }).getBoundingClientRect();
    const lit = spotlight.getBoundingClientRect();
    await expect(lit.left).toBeLessThanOrEqual(menu.left);
    await expect(lit.right).toBeGreaterThanOrEqual(menu.right);
    await expect(lit.top).toBeLessThanOrEqual(menu.top);
    await expect(lit.bottom).toBeGreaterThanOrEqual(menu.bottom);
  },
};

export const Closed: Story = { args: { defaultOpen: false } };

/** → and space go forward, ← goes back, Escape closes. */
export const KeyboardNavigation: Story = {
  // Looks exactly like Closed: its behaviour is checked by the story test, its pixels there.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() =>
      expect(body.getByRole('dialog', { name: 'Navigation Sidebar' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowRight}');
    await expect(body.getByRole('dialog', { name: 'Top Bar' })).toBeInTheDocument();
    await userEvent.keyboard(' ');
    await expect(body.getByRole('dialog', { name: 'Welcome Header' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(body.getByRole('dialog', { name: 'Top Bar' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};
