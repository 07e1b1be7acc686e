import { render, screen } from '@testing-library/react';
import { expectNoAxeViolations } from '../../../test/setup-axe';
import { Wordmark } from './Wordmark';

describe('Wordmark', () => {
  it('reads as the single word "Showfolio" in two parts', async () => {
    const { container } = render(<p><Wordmark /></p>);
    expect(screen.getByText('Show')).toBeInTheDocument();
    expect(screen.getByText('folio')).toBeInTheDocument();
    expect(container.textContent).toBe('Showfolio');
    await expectNoAxeViolations(container);
  });
});
