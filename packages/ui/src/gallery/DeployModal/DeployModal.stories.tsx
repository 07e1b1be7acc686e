import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { accountMessages } from '@showfolio/portfolio-schema';
import { galleryDomain, minimalDeployment, nexusTemplate } from '../fixtures';
import { DeployModal, type DeployModalProps } from './DeployModal';

const meta = {
  title: 'Gallery/Deploy Modal',
  component: DeployModal,
  tags: ['autodocs'],
  parameters: { docs: { story: { inline: false, height: '720px' } } },
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

/** A taken name comes with free ones to take instead (issue 34); a click fills the field. */
export const SubdomainTakenWithSuggestions: Story = {
  args: {
    onCheckSubdomain: async (subdomain: string) =>
      subdomain === 'ada'
        ? { subdomain, available: false, message: 'Subdomain is already taken', suggestions: ['ada-rivera', 'adarivera', 'ada-2026'] }
        : { subdomain, available: true, message: 'Subdomain is available' },
  },
  play: async ({ canvasElement, step }) => {
    const dialog = await typeSubdomain(canvasElement, 'ada');
    const offer = await dialog.findByRole('group', { name: 'Free names you could take instead:' });
    await expect(dialog.getByText('Subdomain is already taken')).toBeInTheDocument();
    await expect(within(offer).getAllByRole('button')).toHaveLength(3);
    await step('a suggestion fills the field', async () => {
      await userEvent.click(within(offer).getByRole('button', { name: 'ada-rivera' }));
      await expect(dialog.getByRole('textbox', { name: 'Subdomain' })).toHaveValue('ada-rivera');
      await expect(await dialog.findByText('Looks good!')).toBeInTheDocument();
      // Back to the offer for the picture: the taken name and its alternatives.
      await userEvent.clear(dialog.getByRole('textbox', { name: 'Subdomain' }));
      await userEvent.type(dialog.getByRole('textbox', { name: 'Subdomain' }), 'ada');
      await dialog.findByRole('group', { name: 'Free names you could take instead:' });
    });
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

const unverified = () =>
  Promise.reject(Object.assign(new Error(accountMessages.verifyBeforePublishing), { status: 403 }));

/** The server refused the deploy (403) until the e-mail address is verified: no failure, a way forward. */
export const VerifyFirst: Story = {
  args: {
    onDeploy: unverified,
    onResendVerification: fn(async () => ({ message: accountMessages.verificationSent('ada@example.com') })),
  },
  play: async ({ canvasElement }) => {
    const dialog = await typeSubdomain(canvasElement, 'ada-rivera{Enter}');
    await expect(await dialog.findByText(accountMessages.verifyBeforePublishing)).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Resend' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  },
};

/** Known unverified when the modal opens: it says so before anything is typed. */
export const VerifyFirstOnOpen: Story = {
  args: { emailVerified: false, onResendVerification: fn(async () => ({})) },
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    await expect(dialog.getByText(accountMessages.verifyBeforePublishing)).toBeInTheDocument();
    await expect(dialog.queryByRole('textbox', { name: 'Subdomain' })).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Try Again' }));
    await expect(dialog.getByRole('textbox', { name: 'Subdomain' })).toBeInTheDocument();
    await expect(args.onDeploy).not.toHaveBeenCalled();
  },
};

export const VerificationResent: Story = {
  args: {
    emailVerified: false,
    onResendVerification: fn(async () => ({ message: accountMessages.verificationSent('ada@example.com') })),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Resend' }));
    await expect(await dialog.findByText(accountMessages.verificationSent('ada@example.com'))).toBeInTheDocument();
    await expect(args.onResendVerification).toHaveBeenCalledTimes(1);
  },
};

export const VerificationResending: Story = {
  args: { emailVerified: false, onResendVerification: () => new Promise<never>(() => undefined) },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Resend' }));
    await expect(await dialog.findByRole('button', { name: 'Sending...' })).toBeDisabled();
  },
};

/** Asked too often: the server's 429 message, and no more "Resend" for now. */
export const VerificationResendLimited: Story = {
  args: {
    emailVerified: false,
    onResendVerification: () =>
      Promise.reject(Object.assign(new Error('Too many attempts. Please try again in 42 minutes.'), { status: 429 })),
  },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Resend' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 42 minutes.');
    await expect(dialog.getByRole('button', { name: 'Resend' })).toBeDisabled();
  },
};

export const VerificationResendFailed: Story = {
  args: { emailVerified: false, onResendVerification: () => Promise.reject(new Error('')) },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Resend' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Could not send the e-mail. Please try again.');
    await expect(dialog.getByRole('button', { name: 'Resend' })).toBeEnabled();
  },
};

const nearlyEmptyCompletion = {
  percent: 11,
  completed: ['basicProfile'],
  missing: [
    { key: 'profilePicture', label: 'Profile Picture' },
    { key: 'resume', label: 'Resume' },
    { key: 'bio', label: 'Bio' },
    { key: 'education', label: 'Education' },
    { key: 'skills', label: 'Skills' },
    { key: 'projects', label: 'Projects' },
    { key: 'experience', label: 'Experience' },
    { key: 'socialLinks', label: 'Social Links' },
  ],
} satisfies DeployModalProps['completion'];

/** The publish checklist: what the page will lack, with a way to the wizard (issue 34). */
export const MissingSections: Story = {
  args: { username: 'ada', completion: nearlyEmptyCompletion },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    const missing = dialog.getByRole('group', { name: 'Your profile is 11% complete. Missing sections:' });
    await expect(within(missing).getAllByRole('listitem')).toHaveLength(8);
  },
};
/** Deploy on a nearly empty portfolio asks first; by keyboard, "Publish anyway" publishes. */
export const NearlyEmptyAsksFirst: Story = {
  args: { username: 'ada', completion: nearlyEmptyCompletion },
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Deploy' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Publish a nearly empty portfolio?');
    await expect(args.onDeploy).not.toHaveBeenCalled();
    dialog.getByRole('button', { name: 'Publish anyway' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await dialog.findByText('Your portfolio is published!')).toBeInTheDocument();
  },
};
/** The question itself, for its screenshot. */
export const NearlyEmptyQuestion: Story = {
  args: { username: 'ada', completion: nearlyEmptyCompletion },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Deploy' }));
    await expect(dialog.getByRole('button', { name: 'Publish anyway' })).toBeEnabled();
  },
};
