import type { Meta, StoryObj } from '@storybook/react-vite';
import { control } from './Field.css';
import { Field } from './Field';

const meta = {
  title: 'Foundations/Field',
  component: Field,
  tags: ['autodocs'],
  args: {
    id: 'custom',
    label: 'Custom control',
    hint: 'Field wires label, hint and error around any control.',
    children: <input id="custom" className={control} aria-describedby="custom-hint" />,
  },
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithHint: Story = {};
