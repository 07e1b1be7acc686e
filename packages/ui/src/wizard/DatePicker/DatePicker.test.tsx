import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expectNoAxeViolations } from '../../../test/setup-axe';
import { Dialog } from '../../primitives/Dialog';
import { DatePicker, type DatePickerProps } from './DatePicker';

function Harness(props: Partial<DatePickerProps> & { initial?: string; onValue?: (value: string) => void }) {
  const { initial = '', onValue, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <DatePicker
      label="Start date"
      today="2025-05-14"
      {...rest}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

describe('DatePicker', () => {
  it('accepts typed YYYY-MM-DD text', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText('Start date'), '2024-02-29');
    expect(screen.getByLabelText('Start date')).toHaveValue('2024-02-29');
    expect(screen.queryByText('Enter a date as YYYY-MM-DD')).not.toBeInTheDocument();
  });

  it('says "Enter a date as YYYY-MM-DD" for other shapes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText('Start date'), '14/05/2025');
    expect(screen.getByText('Enter a date as YYYY-MM-DD')).toBeInTheDocument();
    expect(screen.getByLabelText('Start date')).toHaveAttribute('aria-invalid', 'true');
  });

  it('opens a labelled calendar on the selected day and picks a day with the arrow keys and Enter', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness initial="2025-05-14" onValue={onValue} />);
    await user.click(screen.getByRole('button', { name: 'Choose Start date' }));
    const dialog = screen.getByRole('dialog', { name: 'Start date: choose a date' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'May 2025' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wednesday, May 14, 2025' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Thursday, May 15, 2025' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Thursday, May 22, 2025' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Thursday, May 1, 2025' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('grid', { name: 'April 2025' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wednesday, April 30, 2025' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onValue).toHaveBeenLastCalledWith('2025-04-30');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose Start date' })).toHaveFocus();
  });

  it('closes with Escape and returns focus to its button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Choose Start date' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose Start date' })).toHaveFocus();
  });

  it('pages through months with the header buttons', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2025-01-31" />);
    await user.click(screen.getByRole('button', { name: 'Choose Start date' }));
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('grid', { name: 'February 2025' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('grid', { name: 'December 2024' })).toBeInTheDocument();
  });

  it('shows 15 years per page and picks a year by keyboard', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2025-05-14" />);
    await user.click(screen.getByRole('button', { name: 'Choose Start date' }));
    await user.click(screen.getByRole('button', { name: 'May 2025, choose a year' }));
    const years = screen.getByRole('grid', { name: 'Years 2025 to 2039' });
    expect(years.querySelectorAll('button')).toHaveLength(15);
    expect(screen.getByRole('button', { name: '2025' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Previous 15 years' }));
    expect(screen.getByRole('grid', { name: 'Years 2010 to 2024' })).toBeInTheDocument();
    screen.getByRole('button', { name: '2010' }).focus();
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(screen.getByRole('button', { name: '2016' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('grid', { name: 'May 2016' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saturday, May 14, 2016' })).toHaveFocus();
  });

  it('disables days outside min and max', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness initial="2025-05-14" min="2025-05-10" max="2025-05-20" onValue={onValue} />);
    await user.click(screen.getByRole('button', { name: 'Choose Start date' }));
    const before = screen.getByRole('button', { name: 'Friday, May 9, 2025' });
    expect(before).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Tuesday, May 20, 2025' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('button', { name: 'Wednesday, May 21, 2025' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(before);
    expect(onValue).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('flags typed dates outside the bounds', async () => {
    const user = userEvent.setup();
    render(<Harness min="2020-01-01" />);
    await user.type(screen.getByLabelText('Start date'), '2019-12-31');
    expect(screen.getByText('Choose a date from 2020-01-01')).toBeInTheDocument();
  });

  it('has no axe violations closed, in the day view and in the year view', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness initial="2025-05-14" min="2025-05-03" />);
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Choose Start date' }));
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'May 2025, choose a year' }));
    await expectNoAxeViolations(container);
  });

  it('shows a form error under the field and marks it invalid', () => {
    render(<Harness error="Start date is required" />);
    const input = screen.getByLabelText('Start date');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Start date is required Format: YYYY-MM-DD');
  });

  it('closes the calendar, not the dialog around it, on Escape', async () => {
    const user = userEvent.setup();
    render(
      <Dialog open onOpenChange={() => undefined} title="Edit education">
        <Harness initial="2025-05-14" />
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Choose Start date' }));
    expect(screen.getByRole('dialog', { name: 'Start date: choose a date' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Start date: choose a date' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit education' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose Start date' })).toHaveFocus();
  });
});
