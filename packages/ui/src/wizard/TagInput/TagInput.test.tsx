import { technicalSkillSuggestions } from '@showfolio/portfolio-schema';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expectNoAxeViolations } from '../../../test/setup-axe';
import { TagInput } from './TagInput';

function Harness({ initial = [] as string[], onValue }: { initial?: string[]; onValue?: (value: string[]) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <TagInput
      label="Technical skills"
      suggestions={technicalSkillSuggestions}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

const selected = () => screen.queryByRole('list', { name: 'Selected technical skills' });

describe('tag input', () => {
  it('filters suggestions by case-insensitive substring', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('combobox', { name: 'Technical skills' }), 'SCRIPT');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['JavaScript', 'TypeScript', 'Add "SCRIPT"']);
  });

  it('adds the highlighted suggestion with the arrow keys and Enter', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Technical skills' });
    await user.type(input, 'script');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'TypeScript' }).id);
    expect(screen.getByRole('option', { name: 'TypeScript' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(within(selected()!).getByText('TypeScript')).toBeInTheDocument();
    expect(input).toHaveValue('');
  });

  it('offers Add "{text}" for custom values and trims them', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    await user.type(screen.getByRole('combobox', { name: 'Technical skills' }), '  Elm  ');
    await user.click(screen.getByRole('option', { name: 'Add "Elm"' }));
    expect(onValue).toHaveBeenLastCalledWith(['Elm']);
  });

  it('ignores duplicates whatever their case', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness initial={['React']} onValue={onValue} />);
    await user.type(screen.getByRole('combobox', { name: 'Technical skills' }), 'react{Enter}');
    expect(onValue).not.toHaveBeenCalled();
    expect(within(selected()!).getAllByRole('listitem')).toHaveLength(1);
  });

  it('leaves chosen tags out of the suggestions', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['JavaScript']} />);
    await user.type(screen.getByRole('combobox', { name: 'Technical skills' }), 'script');
    expect(screen.queryByRole('option', { name: 'JavaScript' })).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'TypeScript' })).toBeInTheDocument();
  });

  it('removes tags with their labelled buttons and with Backspace in the empty field', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['Go', 'Rust', 'Java']} />);
    await user.click(screen.getByRole('button', { name: 'Remove Rust' }));
    expect(within(selected()!).queryByText('Rust')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(within(selected()!).queryByText('Java')).not.toBeInTheDocument();
    expect(within(selected()!).getByText('Go')).toBeInTheDocument();
  });

  it('closes the list with Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Technical skills' });
    await user.type(input, 'ja');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the list when a tag is added, by click or by Enter, and reopens it on typing', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Technical skills' });
    await user.type(input, 'script');
    await user.click(screen.getByRole('option', { name: 'TypeScript' }));
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.type(input, 'Elm{Enter}');
    expect(within(selected()!).getByText('Elm')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.type(input, 'ja');
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes the list when focus leaves the field', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Harness />
        <button type="button">Next field</button>
      </>,
    );
    const input = screen.getByRole('combobox', { name: 'Technical skills' });
    await user.type(input, 'ja');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next field' })).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('has no axe violations with the list open and with tags', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness initial={['Go']} />);
    await user.type(screen.getByRole('combobox', { name: 'Technical skills' }), 'ja');
    await user.keyboard('{ArrowDown}');
    await expectNoAxeViolations(container);
  });

  it('shows a form error under the field and marks it invalid', () => {
    render(
      <TagInput
        label="Technical skills"
        required
        hint="Pick a suggestion."
        error="At least one technical skill is required"
        suggestions={technicalSkillSuggestions}
        value={[]}
        onChange={() => undefined}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Technical skills' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('At least one technical skill is required Pick a suggestion.');
  });
});
