import type { ProjectImage } from '@showfolio/portfolio-schema';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mobile, storyImageFile, storyImages, uploadInStory } from '../storyFixtures/projectImages';
import { ProjectImagesField, projectImageMessages, type ProjectImagesFieldProps } from './ProjectImagesField';

function Stateful(props: ProjectImagesFieldProps) {
  const [images, setImages] = useState<ProjectImage[]>([...props.images]);
  return (
    <div style={{ maxWidth: 640 }}>
      <ProjectImagesField
        {...props}
        images={images}
        onChange={(next) => {
          setImages(next);
          props.onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Wizard/ProjectImagesField',
  component: ProjectImagesField,
  tags: ['autodocs'],
  args: { images: storyImages.slice(0, 3), onChange: fn(), upload: fn(uploadInStory) },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ProjectImagesField>;
export default meta;
type Story = StoryObj<typeof meta>;

const altTexts = (canvas: HTMLElement) =>
  within(canvas)
    .getAllByRole('textbox', { name: /^Alt text of image/ })
    .map((input) => (input as HTMLInputElement).value);

/** Three images; the first carries the "Cover" badge. */
export const WithImages: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Images of this project' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(within(items[0]!).getByText('Cover')).toBeVisible();
    await expect(within(items[1]!).queryByText('Cover')).toBeNull();
  },
};
export const WithImagesMobile: Story = { ...WithImages, globals: mobile };

export const Empty: Story = { args: { images: [] } };

/** Choosing a picture uploads it and adds a row whose alt text is still to be written. */
export const UploadAndDescribe: Story = {
  args: { images: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Add images'), await storyImageFile());
    const alt = await canvas.findByRole('textbox', { name: 'Alt text of image 1' });
    await expect(args.upload).toHaveBeenCalledTimes(1);
    await userEvent.type(alt, 'The booking screen');
    await expect(args.onChange).toHaveBeenLastCalledWith([expect.objectContaining({ alt: 'The booking screen' })]);
  },
};
export const UploadAndDescribeMobile: Story = { ...UploadAndDescribe, globals: mobile };

/** A text file named .png is refused by its bytes, before anything is sent. */
export const RefusesNotAnImage: Story = {
  args: { images: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Add images'), new File(['not a picture'], 'notes.png', { type: 'image/png' }));
    await expect(await canvas.findByText(`notes.png: ${projectImageMessages.notAnImage}`)).toBeVisible();
    await expect(args.upload).not.toHaveBeenCalled();
  },
};

/** After a refused Add, an image without alt text says what it lacks. */
export const MissingAlt: Story = {
  args: { images: [storyImages[0]!, { ...storyImages[1]!, alt: '' }], showAltErrors: true },
  play: async ({ canvasElement }) => {
    const alt = within(canvasElement).getByRole('textbox', { name: 'Alt text of image 2' });
    await expect(alt).toBeInvalid();
    await expect(alt).toHaveAccessibleDescription(projectImageMessages.altRequired);
  },
};

/** Six images: the chooser gives way to a note. */
export const Full: Story = {
  args: { images: storyImages },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByLabelText('Add more images')).toBeNull();
    await expect(within(canvasElement).getByText(/most images it can hold/)).toBeVisible();
  },
};

/** By keyboard: Space lifts the first image, ArrowDown moves it, Space drops it; the second becomes the cover. */
export const KeyboardReorder: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('button', { name: `Reorder image 1 (${storyImages[0]!.alt})` });
    handle.focus();
    await userEvent.keyboard('[Space]');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(altTexts(canvasElement)).toEqual([storyImages[1]!.alt, storyImages[0]!.alt, storyImages[2]!.alt]));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    const first = within(canvas.getByRole('list', { name: 'Images of this project' })).getAllByRole('listitem')[0]!;
    await expect(within(first).getByText('Cover')).toBeVisible();
  },
};
export const KeyboardReorderMobile: Story = { ...KeyboardReorder, globals: mobile };

/** Remove takes the image out of the project. */
export const Remove: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove image 2' }));
    await expect(altTexts(canvasElement)).toEqual([storyImages[0]!.alt, storyImages[2]!.alt]);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};
