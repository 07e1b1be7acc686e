import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  showsEverySectionInOrder,
  storyEdgeCase,
  storyMinimal,
  storySample,
  storySampleWithImages,
  templateStoryParameters,
  viewportGlobals,
} from '../../docs/stories';
import { QuantumTemplate } from './Template';

const meta = {
  title: 'Templates/Quantum',
  component: QuantumTemplate,
  parameters: templateStoryParameters,
  args: { data: storySample },
} satisfies Meta<typeof QuantumTemplate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sample: Story = {};
export const OnlyNameAndEmail: Story = { args: { data: storyMinimal } };
export const EdgeCases: Story = { args: { data: storyEdgeCase } };
export const Phone320: Story = { globals: viewportGlobals.phone320 };
export const Mobile: Story = { globals: viewportGlobals.mobile };
export const Desktop: Story = { globals: viewportGlobals.desktop };
export const Wide1920: Story = { globals: viewportGlobals.wide1920 };
export const EdgeCasesOnPhone: Story = {
  args: { data: storyEdgeCase },
  globals: viewportGlobals.phone320,
};
export const WithPicturesAndSectionsMobile: Story = {
  args: { data: storySampleWithImages },
  globals: viewportGlobals.mobile,
  play: showsEverySectionInOrder,
};
export const WithPicturesAndSectionsDesktop: Story = {
  args: { data: storySampleWithImages },
  globals: viewportGlobals.desktop,
  play: showsEverySectionInOrder,
};
