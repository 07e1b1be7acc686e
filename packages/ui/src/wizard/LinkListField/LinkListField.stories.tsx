import type { ProfileLink } from '@showfolio/portfolio-schema';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mobile } from '../storyFixtures/projectImages';
import { LinkListField, linkListMessages, type LinkListFieldProps } from './LinkListField';

function Stateful(props: LinkListFieldProps) {
  const [links, setLinks] = useState<ProfileLink[]>([...props.links]);
  return (
    <div style={{ maxWidth: 720 }}>
      <LinkListField
        links={links}
        onChange={(next) => {
          setLinks(next);
          props.onChange(next);
        }}
      />
    </div>
  );
}

const links: ProfileLink[] = [
  { url: 'https://dribbble.com/ada', label: '' },
  { url: 'https://ada.studio', label: 'My studio' },
  { url: 'https://www.behance.net/ada', label: '' },
];

const meta = {
  title: 'Wizard/LinkListField',
  component: LinkListField,
  tags: ['autodocs'],
  args: { links, onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof LinkListField>;
export default meta;
type Story = StoryObj<typeof meta>;

const names = (canvas: HTMLElement) =>
  within(within(canvas).getByRole('list', { name: 'Your links' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

/** Each link shows the site it was recognised as (an unknown host shows itself). */
export const WithLinks: Story = {
  play: async ({ canvasElement }) => {
    await expect(names(canvasElement)).toEqual(['Dribbble', 'ada.studio', 'Behance']);
  },
};
export const WithLinksMobile: Story = { ...WithLinks, globals: mobile };
export const Empty: Story = { args: { links: [] } };

/** Pasting an address names its site before it is added; Enter adds it. */
export const PasteAndAdd: Story = {
  args: { links: [] },
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Link address' });
    await userEvent.type(field, 'https://bsky.app/profile/ada.bsky.social');
    await expect(field).toHaveAccessibleDescription('Recognised: Bluesky');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([{ url: 'https://bsky.app/profile/ada.bsky.social', label: '' }]);
    await expect(field).toHaveValue('');
    await expect(names(canvasElement)).toEqual(['Bluesky']);
  },
};
export const PasteAndAddMobile: Story = { ...PasteAndAdd, globals: mobile };

/** A bare host gets https:// put in front; plain http and duplicates are refused with a reason. */
export const Refusals: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Link address' });
    await userEvent.type(field, 'http://ada.studio/old');
    await userEvent.click(canvas.getByRole('button', { name: 'Add link' }));
    await expect(field).toHaveAccessibleDescription(linkListMessages.notHttps);
    await userEvent.clear(field);
    await userEvent.type(field, 'dribbble.com/ada{Enter}');
    await expect(field).toHaveAccessibleDescription(linkListMessages.duplicate);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** By keyboard: the first link moves below the second. */
export const KeyboardReorder: Story = {
  play: async ({ canvasElement, args }) => {
    const handle = within(canvasElement).getByRole('button', { name: 'Reorder Dribbble' });
    handle.focus();
    await userEvent.keyboard('[Space]');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(names(canvasElement)).toEqual(['ada.studio', 'Dribbble', 'Behance']));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};
export const KeyboardReorderMobile: Story = { ...KeyboardReorder, globals: mobile };

/** A label replaces the site's name; Remove takes the link out. */
export const LabelAndRemove: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Label of Behance' }), 'Case studies');
    await expect(args.onChange).toHaveBeenLastCalledWith([links[0], links[1], { ...links[2], label: 'Case studies' }]);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Dribbble' }));
    await expect(names(canvasElement)).toEqual(['ada.studio', 'Behance']);
  },
};
