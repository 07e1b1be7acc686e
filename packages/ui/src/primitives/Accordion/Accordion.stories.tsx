import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Accordion, accordionHeadingLevels } from './Accordion';

const items = [
  { value: 'free', question: 'Is Showfolio free?', answer: 'Yes. The free plan includes hosting on your own subdomain.' },
  { value: 'code', question: 'Do I need to code?', answer: 'No. Fill the wizard, pick a template, deploy.' },
  { value: 'update', question: 'Can I update later?', answer: 'Any time; changes go live instantly.' },
];

const meta = {
  title: 'Foundations/Accordion',
  component: Accordion,
  tags: ['autodocs'],
  argTypes: { headingLevel: { control: 'inline-radio', options: accordionHeadingLevels } },
  args: { headingLevel: 3, children: null },
  render: (args) => (
    <Accordion {...args}>
      {items.map((item) => (
        <Accordion.Item key={item.value} value={item.value}>
          <Accordion.Trigger>{item.question}</Accordion.Trigger>
          <Accordion.Content>{item.answer}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion>
  ),
} satisfies Meta<typeof Accordion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllClosed: Story = {};
export const FirstOpen: Story = { args: { defaultValue: 'free' } };
export const OneAtATime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Is Showfolio free?' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Do I need to code?' }));
    await expect(canvas.getByRole('button', { name: 'Is Showfolio free?' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: 'Do I need to code?' })).toHaveAttribute('aria-expanded', 'true');
  },
};
