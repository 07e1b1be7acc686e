import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../test/setup-axe';
import { MemoryNavigationProvider, useNavigation } from '../Navigation';
import { Button, ButtonLink, buttonVariants } from './Button';

describe('Button', () => {
  it('is a plain button by default and reports clicks', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Continue</Button>);
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is disabled and marked aria-busy while busy', async () => {
    const onClick = vi.fn();
    render(
      <Button busy onClick={onClick}>
        Signing In...
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Signing In...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is reachable and activatable by keyboard', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('has no axe violations in any variant', async () => {
    const { container } = render(
      <div>
        {buttonVariants.map((variant) => (
          <Button key={variant} variant={variant}>
            {variant}
          </Button>
        ))}
        <Button busy>Busy</Button>
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});

function Where() {
  const { pathname } = useNavigation();
  return <p>at {pathname}</p>;
}

describe('ButtonLink', () => {
  it('navigates through the provided navigation for internal paths', async () => {
    render(
      <MemoryNavigationProvider>
        <ButtonLink href="/dashboard">Get Started</ButtonLink>
        <Where />
      </MemoryNavigationProvider>,
    );
    const link = screen.getByRole('link', { name: 'Get Started' });
    expect(link).toHaveAttribute('href', '/dashboard');
    await userEvent.click(link);
    expect(screen.getByText('at /dashboard')).toBeInTheDocument();
  });

  it('keeps new-tab links as real anchors with a safe rel', () => {
    render(
      <ButtonLink href="/dashboard" target="_blank">
        Dashboard
      </ButtonLink>,
    );
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
