import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DatePicker, type DatePickerProps } from './DatePicker';

function Stateful(props: DatePickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxWidth: 360, minHeight: 420 }}>
      <DatePicker
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
  title: 'Wizard/DatePicker',
  component: DatePicker,
  args: { label: 'Start date', value: '2025-05-14', today: '2025-05-14', onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Empty: Story = { args: { value: '' } };
export const Invalid: Story = { args: { value: '14/05/2025' } };
export const DayView: Story = { args: { defaultOpen: true } };
export const WithBounds: Story = { args: { defaultOpen: true, min: '2025-05-05', max: '2025-05-25' } };

/** Arrow keys move through the days, Enter picks one, Escape closes. */
export const KeyboardPick: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Choose Start date' }));
    await expect(canvas.getByRole('button', { name: 'Wednesday, May 14, 2025' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-05-22');
  },
};

export const YearView: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Choose Start date' }));
    await userEvent.click(canvas.getByRole('button', { name: 'May 2025, choose a year' }));
    await expect(canvas.getByRole('grid', { name: 'Years 2025 to 2039' })).toBeInTheDocument();
  },
};
