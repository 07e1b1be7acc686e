import { render, screen } from '@testing-library/react';
import { expectNoAxeViolations } from '../../../test/setup-axe';
import { Badge, badgeTones } from './Badge';

describe('Badge', () => {
  it('renders its text in every tone without axe violations', async () => {
    const { container } = render(
      <p>
        {badgeTones.map((tone) => (
          <Badge key={tone} tone={tone}>{`tone ${tone}`}</Badge>
        ))}
      </p>,
    );
    expect(screen.getByText('tone danger')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
