import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { DeployRequest, DeployResponse, UserDeployment } from '@showfolio/portfolio-schema';
import { expectNoAxeViolations } from '../../../test/setup-axe';
import { galleryDomain, minimalDeployment, nexusTemplate } from '../fixtures';
import { DeployModal, type DeployModalProps } from './DeployModal';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

type Deploy = (request: DeployRequest) => Promise<DeployResponse>;

/** Opens the modal from a real button, as the gallery does, so focus restoration can be observed. */
function Harness(
  props: Partial<DeployModalProps> & {
    onDeploy: Deploy;
    currentDeployment?: UserDeployment | null;
  },
) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Deploy Nexus
      </button>
      <DeployModal
        open={open}
        onClose={() => {
          props.onClose?.();
          setOpen(false);
        }}
        template={nexusTemplate}
        domain={galleryDomain}
        onNavigate={props.onNavigate ?? vi.fn()}
        onDeploy={props.onDeploy}
        currentDeployment={props.currentDeployment}
        username={props.username}
        onCheckSubdomain={props.onCheckSubdomain}
        emailVerified={props.emailVerified}
      />
    </>
  );
}

async function openModal(props: Parameters<typeof Harness>[0]) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Deploy Nexus' }));
  return { user, dialog: screen.getByRole('dialog') };
}

