import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sprinkles } from '../../theme/sprinkles.css';
import { MemoryNavigationProvider } from '../Navigation';
import { Button, ButtonLink, buttonSizes, buttonVariants } from './Button';

const meta = {
  title: 'Foundations/Button',
  component: Button,
  tags: ['autodocs'],
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
  args: { children: 'Continue', variant: 'primary', size: 'md', onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Sign Out' } };
export const Small: Story = { args: { size: 'sm' } };
export const Busy: Story = { args: { busy: true, children: 'Signing In...' } };
export const Disabled: Story = { args: { disabled: true } };
export const FullWidth: Story = { args: { fullWidth: true } };
export const AllVariants: Story = {
  render: (args) => (
    <div className={sprinkles({ display: 'flex', gap: 'sm', flexWrap: 'wrap' })}>
      {buttonVariants.map((variant) =>
        buttonSizes.map((size) => (
          <Button key={`${variant}-${size}`} {...args} variant={variant} size={size}>
            {variant} {size}
          </Button>
        )),
      )}
    </div>
  ),
};
export const AsLink: Story = {
  render: () => (
    <MemoryNavigationProvider>
      <ButtonLink href="/dashboard">Get Started</ButtonLink>
    </MemoryNavigationProvider>
  ),
};
