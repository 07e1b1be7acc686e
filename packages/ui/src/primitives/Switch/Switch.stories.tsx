import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Foundations/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: { label: 'Show my e-mail on my page', hint: 'Visitors can write to you from your page.', onChange: fn() },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const On: Story = { args: { defaultChecked: true } };
export const Off: Story = {};
export const Disabled: Story = { args: { disabled: true } };

/** Space and a click both toggle it; the role says on or off. */
export const Toggles: Story = {
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Show my e-mail on my page' });
    await expect(control).not.toBeChecked();
    await expect(control).toHaveAccessibleDescription('Visitors can write to you from your page.');
    await userEvent.click(control);
    await expect(control).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(control).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Mobile: Story = { ...Toggles, globals: { viewport: { value: 'mobile', isRotated: false } } };
