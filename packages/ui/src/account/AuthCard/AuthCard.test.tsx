import { render, screen } from '@testing-library/react';
import { expectNoAxeViolations } from '../../../test/setup-axe';
import { AuthCard } from './AuthCard';

describe('auth card', () => {
  it('is the page landmark with the wordmark home link, a title and a footer', async () => {
    const { container } = render(
      <AuthCard title="Welcome Back" subtitle="Sign in" footer={<p>Footer text</p>}>
        <p>Body</p>
      </AuthCard>,
    );
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Showfolio home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByText('Footer text')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
