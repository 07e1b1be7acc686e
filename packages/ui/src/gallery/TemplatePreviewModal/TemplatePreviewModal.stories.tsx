import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { galleryDomain } from '../fixtures';
import { TemplatePreviewModal, type TemplatePreviewModalProps } from './TemplatePreviewModal';

const meta = {
  title: 'Gallery/Template Preview Modal',
  component: TemplatePreviewModal,
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
