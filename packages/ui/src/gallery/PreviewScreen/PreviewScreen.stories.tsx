import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { PreviewScreen, type PreviewScreenProps } from './PreviewScreen';

const meta = {
  title: 'Gallery/Preview Page',
  component: PreviewScreen,
  args: {
    templateId: 'minimal-portfolio-v1',
    token: '3f9c2a7d',
    onVerify: fn(async () => undefined) as PreviewScreenProps['onVerify'],
  },
} satisfies Meta<typeof PreviewScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Verifying: Story = { args: { onVerify: () => new Promise(() => undefined) } };

export const Allowed: Story = {
  // Looks exactly like PortfolioViewerScreen › Portfolio: its behaviour is checked by the story test, its pixels there.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Ada Rivera' }),
    ).toBeInTheDocument();
  },
};

export const Denied: Story = {
  args: { onVerify: async () => Promise.reject(new Error('')) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Invalid or expired preview link'),
    ).toBeInTheDocument();
  },
};

export const DeniedWithServerMessage: Story = {
  args: { onVerify: async () => Promise.reject(new Error('Preview link has expired')) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Preview link has expired'),
    ).toBeInTheDocument();
  },
};

export const MissingParameters: Story = { args: { templateId: undefined, token: undefined } };
