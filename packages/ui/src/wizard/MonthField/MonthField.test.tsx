import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expectNoAxeViolations } from '../../../test/setup-axe';
import { Dialog } from '../../primitives/Dialog';
import { MonthField, type MonthFieldProps } from './MonthField';

function Harness(props: Partial<MonthFieldProps> & { initial?: string; onValue?: (value: string) => void }) {
  const { initial = '', onValue, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <>
      <MonthField
        label="Start date"
        today="2025-05"
        {...rest}
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
      />
      <output aria-label="Stored">{value}</output>
    </>
  );
}

const stored = () => screen.getByRole('status', { name: 'Stored' });

describe('MonthField', () => {
  it.each([
    ['May 2018', '2018-05', 'May 2018'],
    ['Sept 2019', '2019-09', 'September 2019'],
    ['2018-05', '2018-05', 'May 2018'],
    ['05/2018', '2018-05', 'May 2018'],
    ['2018', '2018', '2018'],
  ])('stores %j typed as %j and shows it as %j once left', async (typed, value, shown) => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Start date');
    await user.type(input, typed);
    expect(stored()).toHaveTextContent(value);
    await user.tab();
    expect(input).toHaveValue(shown);
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows a stored full date as its month and keeps it until it is changed', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness initial="2021-09-14" onValue={onValue} />);
    expect(screen.getByLabelText('Start date')).toHaveValue('September 2021');
    await user.click(screen.getByLabelText('Start date'));
    await user.tab();
    expect(onValue).not.toHaveBeenCalled();
    expect(stored()).toHaveTextContent('2021-09-14');
  });

  it('refuses an impossible month at the field, naming it, once the field is left', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Start date');
    await user.type(input, '2019-13');
    // Not while typing: the text may be on its way somewhere valid.
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('There is no month 13: months run from 1 to 12'));
    // The form sees the text as it is, so its own check holds the entry back.
    expect(stored()).toHaveTextContent('2019-13');
  });

  it('says what to type for text that is no date', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText('Start date'), 'last summer');
    await user.tab();
    expect(screen.getByText('Enter a month and year, like May 2018, 2018-05 or 05/2018, or just a year')).toBeInTheDocument();
  });

  it('takes "Present" for an ongoing end date and stores it empty', async () => {
    const user = userEvent.setup();
    render(<Harness label="End date" ongoing initial="2024-06" />);
    const input = screen.getByLabelText('End date');
    await user.clear(input);
    await user.type(input, 'present');
    expect(stored()).toBeEmptyDOMElement();
    await user.tab();
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('placeholder', 'Present');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('offers Present in the chooser of an ongoing date', async () => {
    const user = userEvent.setup();
    render(<Harness label="End date" ongoing initial="2024-06" />);
    await user.click(screen.getByRole('button', { name: 'Choose End date' }));
    await user.click(screen.getByRole('button', { name: 'Present' }));
    expect(stored()).toBeEmptyDOMElement();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens a labelled chooser on the selected month and picks one with the arrow keys and Enter', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2025-05" />);
    await user.click(screen.getByRole('button', { name: 'Choose Start date' }));
    expect(screen.getByRole('dialog', { name: 'Start date: choose a month' })).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'Months of 2025' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'May 2025' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'June 2025' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'September 2025' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('grid', { name: 'Months of 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'March 2026' })).toHaveFocus();
    await user.keyboard('{PageUp}{Home}');
    expect(screen.getByRole('button', { name: 'January 2025' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(stored()).toHaveTextContent('2025-01');
    expect(screen.getByLabelText('Start date')).toHaveValue('January 2025');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose Start date' })).toHaveFocus();
  });

  it('pages through years with the header buttons', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2025-01" />);
    await user.click(screen.getByRole('button', { name: 'Choose Start date' }));
    await user.click(screen.getByRole('button', { name: 'Next year' }));
    expect(screen.getByRole('grid', { name: 'Months of 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous year' }));
    await user.click(screen.getByRole('button', { name: 'Previous year' }));
    expect(screen.getByRole('grid', { name: 'Months of 2024' })).toBeInTheDocument();
  });

  it('shows 15 years per page behind the year button and picks a year by keyboard', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2025-05" />);
    await user.click(screen.getByRole('button', { name: 'Choose Start date' }));
    await user.click(screen.getByRole('button', { name: '2025, choose a year' }));
    const years = screen.getByRole('grid', { name: 'Years 2025 to 2039' });
    expect(years.querySelectorAll('button')).toHaveLength(15);
    expect(screen.getByRole('button', { name: '2025' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Previous 15 years' }));
    expect(screen.getByRole('grid', { name: 'Years 2010 to 2024' })).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: '2010' }).focus());
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(screen.getByRole('button', { name: '2016' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('grid', { name: 'Months of 2016' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'May 2016' })).toHaveFocus();
  });

  it('disables months before min and flags a typed one', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness label="End date" initial="" min="2025-05-14" onValue={onValue} />);
    await user.click(screen.getByRole('button', { name: 'Choose End date' }));
    const before = screen.getByRole('button', { name: 'April 2025' });
    expect(before).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'May 2025' })).not.toHaveAttribute('aria-disabled');
    await user.click(before);
    expect(onValue).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    await user.type(screen.getByLabelText('End date'), '03/2025');
    await user.tab();
    expect(screen.getByText('Choose a month from May 2025')).toBeInTheDocument();
  });

  it('shows a form error under the field and marks it invalid', () => {
    render(<Harness error="The end date cannot be before the start date" />);
    const input = screen.getByLabelText('Start date');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'The end date cannot be before the start date Month and year, like May 2018 or 05/2018.',
    );
  });

  it('closes the chooser, not the dialog around it, on Escape', async () => {
    const user = userEvent.setup();
    render(
      <Dialog open onOpenChange={() => undefined} title="Edit education">
        <Harness initial="2025-05" />
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Choose Start date' }));
    expect(screen.getByRole('dialog', { name: 'Start date: choose a month' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Start date: choose a month' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit education' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose Start date' })).toHaveFocus();
  });

  it('has no axe violations closed, with an error, in the month view and in the year view', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness initial="2025-05" min="2025-03" ongoing />);
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Choose Start date' }));
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: '2025, choose a year' }));
    await expectNoAxeViolations(container);
    await user.keyboard('{Escape}');
    await user.clear(screen.getByLabelText('Start date'));
    await user.type(screen.getByLabelText('Start date'), '2019-13');
    await user.tab();
    await expectNoAxeViolations(container);
  });
});
