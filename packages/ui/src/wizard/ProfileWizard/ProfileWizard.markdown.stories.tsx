import { sampleDraft } from '@showfolio/portfolio-schema/samples';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { MemoryNavigationProvider } from '../../primitives/Navigation';
import { ToastProvider } from '../../primitives/Toast';
import { createMemoryWizardController } from '../controller';
import { ProfileWizard, loadWizardSteps } from './ProfileWizard';

const bio =
  'Product engineer who turns **fuzzy ideas into fast, accessible web apps**, with a soft spot for *honest tests*.\n\nWhat I bring:\n- **Design systems** for teams of ten to a hundred\n- Workshops on *inclusive research*';

function StepSeven() {
  const [controller] = useState(() => createMemoryWizardController({ ...sampleDraft, bio }, { mode: 'edit' }));
  return (
    <MemoryNavigationProvider initialPath="/profile">
      <ToastProvider>
        <ProfileWizard controller={controller} defaultStep={7} random={() => 0} />
      </ToastProvider>
    </MemoryNavigationProvider>
  );
}

/** Step 7 shows the bio's Markdown as the page will (issue 34), with the templates' own renderer. */
const meta = {
  title: 'Wizard/ProfileWizard/Step 7 Markdown',
  component: StepSeven,
  parameters: { layout: 'padded' },
  loaders: [async () => ({ steps: await loadWizardSteps() })],
} satisfies Meta<typeof StepSeven>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FormattedBio: Story = {
  play: async ({ canvasElement }) => {
    const details = within(within(canvasElement).getByRole('region', { name: 'User details' }));
    // The renderer arrives as a chunk of its own; until then the bio shows as typed.
    await expect(await details.findByText('fuzzy ideas into fast, accessible web apps', { selector: 'strong' }, { timeout: 5000 })).toBeVisible();
    await expect(details.getByText('inclusive research', { selector: 'em' })).toBeVisible();
    await expect(details.getAllByRole('listitem')).toHaveLength(2);
    await expect(details.queryByText(/\*\*/)).not.toBeInTheDocument();
  },
};

export const FormattedBioMobile: Story = { ...FormattedBio, globals: { viewport: { value: 'mobile', isRotated: false } } };
