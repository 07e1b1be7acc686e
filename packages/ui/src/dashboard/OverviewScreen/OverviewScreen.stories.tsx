import { emptyPortfolioDraft } from '@showfolio/portfolio-schema';
import { sampleDraft } from '@showfolio/portfolio-schema/samples';
import { registeredTemplateIds } from '@showfolio/templates';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MemoryNavigationProvider } from '../../primitives/Navigation';
import { OverviewScreen } from './OverviewScreen';

const partialDraft = { ...emptyPortfolioDraft(), userDetails: sampleDraft.userDetails, bio: sampleDraft.bio, education: sampleDraft.education };

const meta = {
  title: 'Dashboard/OverviewScreen',
  component: OverviewScreen,
  tags: ['autodocs'],
  args: {
    firstName: 'Ada',
    draft: partialDraft,
    deployment: null,
    autoStartTour: false,
    templateCount: registeredTemplateIds().length,
  },
  decorators: [
    (Story) => (
      <MemoryNavigationProvider initialPath="/dashboard">
        <Story />
      </MemoryNavigationProvider>
    ),
  ],
} satisfies Meta<typeof OverviewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {};
export const Empty: Story = { args: { draft: emptyPortfolioDraft() } };
export const Complete: Story = { args: { draft: sampleDraft } };
/** The tour starts by itself after 1.5 s unless it was taken before in this browser. */
export const WithTour: Story = {
  args: { autoStartTour: true },
  // The tour appears after its start delay, so the screenshot equals In Progress; Tour's own stories show it.
  parameters: { visual: { disable: true } },
};
/**
 * The deployment is still loading: a spinner, in a card about as tall as it will be, so the
 * cards below do not jump when it arrives.
 */
export const LoadingSite: Story = {
  args: { deployment: undefined },
  // The spinner turns: no two screenshots would match.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const site = within(canvasElement).getByRole('region', { name: 'Your site' });
    await expect(within(site).getByText('Loading your site...')).toBeInTheDocument();
    await expect(site.getBoundingClientRect().height).toBeGreaterThanOrEqual(130);
  },
};
/** Published: the live address with Open, Copy and Download PDF. */
export const Published: Story = {
  args: {
    draft: sampleDraft,
    deployment: {
      templateIdentifier: 'minimal-portfolio-v1',
      deployUrl: 'http://ada.showfolio.localhost:3000/',
      subdomain: 'ada',
    },
    pdfHref: 'http://ada.showfolio.localhost:3000/resume.pdf',
  },
  play: async ({ canvasElement }) => {
    const site = within(within(canvasElement).getByRole('region', { name: 'Your site' }));
    await expect(site.getByRole('link', { name: 'Open' })).toHaveAttribute('href', 'http://ada.showfolio.localhost:3000/');
    await expect(site.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    await expect(site.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      'http://ada.showfolio.localhost:3000/resume.pdf',
    );
  },
};
/** A custom domain lost its DNS records: the overview says so and links to the fix. */
export const DomainNeedsAttention: Story = {
  args: { ...Published.args, domainsNeedingAttention: ['ada.dev'] },
  play: async ({ canvasElement }) => {
    const notice = within(within(canvasElement).getByRole('alert'));
    await expect(notice.getByText('A domain needs attention')).toBeVisible();
    await expect(notice.getByText(/ada\.dev: its DNS records changed/)).toBeVisible();
    await expect(notice.getByRole('link', { name: 'Fix custom domains' })).toHaveAttribute('href', '/domains');
  },
};
/** The résumé's design and paper are chosen beside "Download PDF" and remembered (issue 33). */
export const PublishedWithResumeChoice: Story = {
  args: {
    ...Published.args,
    pdfHref: 'http://ada.showfolio.localhost:3000/resume.pdf?design=modern&paper=a4',
    resume: { design: 'modern', paper: 'a4' },
    onResumeChange: fn(async () => undefined),
  },
  // No visual baseline yet (a Storybook build was beyond this change's machine budget): to add.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const site = within(within(canvasElement).getByRole('region', { name: 'Your site' }));
    await expect(site.getByRole('combobox', { name: 'Résumé design' })).toHaveValue('modern');
    await userEvent.selectOptions(site.getByRole('combobox', { name: 'Paper' }), 'US Letter');
    await expect(args.onResumeChange).toHaveBeenCalledWith({ design: 'modern', paper: 'letter' });
  },
};
/** Unpublish asks first: the site goes offline, the address stays the owner's for 30 days. */
export const ConfirmUnpublish: Story = {
  args: {
    ...Published.args,
    onUnpublish: fn(async () => undefined),
  },
  play: async ({ canvasElement }) => {
    const site = within(within(canvasElement).getByRole('region', { name: 'Your site' }));
    await userEvent.click(site.getByRole('button', { name: 'Unpublish' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Unpublish your site?' });
    await expect(dialog).toHaveTextContent('The address stays yours for 30 days.');
  },
};
/** Taken offline: "Publish again" brings the same site back to the same address. */
export const Offline: Story = {
  args: {
    draft: sampleDraft,
    offlineSite: { subdomain: 'ada', templateIdentifier: 'minimal-portfolio-v1' },
    onRepublish: fn(async () => undefined),
  },
  play: async ({ canvasElement, args }) => {
    const site = within(within(canvasElement).getByRole('region', { name: 'Your site' }));
    await userEvent.click(site.getByRole('button', { name: 'Publish again' }));
    await expect(args.onRepublish).toHaveBeenCalledWith({ subdomain: 'ada', templateIdentifier: 'minimal-portfolio-v1' });
  },
};
/** Before the first deploy: "Not published yet" and the way there. */
export const NotPublished: Story = {
  // Looks exactly like In Progress: its behaviour is checked by the story test, its pixels there.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const site = within(within(canvasElement).getByRole('region', { name: 'Your site' }));
    await expect(site.getByText('Not published yet')).toBeInTheDocument();
    await expect(site.getByRole('link', { name: 'Choose a template' })).toHaveAttribute('href', '/templates');
  },
};