describe('deploy modal', () => {
  it('is titled "Deploy Template" and names the template', async () => {
    const { dialog } = await openModal({ onDeploy: vi.fn() });
    expect(within(dialog).getByRole('heading', { name: 'Deploy Template' })).toBeInTheDocument();
    expect(dialog).toHaveAccessibleDescription('Nexus');
    expect(within(dialog).getByRole('button', { name: 'Deploy' })).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('is titled "Update Template" and shows the current deployment when the user has one', async () => {
    const { dialog } = await openModal({ onDeploy: vi.fn(), currentDeployment: minimalDeployment });
    expect(within(dialog).getByRole('heading', { name: 'Update Template' })).toBeInTheDocument();
    const current = within(dialog).getByRole('group', { name: 'Current Deployment' });
    expect(within(current).getByText('minimal-portfolio-v1')).toBeInTheDocument();
    expect(within(current).getByText('https://ada.showfolio.test')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Subdomain' })).toHaveValue('ada');
    await expectNoAxeViolations(document.body);
  });

  it('pre-fills the subdomain from the username, sanitised: "Ada.Rivera_99" becomes "adarivera99"', async () => {
    const { dialog } = await openModal({ onDeploy: vi.fn(), username: 'Ada.Rivera_99' });
    expect(within(dialog).getByRole('textbox', { name: 'Subdomain' })).toHaveValue('adarivera99');
    expect(within(dialog).getByText('Looks good!')).toBeInTheDocument();
    expect(within(dialog).getByText(`adarivera99.${galleryDomain}`)).toBeInTheDocument();
  });

  it('checks availability as the user types and shows "Subdomain is already taken" under the field', async () => {
    const onCheckSubdomain = vi.fn(async (subdomain: string) =>
      subdomain === 'taken-name'
        ? { subdomain, available: false, message: 'Subdomain is already taken' }
        : { subdomain, available: true, message: 'Subdomain is available' },
    );
    const { user, dialog } = await openModal({ onDeploy: vi.fn(), onCheckSubdomain });
    const input = within(dialog).getByRole('textbox', { name: 'Subdomain' });
    await user.type(input, 'taken-name');
    expect(await within(dialog).findByText('Subdomain is already taken')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Subdomain is already taken'));
    expect(within(dialog).queryByText('Looks good!')).not.toBeInTheDocument();
    expect(onCheckSubdomain).toHaveBeenLastCalledWith('taken-name');

    await user.clear(input);
    await user.type(input, 'free-name');
    await vi.waitFor(() => expect(onCheckSubdomain).toHaveBeenLastCalledWith('free-name'));
    expect(await within(dialog).findByText('Looks good!')).toBeInTheDocument();
    expect(within(dialog).queryByText('Subdomain is already taken')).not.toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('keeps the current subdomain over the username when updating', async () => {
    const { dialog } = await openModal({
      onDeploy: vi.fn(),
      currentDeployment: minimalDeployment,
      username: 'someone-else',
    });
    expect(within(dialog).getByRole('textbox', { name: 'Subdomain' })).toHaveValue('ada');
  });

  it('sanitises the subdomain as it is typed: "My Site!!" becomes "mysite"', async () => {
    const { user, dialog } = await openModal({ onDeploy: vi.fn() });
    const input = within(dialog).getByRole('textbox', { name: 'Subdomain' });
    await user.type(input, 'My Site!!');
    expect(input).toHaveValue('mysite');
    expect(within(dialog).getByText('Looks good!')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('Looks good!');
    expect(within(dialog).getByText(`mysite.${galleryDomain}`)).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('lets a hyphen be typed between words and trims a trailing one on leaving the field', async () => {
    const { user, dialog } = await openModal({ onDeploy: vi.fn() });
    const input = within(dialog).getByRole('textbox', { name: 'Subdomain' });
    await user.type(input, '--Ada  Rivera--');
    expect(input).toHaveValue('adarivera-');
    await user.clear(input);
    await user.type(input, 'ada--rivera-');
    expect(input).toHaveValue('ada-rivera-');
    await user.tab();
    expect(input).toHaveValue('ada-rivera');
  });

  it('shows the live address under the configured domain as the user types', async () => {
    const { user, dialog } = await openModal({ onDeploy: vi.fn() });
    expect(
      within(dialog).getByText(`.${galleryDomain}`, { selector: 'span span' }),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Subdomain' }), 'ada-dev');
    expect(within(dialog).getByText(`ada-dev.${galleryDomain}`)).toBeInTheDocument();
  });

  it('shows "Subdomain must be 3+ characters, using only letters, numbers, and hyphens" under a short value', async () => {
    const { user, dialog } = await openModal({ onDeploy: vi.fn() });
    const input = within(dialog).getByRole('textbox', { name: 'Subdomain' });
    await user.type(input, 'ab');
    expect(input).toHaveAccessibleDescription(
      'Subdomain must be 3+ characters, using only letters, numbers, and hyphens',
    );
    expect(input).toBeInvalid();
    await expectNoAxeViolations(document.body);
  });

  it('refuses to deploy an invalid subdomain with "Please enter a valid subdomain (3+ characters, letters, numbers, and hyphens only)"', async () => {
    const onDeploy = vi.fn<Deploy>();
    const { user, dialog } = await openModal({ onDeploy });
    await user.type(within(dialog).getByRole('textbox', { name: 'Subdomain' }), 'a-');
    await user.click(within(dialog).getByRole('button', { name: 'Deploy' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please enter a valid subdomain (3+ characters, letters, numbers, and hyphens only)',
    );
    expect(onDeploy).not.toHaveBeenCalled();
    await expectNoAxeViolations(document.body);
  });

  it('refuses a reserved subdomain', async () => {
    const onDeploy = vi.fn<Deploy>();
    const { user, dialog } = await openModal({ onDeploy });
    await user.type(within(dialog).getByRole('textbox', { name: 'Subdomain' }), 'admin{Enter}');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'This subdomain is reserved. Please choose another one',
    );
    expect(onDeploy).not.toHaveBeenCalled();
  });

  it('cannot be closed while deploying, then shows the live address with Copy URL and View Portfolio', async () => {
    const pending = deferred<DeployResponse>();
    const onDeploy = vi.fn<Deploy>(() => pending.promise);
    const onClose = vi.fn();
    const { user, dialog } = await openModal({ onDeploy, onClose });
    await user.type(within(dialog).getByRole('textbox', { name: 'Subdomain' }), 'ada-rivera');
    await user.click(within(dialog).getByRole('button', { name: 'Deploy' }));

    expect(onDeploy).toHaveBeenCalledWith({
      templateIdentifier: 'nexus-portfolio-v1',
      subdomain: 'ada-rivera',
    });
    expect(within(dialog).getByRole('button', { name: 'Deploying...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Close dialog' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(dialog.parentElement as HTMLElement);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await expectNoAxeViolations(document.body);

    await act(async () => pending.resolve({ deployUrl: 'https://ada-rivera.showfolio.test' }));
    expect(within(dialog).getByText('Your portfolio is published!')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Portfolio URL' })).toHaveValue(
      'https://ada-rivera.showfolio.test',
    );
    const view = within(dialog).getByRole('link', { name: 'View Portfolio' });
    expect(view).toHaveAttribute('href', 'https://ada-rivera.showfolio.test');
    expect(view).toHaveAttribute('target', '_blank');
    expect(view).toHaveAttribute('rel', 'noopener noreferrer');
    await user.click(within(dialog).getByRole('button', { name: 'Copy URL' }));
    expect(within(dialog).getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('https://ada-rivera.showfolio.test');
    await expectNoAxeViolations(document.body);
  });

  it('shows the server message on failure and Try Again clears it, keeping the subdomain', async () => {
    const onDeploy = vi
      .fn<Deploy>()
      .mockRejectedValueOnce(
        Object.assign(new Error('Subdomain is already taken'), { status: 409 }),
      );
    const { user, dialog } = await openModal({ onDeploy });
    await user.type(within(dialog).getByRole('textbox', { name: 'Subdomain' }), 'taken{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Subdomain is already taken',
    );
    await expectNoAxeViolations(document.body);
    await user.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Subdomain' })).toHaveValue('taken');
    expect(within(dialog).getByRole('textbox', { name: 'Subdomain' })).toHaveFocus();
  });

  it('opens on "verify first" for an unverified address, and on the form once the address is verified in another tab', async () => {
    const onDeploy = vi.fn<Deploy>();
    const user = userEvent.setup();
    const { rerender } = render(<Harness onDeploy={onDeploy} username="ada" emailVerified={false} />);
    await user.click(screen.getByRole('button', { name: 'Deploy Nexus' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Verify your e-mail address first')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Subdomain' })).not.toBeInTheDocument();
    rerender(<Harness onDeploy={onDeploy} username="ada" emailVerified />);
    const field = await within(dialog).findByRole('textbox', { name: 'Subdomain' });
    expect(field).toHaveValue('ada');
    expect(field).toHaveFocus();
    expect(within(dialog).queryByText('Verify your e-mail address first')).not.toBeInTheDocument();
  });

  it('shows "Failed to deploy template. Please try again." when the failure has no message', async () => {
    const onDeploy = vi.fn<Deploy>().mockRejectedValueOnce({ status: 500 });
    const { user, dialog } = await openModal({ onDeploy });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Subdomain' }),
      'ada-rivera{Enter}',
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to deploy template. Please try again.',
    );
  });

  it('sends a user without a profile to the Profile Wizard after a 404 "user not found"', async () => {
    const onDeploy = vi.fn<Deploy>().mockRejectedValueOnce({ status: 404, message: '' });
    const onNavigate = vi.fn();
    const onClose = vi.fn();
    const { user, dialog } = await openModal({ onDeploy, onNavigate, onClose });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Subdomain' }),
      'ada-rivera{Enter}',
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('User not found.');
    expect(
      within(dialog).getByText(
        'Your profile must be completed in the Profile Wizard before you can deploy a template.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    await expectNoAxeViolations(document.body);
    await user.click(within(dialog).getByRole('button', { name: 'Go to Profile Wizard' }));
    expect(onClose).toHaveBeenCalled();
    expect(onNavigate).toHaveBeenCalledWith('/profile');
  });

  it('keeps the server wording of a 404 "user not found"', async () => {
    const onDeploy = vi
      .fn<Deploy>()
      .mockRejectedValueOnce({ status: 404, message: 'User not found for this account' });
    const { user, dialog } = await openModal({ onDeploy });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Subdomain' }),
      'ada-rivera{Enter}',
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'User not found for this account',
    );
    expect(
      within(dialog).getByRole('button', { name: 'Go to Profile Wizard' }),
    ).toBeInTheDocument();
  });

  it('treats other 404s as ordinary failures', async () => {
    const onDeploy = vi
      .fn<Deploy>()
      .mockRejectedValueOnce({ status: 404, message: 'Template not found' });
    const { user, dialog } = await openModal({ onDeploy });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Subdomain' }),
      'ada-rivera{Enter}',
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Template not found');
    expect(within(dialog).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('resets the form when reopened', async () => {
    const { user, dialog } = await openModal({ onDeploy: vi.fn() });
    await user.type(within(dialog).getByRole('textbox', { name: 'Subdomain' }), 'ab{Enter}');
    expect(within(dialog).getByRole('alert')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deploy Nexus' }));
    const reopened = screen.getByRole('dialog');
    expect(within(reopened).getByRole('textbox', { name: 'Subdomain' })).toHaveValue('');
    expect(within(reopened).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('traps focus, closes on Escape and gives focus back to the button that opened it', async () => {
    const { user, dialog } = await openModal({ onDeploy: vi.fn() });
    const input = within(dialog).getByRole('textbox', { name: 'Subdomain' });
    expect(input).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Deploy' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close dialog' })).toHaveFocus();
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Close dialog' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deploy Nexus' })).toHaveFocus();
  });

  it('closes on a backdrop click', async () => {
    const { user, dialog } = await openModal({ onDeploy: vi.fn() });
    await user.click(dialog.parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
