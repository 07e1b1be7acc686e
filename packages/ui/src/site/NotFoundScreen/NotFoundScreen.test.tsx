import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../test/setup-axe';
import { MemoryNavigationProvider, useNavigation } from '../../primitives/Navigation';
import { NotFoundScreen } from './NotFoundScreen';

function Location() {
  return <output aria-label="location">{useNavigation().pathname}</output>;
}

describe('404 page', () => {
  it('offers Beam Me Home back to /', async () => {
    const { container } = render(
      <MemoryNavigationProvider initialPath="/nowhere">
        <NotFoundScreen />
        <Location />
      </MemoryNavigationProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('link', { name: 'Beam Me Home' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/');
  });
});
