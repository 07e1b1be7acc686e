import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { samplePortfolio } from '@showfolio/portfolio-schema/samples';
import { PortfolioViewerScreen } from './PortfolioViewerScreen';

const meta = {
  title: 'Gallery/Portfolio Viewer',
  component: PortfolioViewerScreen,
  tags: ['autodocs'],
  args: {
    subdomain: 'ada',
    host: 'ada.showfolio.test',
    canonicalUrl: 'https://ada.showfolio.test/',
    state: {
      status: 'ready',
      data: { templateIdentifier: 'minimal-portfolio-v1', portfolioData: samplePortfolio },
    },
  },
} satisfies Meta<typeof PortfolioViewerScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Portfolio: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Ada Rivera' }),
    ).toBeInTheDocument();
    await expect(canvasElement.ownerDocument.title).toBe('AR | Ada Rivera (@ada) - Senior software engineer at Northwind Labs - Portfolio');
  },
};
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const NotFound: Story = {
  args: { subdomain: 'ghost', host: 'ghost.showfolio.test', state: { status: 'error' } },
};
export const NotFoundWithServerMessage: Story = {
  args: {
    subdomain: 'ghost',
    host: 'ghost.showfolio.test',
    state: { status: 'error', message: 'No portfolio for ghost' },
  },
};
export const InvalidSubdomain: Story = {
  args: { subdomain: undefined, host: 'showfolio.test', state: { status: 'loading' } },
};
export const DataNotAvailable: Story = {
  args: {
    state: {
      status: 'ready',
      data: { templateIdentifier: 'minimal-portfolio-v1', portfolioData: null },
    },
  },
};
export const UnknownTemplate: Story = {
  // Looks exactly like TemplateRenderer › Template Not Found: its behaviour is checked by the story test, its pixels there.
  parameters: { visual: { disable: true } },
  args: {
    state: {
      status: 'ready',
      data: { templateIdentifier: 'retro-portfolio-v9', portfolioData: samplePortfolio },
    },
  },
};
