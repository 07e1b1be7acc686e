import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expectNoAxeViolations } from '../../../test/setup-axe';
import { TemplatePreviewModal } from './TemplatePreviewModal';

const previewUrl = 'https://showfolio.test/preview/minimal-portfolio-v1?token=abc123';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

type Generate = (templateId: string) => Promise<string>;

function Harness({
  onGeneratePreview,
  onClose,
}: {
  onGeneratePreview: Generate;
  onClose?: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Preview Minimal
      </button>
      <TemplatePreviewModal
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        templateId="minimal-portfolio-v1"
        templateName="Minimal"
        onGeneratePreview={onGeneratePreview}
      />
    </>
  );
}

async function openModal(
  onGeneratePreview: Generate,
  user = userEvent.setup(),
  onClose?: () => void,
) {
  render(<Harness onGeneratePreview={onGeneratePreview} onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: 'Preview Minimal' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Template Preview' }) };
}

describe('template preview modal', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows "Generating preview link..." while the link is requested for the template', async () => {
    const pending = deferred<string>();
    const generate = vi.fn<Generate>(() => pending.promise);
    const { dialog } = await openModal(generate);
    expect(generate).toHaveBeenCalledWith('minimal-portfolio-v1');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Generating preview link...');
    expect(dialog).toHaveAccessibleDescription('Minimal');
    await expectNoAxeViolations(document.body);
    await act(async () => pending.resolve(previewUrl));
  });

  it('shows the link with Copy, Open Preview in a new tab and the 24-hour notice', async () => {
    const { dialog } = await openModal(vi.fn<Generate>().mockResolvedValue(previewUrl));
    expect(await within(dialog).findByRole('textbox', { name: 'Preview link' })).toHaveValue(
      previewUrl,
    );
    const open = within(dialog).getByRole('link', { name: 'Open Preview' });
    expect(open).toHaveAttribute('href', previewUrl);
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    expect(
      within(dialog).getByText('This preview link will expire in 24 hours.'),
    ).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('copies the link and shows "Copied!" for 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { dialog } = await openModal(vi.fn<Generate>().mockResolvedValue(previewUrl), user);
    await user.click(await within(dialog).findByRole('button', { name: 'Copy' }));
    expect(within(dialog).getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(previewUrl);
    act(() => vi.advanceTimersByTime(1900));
    expect(within(dialog).getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('only logs a failed copy', async () => {
    const user = userEvent.setup();
    const { dialog } = await openModal(vi.fn<Generate>().mockResolvedValue(previewUrl), user);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Permission denied'));
    await user.click(await within(dialog).findByRole('button', { name: 'Copy' }));
    expect(logged).toHaveBeenCalledWith('Failed to copy to the clipboard', expect.any(Error));
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows "Failed to Generate Preview" with the reason, and tries again on request', async () => {
    const generate = vi
      .fn<Generate>()
      .mockRejectedValueOnce(new Error('Template not found'))
      .mockResolvedValueOnce(previewUrl);
    const { user, dialog } = await openModal(generate);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to Generate Preview');
    expect(alert).toHaveTextContent('Template not found');
    await expectNoAxeViolations(document.body);
    await user.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Preview link' })).toHaveValue(
      previewUrl,
    );
    expect(generate).toHaveBeenCalledTimes(2);
  });

  it('says "Failed to generate preview" when the failure has no message', async () => {
    const { dialog } = await openModal(vi.fn<Generate>().mockRejectedValue(new Error('')));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to generate preview',
    );
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const onClose = vi.fn();
    const { user, dialog } = await openModal(
      vi.fn<Generate>().mockResolvedValue(previewUrl),
      undefined,
      onClose,
    );
    await within(dialog).findByRole('link', { name: 'Open Preview' });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview Minimal' })).toHaveFocus();
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const { user, dialog } = await openModal(vi.fn<Generate>().mockResolvedValue(previewUrl));
    await user.click(await within(dialog).findByText('This preview link will expire in 24 hours.'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(dialog.parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps keyboard focus inside the dialog', async () => {
    const { user, dialog } = await openModal(vi.fn<Generate>().mockResolvedValue(previewUrl));
    const field = await within(dialog).findByRole('textbox', { name: 'Preview link' });
    const focusables = [
      field,
      within(dialog).getByRole('button', { name: 'Copy' }),
      within(dialog).getByRole('link', { name: 'Open Preview' }),
      within(dialog).getByRole('button', { name: 'Close dialog' }),
    ];
    for (const element of [...focusables, focusables[0]]) {
      await user.tab();
      expect(element).toHaveFocus();
    }
    await user.tab({ shift: true });
    expect(focusables[3]).toHaveFocus();
  });

  it('asks for a fresh link each time it opens', async () => {
    const generate = vi.fn<Generate>().mockResolvedValue(previewUrl);
    const { user, dialog } = await openModal(generate);
    await within(dialog).findByRole('link', { name: 'Open Preview' });
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Preview Minimal' }));
    await screen.findByRole('link', { name: 'Open Preview' });
    expect(generate).toHaveBeenCalledTimes(2);
  });
});
