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
        completion={props.completion}
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

  it('offers the free names of a "taken" answer as buttons that fill the field', async () => {
    const onCheckSubdomain = vi.fn(async (subdomain: string) =>
      subdomain === 'ada'
        ? { subdomain, available: false, message: 'Subdomain is already taken', suggestions: ['ada-rivera', 'adarivera', 'ada-2026'] }
        : { subdomain, available: true, message: 'Subdomain is available' },
    );
    const onDeploy = vi.fn<Deploy>(async ({ subdomain }) => ({ deployUrl: `https://${subdomain}.${galleryDomain}` }));
    const { user, dialog } = await openModal({ onDeploy, onCheckSubdomain });
    const input = within(dialog).getByRole('textbox', { name: 'Subdomain' });
    await user.type(input, 'ada');
    const offer = await within(dialog).findByRole('group', { name: 'Free names you could take instead:' });
    expect(within(dialog).getByText('Subdomain is already taken')).toBeInTheDocument();
    expect(within(offer).getAllByRole('button').map((button) => button.textContent)).toEqual(['ada-rivera', 'adarivera', 'ada-2026']);
    await expectNoAxeViolations(document.body);

    await user.click(within(offer).getByRole('button', { name: 'adarivera' }));
    expect(input).toHaveValue('adarivera');
    expect(input).toHaveFocus();
    expect(within(dialog).queryByRole('group', { name: 'Free names you could take instead:' })).not.toBeInTheDocument();
    expect(await within(dialog).findByText('Looks good!')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Deploy' }));
    expect(onDeploy).toHaveBeenCalledWith({ templateIdentifier: nexusTemplate.templateIdentifier, subdomain: 'adarivera' });
  });

  it('goes back to the form with the free names when the deploy finds the name taken meanwhile', async () => {
    const onDeploy = vi
      .fn<Deploy>()
      .mockRejectedValueOnce(
        Object.assign(new Error('Subdomain is already taken'), { status: 409, body: { message: 'Subdomain is already taken', suggestions: ['ada-2026', 'ada-2'] } }),
      )
      .mockResolvedValueOnce({ deployUrl: `https://ada-2.${galleryDomain}` });
    const { user, dialog } = await openModal({ onDeploy });
    await user.type(within(dialog).getByRole('textbox', { name: 'Subdomain' }), 'ada{Enter}');
    const offer = await within(dialog).findByRole('group', { name: 'Free names you could take instead:' });
    expect(within(dialog).getByRole('textbox', { name: 'Subdomain' })).toHaveAccessibleDescription(
      expect.stringContaining('Subdomain is already taken'),
    );
    expect(within(dialog).queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    await user.click(within(offer).getByRole('button', { name: 'ada-2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Deploy' }));
    expect(await within(dialog).findByRole('link', { name: 'View Portfolio' })).toBeInTheDocument();
    expect(onDeploy).toHaveBeenLastCalledWith({ templateIdentifier: nexusTemplate.templateIdentifier, subdomain: 'ada-2' });
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

  describe('publishing with eyes open (issue 34)', () => {
    const nearlyEmpty = {
      percent: 11,
      completed: ['basicProfile' as const],
      missing: [
        { key: 'profilePicture' as const, label: 'Profile Picture' },
        { key: 'bio' as const, label: 'Bio' },
      ],
    };
    const deployed = (subdomain: string) =>
      Promise.resolve({ deployUrl: `http://${subdomain}.${galleryDomain}/` });

    it('lists the missing sections in the form and leads to the wizard', async () => {
      const onNavigate = vi.fn();
      const onDeploy = vi.fn<Deploy>();
      const { user, dialog } = await openModal({ onDeploy, onNavigate, username: 'ada', completion: nearlyEmpty });
      const missing = within(dialog).getByRole('group', { name: 'Your profile is 11% complete. Missing sections:' });
      expect(within(missing).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Profile Picture', 'Bio']);
      await expectNoAxeViolations(document.body);
      await user.click(within(missing).getByRole('button', { name: 'Finish Profile' }));
      expect(onNavigate).toHaveBeenCalledWith('/profile');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(onDeploy).not.toHaveBeenCalled();
    });

    it('asks before publishing a nearly empty portfolio, and publishes on "Publish anyway"', async () => {
      const onDeploy = vi.fn<Deploy>(({ subdomain }) => deployed(subdomain));
      const { user, dialog } = await openModal({ onDeploy, username: 'ada', completion: nearlyEmpty });
      await user.click(within(dialog).getByRole('button', { name: 'Deploy' }));
      const question = within(dialog).getByRole('alert');
      expect(question).toHaveTextContent('Publish a nearly empty portfolio?');
      expect(question).toHaveTextContent(
        `Your portfolio has only 1 of 9 sections filled (11% complete), so visitors to ada.${galleryDomain} will see a nearly empty page.`,
      );
      expect(onDeploy).not.toHaveBeenCalled();
      await expectNoAxeViolations(document.body);
      // Back keeps the chosen name, and asks again on the next Deploy.
      await user.click(within(dialog).getByRole('button', { name: 'Back' }));
      expect(within(dialog).getByRole('textbox', { name: 'Subdomain' })).toHaveValue('ada');
      await user.click(within(dialog).getByRole('button', { name: 'Deploy' }));
      await user.click(within(dialog).getByRole('button', { name: 'Publish anyway' }));
      expect(onDeploy).toHaveBeenCalledWith({ templateIdentifier: nexusTemplate.templateIdentifier, subdomain: 'ada' });
      expect(await within(dialog).findByText('Your portfolio is published!')).toBeInTheDocument();
    });

    it('publishes at once when three or more sections are filled, listing what is still missing', async () => {
      const onDeploy = vi.fn<Deploy>(({ subdomain }) => deployed(subdomain));
      const { user, dialog } = await openModal({
        onDeploy,
        username: 'ada',
        completion: { percent: 33, completed: ['basicProfile', 'bio', 'skills'], missing: nearlyEmpty.missing },
      });
      expect(within(dialog).getByRole('group', { name: /Missing sections/ })).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Deploy' }));
      expect(await within(dialog).findByText('Your portfolio is published!')).toBeInTheDocument();
      expect(onDeploy).toHaveBeenCalledTimes(1);
    });

    it('neither lists nor asks while the completion is unknown', async () => {
      const onDeploy = vi.fn<Deploy>(({ subdomain }) => deployed(subdomain));
      const { user, dialog } = await openModal({ onDeploy, username: 'ada' });
      expect(within(dialog).queryByRole('group', { name: /Missing sections/ })).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Deploy' }));
      expect(await within(dialog).findByText('Your portfolio is published!')).toBeInTheDocument();
    });
  });
});
