import { render, screen } from '@testing-library/react';
import { Card } from './Card';

describe('Card', () => {
  it('renders as the requested element', () => {
    render(
      <ul>
        <Card as="li">Item</Card>
      </ul>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('Item');
  });
});
