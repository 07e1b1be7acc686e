import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card, cardElevations, cardPaddings } from './Card';

const meta = {
  title: 'Foundations/Card',
  component: Card,
  tags: ['autodocs'],
  argTypes: {
    padding: { control: 'inline-radio', options: cardPaddings },
    elevation: { control: 'inline-radio', options: cardElevations },
  },
  args: {
    padding: 'md',
    elevation: 'flat',
    children: (
      <>
        <h3>Free hosting</h3>
        <p>Your portfolio lives on your own subdomain at no cost.</p>
      </>
    ),
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Flat: Story = {};
export const Raised: Story = { args: { elevation: 'raised', padding: 'lg' } };
