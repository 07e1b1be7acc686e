import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../test/setup-axe';
import { Accordion } from './Accordion';

function Faq() {
  return (
    <Accordion headingLevel={2}>
      <Accordion.Item value="a">
        <Accordion.Trigger>First question</Accordion.Trigger>
        <Accordion.Content>First answer</Accordion.Content>
      </Accordion.Item>
      <Accordion.Item value="b">
        <Accordion.Trigger>Second question</Accordion.Trigger>
        <Accordion.Content>Second answer</Accordion.Content>
      </Accordion.Item>
    </Accordion>
  );
}

describe('Accordion', () => {
  it('opens one item at a time and closes the open one when clicked again', async () => {
    const { container } = render(<Faq />);
    const first = screen.getByRole('button', { name: 'First question' });
    const second = screen.getByRole('button', { name: 'Second question' });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await userEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'First question' })).toHaveTextContent('First answer');
    await userEvent.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('First answer')).not.toBeVisible();
    await userEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations(container);
  });

  it('puts each trigger in a heading of the chosen level and works by keyboard', async () => {
    render(<Faq />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'First question' })).toHaveAttribute('aria-expanded', 'true');
  });
});
