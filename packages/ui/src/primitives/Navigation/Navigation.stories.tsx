import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link, MemoryNavigationProvider, useNavigation } from './Navigation';

function Location() {
  const { pathname, hash } = useNavigation();
  return (
    <p>
      Current location: <code>{pathname + hash}</code>
    </p>
  );
}

const meta = {
  title: 'Foundations/Navigation',
  component: MemoryNavigationProvider,
  tags: ['autodocs'],
  args: { initialPath: '/', children: null },
  render: (args) => (
    <MemoryNavigationProvider initialPath={args.initialPath}>
      <nav aria-label="Example">
        <ul>
          <li><Link href="/">Home</Link></li>
          <li><Link href="/contributors">Contributors</Link></li>
          <li><Link href="/#faq">FAQ on home</Link></li>
        </ul>
      </nav>
      <Location />
    </MemoryNavigationProvider>
  ),
} satisfies Meta<typeof MemoryNavigationProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Memory: Story = {};
