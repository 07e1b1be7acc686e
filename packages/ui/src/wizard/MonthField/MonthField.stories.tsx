import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MonthField, type MonthFieldProps } from './MonthField';

function Stateful(props: MonthFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxWidth: 360, minHeight: 420 }}>
      <MonthField
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Wizard/MonthField',
  component: MonthField,
  tags: ['autodocs'],
  args: { label: 'Start date', value: '2025-05', today: '2025-05', onChange: fn() },
  render: (args) => <Stateful {...args} />,
  parameters: { visual: { viewports: ['mobile', 'desktop'] } },
} satisfies Meta<typeof MonthField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Empty: Story = { args: { value: '' } };
/** An older full date is shown as its month. */
export const OlderFullDate: Story = { args: { value: '2021-09-14' } };
export const OngoingEndDate: Story = {
  args: { label: 'End date', value: '', ongoing: true, hint: 'Leave empty if this is your current position.' },
};
export const MonthView: Story = { args: { defaultOpen: true } };
export const WithMin: Story = { args: { label: 'End date', value: '', defaultOpen: true, min: '2025-04', ongoing: true } };

/** Free text in the forms people write; left, it shows as the month it stores. */
export const TypedMonth: Story = {
  args: { value: '' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Start date');
    await userEvent.type(input, 'Sept 2019');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith('2019-09');
    await expect(input).toHaveValue('September 2019');
  },
};

/** Issue 34: "2019-13" is refused at the field with a message that names the month. */
export const ImpossibleMonth: Story = {
  args: { value: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Start date');
    await userEvent.type(input, '2019-13');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(await canvas.findByText('There is no month 13: months run from 1 to 12')).toBeVisible();
  },
};

/** Arrow keys move through the months, Page Up a year back, Enter picks one, Escape closes. */
export const KeyboardPick: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Choose Start date' }));
    await expect(canvas.getByRole('button', { name: 'May 2025' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{PageUp}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2024-09');
  },
};

export const YearView: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Choose Start date' }));
    await userEvent.click(canvas.getByRole('button', { name: '2025, choose a year' }));
    await expect(canvas.getByRole('grid', { name: 'Years 2025 to 2039' })).toBeInTheDocument();
  },
};
