import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../test/setup-axe';
import { contributors } from '../contributors.data';
import { ContributorsScreen } from './ContributorsScreen';

const card = (name: string) => screen.getByRole('button', { name: new RegExp(name) });

describe('contributors page', () => {
  it('shows six cards with the first selected and badged Architect', async () => {
    const { container } = render(<ContributorsScreen />);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(6);
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
    expect(within(buttons[0]!).getByText('Architect')).toBeInTheDocument();
    expect(screen.getAllByText('Architect')).toHaveLength(1);
    for (const button of buttons.slice(1)) expect(button).toHaveAttribute('aria-pressed', 'false');
    await expectNoAxeViolations(container);
  });

  it('selects a card by click, Enter and Space', async () => {
    render(<ContributorsScreen />);
    const [first, second, third] = contributors;
    await userEvent.click(card(second!.name));
    expect(card(second!.name)).toHaveAttribute('aria-pressed', 'true');
    expect(card(first!.name)).toHaveAttribute('aria-pressed', 'false');
    card(third!.name).focus();
    await userEvent.keyboard('{Enter}');
    expect(card(third!.name)).toHaveAttribute('aria-pressed', 'true');
    card(first!.name).focus();
    await userEvent.keyboard(' ');
    expect(card(first!.name)).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows only the profile links that exist, each in a new tab', () => {
    render(<ContributorsScreen />);
    const kabir = contributors.find((person) => person.name === 'Kabir Singh')!;
    const links = within(screen.getByRole('list', { name: `${kabir.name} online` })).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('LinkedIn of Kabir Singh (opens in a new tab)');
    expect(links[0]).toHaveAttribute('target', '_blank');
  });

  it('shows initials when no photo is given and the photo when one is', () => {
    render(
      <ContributorsScreen
        contributors={[
          { name: 'Grace Hopper', role: 'Admiral', tagline: 'Ships code', links: {} },
          { name: 'Alan Turing', role: 'Thinker', tagline: 'Computes', photoUrl: '/alan.png', links: {} },
        ]}
      />,
    );
    expect(screen.getByText('GH')).toHaveAttribute('aria-hidden', 'true');
    expect(document.querySelector('img[src="/alan.png"]')).toHaveAttribute('alt', '');
  });
});
