import { moveItem, softSkillSuggestions, technicalSkillSuggestions, technologySuggestions } from '@showfolio/portfolio-schema';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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
        onMove={
          props.onMove
            ? (from, to) => {
                setValue((current) => [...moveItem(current, from, to)]);
                props.onMove?.(from, to);
              }
            : undefined
        }
      />
    </div>
  );
}

const meta = {
  title: 'Wizard/TagInput',
  component: TagInput,
  tags: ['autodocs'],
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

/** Reorderable (the skills lists): each tag has a "Reorder …" handle in front. */
export const Reorderable: Story = {
  args: { label: 'Soft skills', value: ['Communication', 'Leadership', 'Teamwork'], suggestions: softSkillSuggestions, onMove: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const tag of ['Communication', 'Leadership', 'Teamwork'])
      await expect(canvas.getByRole('button', { name: `Reorder ${tag}` })).toBeVisible();
    await expect(selected(canvasElement, 'Soft skills')).toEqual(['Communication', 'Leadership', 'Teamwork']);
  },
};

/** The chosen tags, in their order. */
const selected = (canvas: HTMLElement, label: string) =>
  within(within(canvas).getByRole('list', { name: `Selected ${label.toLowerCase()}` }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
/** dnd-kit's live region sits at the end of the page, outside the story's root. */
const announced = (canvas: HTMLElement, text: string) => within(canvas.ownerDocument.body).findByText(text);

/** A tag picked up by keyboard: Space lifts it, ArrowRight moves it along the row; nothing changes until the drop. */
export const ReorderPickedUp: Story = {
  args: { ...Reorderable.args, onMove: fn() },
  play: async ({ canvasElement, args }) => {
    const handle = within(canvasElement).getByRole('button', { name: 'Reorder Communication' });
    handle.focus();
    await userEvent.keyboard('[Space]');
    await announced(canvasElement, 'Picked up Communication. Position 1 of 3.');
    await expect(handle.closest('li')).toHaveAttribute('data-state', 'dragging');
    await userEvent.keyboard('{ArrowRight}');
    await announced(canvasElement, 'Communication moved to position 2 of 3.');
    await expect(args.onMove).not.toHaveBeenCalled();
  },
};

/** After a drop: Space, ArrowRight, Space moves the first tag to second place. */
export const ReorderDropped: Story = {
  args: { ...Reorderable.args, onMove: fn() },
  play: async ({ canvasElement, args }) => {
    const handle = within(canvasElement).getByRole('button', { name: 'Reorder Communication' });
    handle.focus();
    await userEvent.keyboard('[Space]');
    await announced(canvasElement, 'Picked up Communication. Position 1 of 3.');
    await userEvent.keyboard('{ArrowRight}');
    await announced(canvasElement, 'Communication moved to position 2 of 3.');
    await userEvent.keyboard('[Space]');
    await announced(canvasElement, 'Communication dropped at position 2 of 3.');
    await expect(args.onMove).toHaveBeenCalledTimes(1);
    await expect(args.onMove).toHaveBeenCalledWith(0, 1);
    await waitFor(() => expect(selected(canvasElement, 'Soft skills')).toEqual(['Leadership', 'Communication', 'Teamwork']));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** At 375 px the tags wrap onto two rows; ArrowDown moves a tag to the row below. */
export const ReorderAcrossRows: Story = {
  args: {
    label: 'Technical skills',
    value: ['TypeScript', 'JavaScript', 'React', 'Node.js', 'PostgreSQL', 'Kubernetes'],
    onMove: fn(),
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 343 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const handle = within(canvasElement).getByRole('button', { name: 'Reorder TypeScript' });
    const firstRow = handle.getBoundingClientRect().top;
    const last = within(canvasElement).getByRole('button', { name: 'Reorder Kubernetes' });
    await expect(last.getBoundingClientRect().top).toBeGreaterThan(firstRow);
    handle.focus();
    await userEvent.keyboard('[Space]');
    await announced(canvasElement, 'Picked up TypeScript. Position 1 of 6.');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(args.onMove).toHaveBeenCalledTimes(1));
    await expect(args.onMove).toHaveBeenCalledWith(0, expect.any(Number));
    // Below its row's end: past the tags that share the first row with it.
    await expect(selected(canvasElement, 'Technical skills').indexOf('TypeScript')).toBeGreaterThan(1);
  },
};
