import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { galleryDomain, galleryTemplates, minimalDeployment } from '../fixtures';
import { TemplateGalleryScreen, type TemplateGalleryScreenProps } from './TemplateGalleryScreen';

const meta = {
  title: 'Gallery/Template Gallery',
  component: TemplateGalleryScreen,
  tags: ['autodocs'],
  // The dashboard shell provides the page's <main>.
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
  args: {
    templates: galleryTemplates,
    error: null,
    deployment: null,
    isAuthenticated: true,
    hasPortfolio: true,
    domain: galleryDomain,
    onRetry: fn(),
    onNavigate: fn(),
    onGeneratePreview: fn(
      async (id: string) => `https://${galleryDomain}/preview/${id}?token=3f9c2a`,
    ) as TemplateGalleryScreenProps['onGeneratePreview'],
    onDeploy: fn(async ({ subdomain }) => ({
      deployUrl: `https://${subdomain}.${galleryDomain}`,
    })) as TemplateGalleryScreenProps['onDeploy'],
  },
} satisfies Meta<typeof TemplateGalleryScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Templates: Story = {};
export const WithCurrentDeployment: Story = { args: { deployment: minimalDeployment } };
export const Loading: Story = { args: { templates: undefined } };
export const Empty: Story = { args: { templates: [] } };
export const LoadError: Story = {
  args: { templates: undefined, error: new Error('Request failed with status 500') },
};

export const DeploySignedOut: Story = {
  args: { isAuthenticated: false, hasPortfolio: false },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('listitem', { name: 'Nexus' });
    await userEvent.click(within(card).getByRole('button', { name: 'Deploy' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/signin');
  },
};

export const DeployWithoutPortfolio: Story = {
  // Looks exactly like Deploy Signed Out: its behaviour is checked by the story test, its pixels there.
  parameters: { visual: { disable: true } },
  args: { hasPortfolio: false },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('listitem', { name: 'Nexus' });
    await userEvent.click(within(card).getByRole('button', { name: 'Deploy' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/profile');
  },
};

export const OpensDeployModal: Story = {
  args: { deployment: minimalDeployment },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('listitem', { name: 'Nexus' });
    await userEvent.click(within(card).getByRole('button', { name: 'Deploy' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('dialog', { name: 'Update Template' })).toBeInTheDocument();
  },
};

export const OpensPreviewModal: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('listitem', { name: 'Minimal' });
    await userEvent.click(within(card).getByRole('button', { name: 'Preview' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('link', { name: 'Open Preview' })).toBeInTheDocument();
  },
};
