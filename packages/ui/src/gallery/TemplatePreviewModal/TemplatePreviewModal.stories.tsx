import { messages } from '@showfolio/portfolio-schema';
import { samplePortfolio } from '@showfolio/portfolio-schema/samples';
import { loadTemplate } from '@showfolio/templates';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { galleryDomain } from '../fixtures';
import { TemplatePreviewModal, type TemplatePreviewModalProps, type TemplatePreviewSource } from './TemplatePreviewModal';

/**
 * Storybook compiles the templates with class names of its own, so the frame gets the workshop's
 * stylesheets rather than the published CSS file the host serves (as the editor's stories do).
 */
async function workshopCss(id: string): Promise<string> {
  await loadTemplate(id);
  return Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText))
    .join('\n');
}

/** Someone's own portfolio: the sample's sections under another name and bio. */
const adaPortfolio = {
  ...samplePortfolio,
  firstName: 'Ada',
  lastName: 'Rivera',
  bio: 'I design calm interfaces for busy hospital wards.',
};

const withData = (data: TemplatePreviewSource['data']): TemplatePreviewSource => ({ data, loadTemplate, loadTemplateCss: workshopCss });

/** The body of the preview's frame, once the template has rendered into it. */
async function frameBody(page: HTMLElement): Promise<HTMLElement> {
  const frame = await within(page).findByTitle(/^Your portfolio with the Minimal template/, {}, { timeout: 10_000 });
  return waitFor(() => {
    const body = (frame as HTMLIFrameElement).contentDocument?.body;
    if (!body?.firstElementChild) throw new Error('the frame is still empty');
    return body;
  });
}

const meta = {
  title: 'Gallery/Template Preview Modal',
  component: TemplatePreviewModal,
  tags: ['autodocs'],
  parameters: { docs: { story: { inline: false, height: '640px' } } },
  args: {
    open: true,
    onClose: fn(),
    templateId: 'minimal-portfolio-v1',
    templateName: 'Minimal',
    onGeneratePreview: fn(
      async (id: string) => `https://${galleryDomain}/preview/${id}?token=3f9c2a7d`,
    ) as TemplatePreviewModalProps['onGeneratePreview'],
  },
} satisfies Meta<typeof TemplatePreviewModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Generating: Story = {
  args: { onGeneratePreview: () => new Promise<string>(() => undefined) },
};

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByText('This preview link will expire in 24 hours.'),
    ).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { onGeneratePreview: async () => Promise.reject(new Error('Template not found')) },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Failed to Generate Preview')).toBeInTheDocument();
  },
};

/** Issue 34: the template rendered with the person's own portfolio, the 24-hour link beside it. */
export const WithYourPortfolio: Story = {
  args: { source: withData(adaPortfolio) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(page.getByRole('dialog', { name: 'Template Preview' }));
    await within(await frameBody(canvasElement.ownerDocument.body)).findByText(adaPortfolio.bio);
    await expect(await dialog.findByText('This preview link will expire in 24 hours.')).toBeInTheDocument();
    await expect(dialog.getByRole('textbox', { name: 'Preview link' })).toHaveValue(
      `https://${galleryDomain}/preview/minimal-portfolio-v1?token=3f9c2a7d`,
    );
    await expect(dialog.queryByText(messages.previewSampleNote)).not.toBeInTheDocument();
  },
};

/** Nothing in the portfolio yet: the sample person, and a note saying so. */
export const EmptyPortfolioShowsSample: Story = {
  args: { source: withData(null) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText(messages.previewSampleNote)).toBeInTheDocument();
    await within(await frameBody(canvasElement.ownerDocument.body)).findByText(samplePortfolio.bio);
  },
};

/** The portfolio is still loading: the frame waits; the link is asked for meanwhile. */
export const LoadingYourPortfolio: Story = {
  args: { source: withData(undefined) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Loading the preview...')).toBeInTheDocument();
  },
};

/** The template did not load: the dialog says so, offers Try again, and the link still works. */
export const TemplateFailedToLoad: Story = {
  args: {
    source: { data: adaPortfolio, loadTemplate: () => Promise.reject(new Error('the chunk did not load')), loadTemplateCss: workshopCss },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('The preview could not be shown')).toBeInTheDocument();
    await expect(await page.findByRole('link', { name: 'Open Preview' })).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Try again' }));
    await expect(await page.findByText('The preview could not be shown')).toBeInTheDocument();
  },
};
