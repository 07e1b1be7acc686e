import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MemoryNavigationProvider } from '../../primitives/Navigation';
import { SiteLayout } from '../SiteLayout';
import { ContactScreen } from './ContactScreen';

const meta = {
  title: 'Site/Contact Us',
  component: ContactScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { onSubmitContact: () => Promise.resolve() },
  decorators: [
    (Story) => (
      <MemoryNavigationProvider initialPath="/contact-us">
        <SiteLayout cookieBanner={false}>
          <Story />
        </SiteLayout>
      </MemoryNavigationProvider>
    ),
  ],
} satisfies Meta<typeof ContactScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const fillAndSend = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Ada Lovelace');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Hello team');
  await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
};

export const Idle: Story = {};
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(canvas.getByText('Message is required')).toBeInTheDocument();
  },
};
export const Sending: Story = {
  args: { onSubmitContact: () => new Promise<void>(() => undefined) },
  play: async ({ canvasElement }) => {
    await fillAndSend(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Sending...' })).toBeDisabled();
  },
};
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    await fillAndSend(canvasElement);
    await expect(await within(canvasElement).findByText('Thank you for reaching out!')).toBeInTheDocument();
  },
};
export const NetworkFailure: Story = {
  args: { onSubmitContact: () => Promise.reject<void>(new TypeError('Failed to fetch')) },
  play: async ({ canvasElement }) => {
    await fillAndSend(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Failed to send message. Please try again later.',
    );
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
