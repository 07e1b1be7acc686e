import { render, screen } from '@testing-library/react';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

describe('password strength meter', () => {
  it.each([
    ['', 'Very weak', 'red', 0],
    ['abc', 'Weak', 'red', 1],
    ['abcdefgh', 'Moderate', 'red', 2],
    ['Abcdefgh', 'Good', 'yellow', 3],
    ['Abcdefg1', 'Strong', 'yellow', 4],
    ['Abcdef1!', 'Very strong', 'green', 5],
  ])('labels "%s" as %s with %s bars', (password, label, color, score) => {
    const { container } = render(<PasswordStrengthMeter password={password} />);
    expect(screen.getByText(`Password strength: ${label}`)).toBeInTheDocument();
    const meter = container.firstElementChild as HTMLElement;
    expect(meter.dataset.color).toBe(color);
    expect(meter.dataset.score).toBe(String(score));
  });
});
