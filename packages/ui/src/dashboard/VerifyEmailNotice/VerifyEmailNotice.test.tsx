import { accountMessages } from '@showfolio/portfolio-schema';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../test/setup-axe';
import { OverviewScreen } from '../OverviewScreen';
import { emptyPortfolioDraft } from '@showfolio/portfolio-schema';
import { VerifyEmailNotice } from './VerifyEmailNotice';

const notice = () => screen.getByRole('region', { name: 'Verify your e-mail to publish' });

describe('verify e-mail notice', () => {
  it('says where the link went and that publishing waits for it, with no violations', async () => {
    const { container } = render(<VerifyEmailNotice email="ada@example.com" onResend={() => Promise.resolve()} />);
    expect(notice()).toHaveTextContent('We sent a verification link to ada@example.com.');
    expect(notice()).toHaveTextContent('not publish it');
    await expectNoAxeViolations(container);
  });

  it('resends on "Resend" and shows the server\'s answer', async () => {
    let release: (value: unknown) => void = () => undefined;
    const onResend = vi.fn(() => new Promise((resolve) => (release = resolve)));
    render(<VerifyEmailNotice email="ada@example.com" onResend={onResend} />);
    await userEvent.click(screen.getByRole('button', { name: 'Resend' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    release({ message: accountMessages.verificationSent('ada@example.com') });
    expect(await screen.findByRole('status')).toHaveTextContent(accountMessages.verificationSent('ada@example.com'));
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();
  });

  it('keeps Resend off after a 429 and says when to try again', async () => {
    const limited = { status: 429, message: 'Too many attempts. Please try again in 12 minutes.' };
    render(<VerifyEmailNotice email="ada@example.com" onResend={() => Promise.reject(limited)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 12 minutes.');
    expect(screen.getByRole('button', { name: 'Resend' })).toBeDisabled();
  });

  it('falls back to a plain message when the failure has none, and lets the person try again', async () => {
    render(<VerifyEmailNotice email="ada@example.com" onResend={() => Promise.reject(new TypeError(''))} />);
    await userEvent.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not send the e-mail. Please try again.');
    expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();
  });

  it('shows on the overview only while the host passes it (an unverified account)', () => {
    const { rerender } = render(
      <OverviewScreen
        firstName="Ada"
        draft={emptyPortfolioDraft()}
        autoStartTour={false}
        verifyEmail={{ email: 'ada@example.com', onResend: () => Promise.resolve() }}
      />,
    );
    expect(notice()).toBeInTheDocument();
    rerender(<OverviewScreen firstName="Ada" draft={emptyPortfolioDraft()} autoStartTour={false} />);
    expect(screen.queryByRole('region', { name: 'Verify your e-mail to publish' })).not.toBeInTheDocument();
  });
});
