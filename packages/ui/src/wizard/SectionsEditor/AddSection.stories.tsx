import { limits, sectionTitles } from '@showfolio/portfolio-schema';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mobile } from '../storyFixtures/projectImages';
import { AddSection } from './AddSection';
import { resumeSectionKeys } from './sectionFields';

const meta = {
  title: 'Wizard/AddSection',
  component: AddSection,
  tags: ['autodocs'],
  args: {
    available: resumeSectionKeys.map((key) => ({ key, title: sectionTitles[key] })),
    customCount: 0,
    onAdd: fn(),
    onAddCustom: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AddSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Choices: Story = {};
export const ChoicesMobile: Story = { globals: mobile };

/** Picking Awards and pressing Add section opens its editor. */
export const AddAwards: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Section' }), 'Awards');
    await userEvent.click(canvas.getByRole('button', { name: 'Add section' }));
    await expect(args.onAdd).toHaveBeenCalledWith('awards');
  },
};

/** A section of one's own needs a title: "Talks". */
export const AddCustom: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Section' }), 'A section of your own…');
    await userEvent.click(canvas.getByRole('button', { name: 'Add section' }));
    const title = canvas.getByRole('textbox', { name: 'Section title' });
    await expect(title).toHaveAccessibleDescription('Give your section a title, e.g. Talks');
    await userEvent.type(title, 'Talks');
    await userEvent.click(canvas.getByRole('button', { name: 'Add section' }));
    await expect(args.onAddCustom).toHaveBeenCalledWith('Talks');
  },
};
export const AddCustomMobile: Story = { ...AddCustom, globals: mobile };

/** Nothing chosen: the control says what to do. */
export const NothingChosen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add section' }));
    await expect(canvas.getByRole('combobox', { name: 'Section' })).toHaveAccessibleDescription('Choose a section to add');
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** At the limit of custom sections, that choice is disabled and says why. */
export const CustomSectionsFull: Story = {
  args: { customCount: limits.customSections },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('option', { name: `A section of your own (at most ${limits.customSections})` })).toBeDisabled();
  },
};
