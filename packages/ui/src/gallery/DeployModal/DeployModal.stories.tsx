import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { galleryDomain, minimalDeployment, nexusTemplate } from '../fixtures';
import { DeployModal, type DeployModalProps } from './DeployModal';

const meta = {
  title: 'Gallery/Deploy Modal',
  component: DeployModal,
  args: {
    open: true,
    onClose: fn(),
    onNavigate: fn(),
    template: nexusTemplate,
    currentDeployment: null,
    domain: galleryDomain,
    // Typed as the prop, not as a mock, so stories can swap in their own outcome.
    onDeploy: fn(async ({ subdomain }) => ({
      deployUrl: `https://${subdomain}.${galleryDomain}`,
    })) as DeployModalProps['onDeploy'],
  },
} satisfies Meta<typeof DeployModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement.ownerDocument.body).getByRole('dialog'));

const typeSubdomain = async (canvasElement: HTMLElement, text: string) => {
  const dialog = dialogOf(canvasElement);
  await userEvent.type(dialog.getByRole('textbox', { name: 'Subdomain' }), text);
  return dialog;
};

export const Deploy: Story = {};
export const Update: Story = {
  args: { currentDeployment: minimalDeployment, currentTemplateName: 'Minimal' },
};
/** A first deploy starts from the username, sanitised. */
export const PrefilledFromUsername: Story = {
  args: { username: 'Ada.Rivera' },
  play: async ({ canvasElement }) => {
    await expect(dialogOf(canvasElement).getByRole('textbox', { name: 'Subdomain' })).toHaveValue('adarivera');
  },
};
/** The availability check answers once typing pauses. */
export const SubdomainTaken: Story = {
  args: {
    onCheckSubdomain: async (subdomain: string) => ({
      subdomain,
      available: false,
      message: 'Subdomain is already taken',
    }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await typeSubdomain(canvasElement, 'ada');
    await expect(await dialog.findByText('Subdomain is already taken')).toBeInTheDocument();
    await expect(dialog.queryByText('Looks good!')).not.toBeInTheDocument();
  },
};

export const SanitisesAsTyped: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await typeSubdomain(canvasElement, 'My Site!!');
    await expect(dialog.getByRole('textbox', { name: 'Subdomain' })).toHaveValue('mysite');
    await expect(dialog.getByText('Looks good!')).toBeInTheDocument();
    await expect(dialog.getByText(`mysite.${galleryDomain}`)).toBeInTheDocument();
  },
};

export const InvalidSubdomain: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await typeSubdomain(canvasElement, 'ab');
    await expect(
      dialog.getByText('Subdomain must be 3+ characters, using only letters, numbers, and hyphens'),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Deploy' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'Please enter a valid subdomain (3+ characters, letters, numbers, and hyphens only)',
    );
    await expect(args.onDeploy).not.toHaveBeenCalled();
  },
};

export const Deploying: Story = {
  args: { onDeploy: () => new Promise(() => undefined) },
  play: async ({ canvasElement }) => {
    const dialog = await typeSubdomain(canvasElement, 'ada-rivera');
    await userEvent.click(dialog.getByRole('button', { name: 'Deploy' }));
    await expect(dialog.getByRole('button', { name: 'Deploying...' })).toBeDisabled();
    await expect(dialog.queryByRole('button', { name: 'Close dialog' })).not.toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: {
    onDeploy: async () =>
      Promise.reject(Object.assign(new Error('Subdomain is already taken'), { status: 409 })),
  },
  play: async ({ canvasElement }) => {
    const dialog = await typeSubdomain(canvasElement, 'ada-rivera{Enter}');
    await expect(await dialog.findByText('Subdomain is already taken')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  },
};

export const UserNotFound: Story = {
  args: { onDeploy: async () => Promise.reject(Object.assign(new Error(''), { status: 404 })) },
  play: async ({ canvasElement }) => {
    const dialog = await typeSubdomain(canvasElement, 'ada-rivera{Enter}');
    await expect(await dialog.findByText('User not found.')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Go to Profile Wizard' })).toBeInTheDocument();
  },
};

export const Succeeded: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await typeSubdomain(canvasElement, 'ada-rivera{Enter}');
    await expect(await dialog.findByRole('link', { name: 'View Portfolio' })).toHaveAttribute(
      'href',
      `https://ada-rivera.${galleryDomain}`,
    );
    await expect(dialog.getByRole('button', { name: 'Copy URL' })).toBeInTheDocument();
  },
};
