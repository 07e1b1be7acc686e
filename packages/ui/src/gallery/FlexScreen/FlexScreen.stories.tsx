import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { deployedTemplates, galleryTemplates } from '../fixtures';
import { FlexScreen } from './FlexScreen';

const meta = {
  title: 'Gallery/Flex',
  component: FlexScreen,
  tags: ['autodocs'],
  // The dashboard shell provides the page's <main>.
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
  // Fixed so screenshots do not depend on the machine's locale and zone.
  args: {
    deployedTemplates,
    templates: galleryTemplates,
    error: null,
    onRefresh: fn(),
    onNavigate: fn(),
    locale: 'en-GB',
    timeZone: 'UTC',
  },
} satisfies Meta<typeof FlexScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One card per site, newest first; each redeploy folds into the site's history. */
export const Deployments: Story = {
  play: async ({ canvasElement }) => {
    const headings = within(canvasElement).getAllByRole('heading', { level: 2 });
    await expect(headings.map((heading) => heading.textContent)).toEqual([
      'ada.showfolio.test',
      'ada-old.showfolio.test',
    ]);
  },
};
export const HistoryOpen: Story = {
  play: async ({ canvasElement }) => {
    const site = within(within(canvasElement).getByRole('listitem', { name: 'ada.showfolio.test' }));
    await userEvent.click(site.getByText('History (3 deployments)'));
    await expect(site.getByRole('group')).toHaveAttribute('open');
  },
};
export const Loading: Story = { args: { deployedTemplates: undefined } };
export const LoadError: Story = {
  args: { deployedTemplates: undefined, error: new Error('Request failed with status 500') },
};
export const Empty: Story = { args: { deployedTemplates: [] } };
