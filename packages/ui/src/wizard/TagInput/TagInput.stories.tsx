import { technicalSkillSuggestions, technologySuggestions } from '@showfolio/portfolio-schema';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TagInput, type TagInputProps } from './TagInput';

function Stateful(props: TagInputProps) {
  const [value, setValue] = useState([...props.value]);
  return (
    <div style={{ maxWidth: 420, minHeight: 360 }}>
      <TagInput
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
  title: 'Wizard/TagInput',
  component: TagInput,
  args: { label: 'Technical skills', value: ['TypeScript', 'React'], suggestions: technicalSkillSuggestions, onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof TagInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTags: Story = {};
export const Empty: Story = { args: { value: [] } };
export const Technologies: Story = { args: { label: 'Technologies used', value: [], suggestions: technologySuggestions } };

/** Typing filters, arrow keys pick, Enter adds, Backspace removes the last tag. */
export const KeyboardAdd: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Technical skills' });
    await userEvent.type(input, 'py');
    await expect(canvas.getByRole('option', { name: 'Python' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['TypeScript', 'React', 'Python']);
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['TypeScript', 'React']);
  },
};
