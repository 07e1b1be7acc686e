import type { LabelledLink } from '@showfolio/portfolio-schema';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mobile } from '../storyFixtures/projectImages';
import { ProjectLinksField, projectLinkMessages, type ProjectLinksFieldProps } from './ProjectLinksField';

function Stateful(props: ProjectLinksFieldProps) {
  const [links, setLinks] = useState<LabelledLink[]>([...props.links]);
  return (
    <div style={{ maxWidth: 640 }}>
      <ProjectLinksField
        {...props}
        links={links}
        onChange={(next) => {
          setLinks(next);
          props.onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Wizard/ProjectLinksField',
  component: ProjectLinksField,
  tags: ['autodocs'],
  args: { links: [{ label: 'Case study', url: 'https://ada.studio/atlas' }], onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ProjectLinksField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OneLink: Story = {};
export const OneLinkMobile: Story = { globals: mobile };

/** "Add a link" opens a row; typing fills it. */
export const AddLink: Story = {
  args: { links: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a link' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Label of link 1' }), 'Talk video');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Address of link 1' }), 'https://youtu.be/x');
    await expect(args.onChange).toHaveBeenLastCalledWith([{ label: 'Talk video', url: 'https://youtu.be/x' }]);
  },
};
export const AddLinkMobile: Story = { ...AddLink, globals: mobile };

/** After a refused Add: a link without a label says so. */
export const MissingLabel: Story = {
  args: { links: [{ label: '', url: 'https://ada.studio/atlas' }], showErrors: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Label of link 1' })).toHaveAccessibleDescription(
      projectLinkMessages.labelRequired,
    );
  },
};

/** Five links: no room for a sixth. */
export const Full: Story = {
  args: { links: [1, 2, 3, 4, 5].map((n) => ({ label: `Link ${n}`, url: `https://ada.studio/${n}` })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Add a link' })).toBeNull();
  },
};
