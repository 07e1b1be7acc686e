import { render, screen } from '@testing-library/react';
import { expectNoAxeViolations } from '../../../test/setup-axe';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology inside a busy group', async () => {
    const { container } = render(
      <div role="group" aria-label="Loading features" aria-busy="true">
        <Skeleton width="50%" />
      </div>,
    );
    const group = screen.getByRole('group', { name: 'Loading features' });
    expect(group.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    await expectNoAxeViolations(container);
  });
});
