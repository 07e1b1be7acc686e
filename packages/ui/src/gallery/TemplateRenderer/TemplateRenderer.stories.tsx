import type { Meta, StoryObj } from '@storybook/react-vite';
import { samplePortfolio } from '@showfolio/portfolio-schema/samples';
import { TemplateRenderer } from './TemplateRenderer';

const meta = {
  title: 'Gallery/Template Renderer',
  component: TemplateRenderer,
  tags: ['autodocs'],
  args: { templateId: 'minimal-portfolio-v1', data: samplePortfolio },
} satisfies Meta<typeof TemplateRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const KnownTemplate: Story = {
  // Looks exactly like PortfolioViewerScreen › Portfolio: the story test checks it, the pixels are there.
  parameters: { visual: { disable: true } },
};
export const TemplateNotFound: Story = { args: { templateId: 'retro-portfolio-v9' } };
