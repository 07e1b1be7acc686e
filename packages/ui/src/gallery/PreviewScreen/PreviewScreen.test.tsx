import { act, render, screen } from '@testing-library/react';
import type { VerifyPreviewResponse } from '@showfolio/portfolio-schema';
import { expectNoAxeViolations } from '../../../test/setup-axe';
import { PreviewScreen } from './PreviewScreen';

type Verify = (templateId: string, token: string) => Promise<void | VerifyPreviewResponse>;

const reasons = [
  'The preview link has expired (links are valid for 24 hours)',
  'The template was not found',
  'The preview token is invalid',
];

function expectDenied(message: string) {
  expect(
    screen.getByRole('heading', { level: 1, name: 'Preview Not Available' }),
  ).toBeInTheDocument();
  expect(screen.getByText(message)).toBeInTheDocument();
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(reasons);
}

describe('preview page', () => {
  it('shows "Verifying preview access...", then the template filled with the sample portfolio', async () => {
    let allow!: () => void;
    const onVerify = vi.fn<Verify>(() => new Promise<void>((resolve) => (allow = resolve)));
    const { container } = render(
      <PreviewScreen templateId="minimal-portfolio-v1" token="abc" onVerify={onVerify} />,
    );
    expect(onVerify).toHaveBeenCalledWith('minimal-portfolio-v1', 'abc');
    expect(screen.getByRole('status')).toHaveTextContent('Verifying preview access...');
    await expectNoAxeViolations(container);
    await act(async () => allow());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ada Rivera' }),
    ).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('accepts a verification answer that says the link is valid', async () => {
    const onVerify = vi
      .fn<Verify>()
      .mockResolvedValue({ valid: true, templateIdentifier: 'minimal-portfolio-v1' });
    render(<PreviewScreen templateId="minimal-portfolio-v1" token="abc" onVerify={onVerify} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ada Rivera' }),
    ).toBeInTheDocument();
  });

  it('shows "Preview Not Available" with "Invalid or expired preview link" and the three reasons', async () => {
    const onVerify = vi.fn<Verify>().mockRejectedValue(new Error(''));
    const { container } = render(
      <PreviewScreen templateId="minimal-portfolio-v1" token="old" onVerify={onVerify} />,
    );
    await screen.findByRole('heading', { name: 'Preview Not Available' });
    expectDenied('Invalid or expired preview link');
    await expectNoAxeViolations(container);
  });

  it('uses the server message when it gives one', async () => {
    const onVerify = vi.fn<Verify>().mockRejectedValue(new Error('Preview link has expired'));
    render(<PreviewScreen templateId="minimal-portfolio-v1" token="old" onVerify={onVerify} />);
    await screen.findByRole('heading', { name: 'Preview Not Available' });
    expectDenied('Preview link has expired');
  });

  it('denies the preview when verification answers valid: false', async () => {
    const onVerify = vi
      .fn<Verify>()
      .mockResolvedValue({ valid: false, message: 'Token does not match this template' });
    render(<PreviewScreen templateId="minimal-portfolio-v1" token="abc" onVerify={onVerify} />);
    await screen.findByRole('heading', { name: 'Preview Not Available' });
    expectDenied('Token does not match this template');
  });

  it('shows "Missing template identifier or token" without asking the server', async () => {
    const onVerify = vi.fn<Verify>();
    const { container, rerender } = render(
      <PreviewScreen templateId="minimal-portfolio-v1" onVerify={onVerify} />,
    );
    expectDenied('Missing template identifier or token');
    rerender(<PreviewScreen token="abc" onVerify={onVerify} />);
    expectDenied('Missing template identifier or token');
    expect(onVerify).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('shows "Template Not Found" for a valid token on an unknown template', async () => {
    render(
      <PreviewScreen
        templateId="retro-portfolio-v9"
        token="abc"
        onVerify={vi.fn<Verify>().mockResolvedValue()}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Template Not Found' })).toBeInTheDocument();
  });
});
