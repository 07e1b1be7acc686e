import { emptyPortfolioDraft } from '@showfolio/portfolio-schema';
import { createMemoryWizardController, type MemoryWizardController } from '@showfolio/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PortfolioEditor } from './PortfolioEditor';

// The live example of "Embedding the wizard": the page's own `PortfolioEditor`, on the in-memory
// controller stories and tests use in place of the portfolio store and its API.

const ada = { firstName: 'Ada', lastName: 'Lovelace', username: 'ada', email: 'ada@example.com' };

/** A new controller per render, so what one reader typed never shows up in the next story. */
const newController = () => createMemoryWizardController(emptyPortfolioDraft(), { mode: 'create' });
const controllerOf = (loaded: Record<string, unknown>) => loaded.controller as MemoryWizardController;

const meta = {
  title: 'Wizard/Embedding the wizard',
  component: PortfolioEditor,
  parameters: { layout: 'padded' },
  loaders: [() => ({ controller: newController() })],
  args: { user: ada, controller: newController() },
  argTypes: { controller: { table: { disable: true } } },
  render: ({ controller: _placeholder, ...args }, { loaded }) => (
    <PortfolioEditor {...args} controller={controllerOf(loaded)} />
  ),
} satisfies Meta<typeof PortfolioEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new user's first visit: step 1, prefilled from the account. */
export const LiveExample: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
  },
};

/** Next saves step 1 through the controller (here the memory one) and moves on to Documents. */
export const NextSavesThroughTheController: Story = {
  // Moving on shows an encouraging toast for three seconds; the play checks it, the picture would
  // catch it at a different point of its life in each run.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, loaded }) => {
    const controller = controllerOf(loaded);
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Headline' }), 'Analyst of engines');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: /Documents/ })).toBeInTheDocument();
    await waitFor(() => expect(controller.calls).toContain('saveUserDetails'));
    await expect(controller.getState().draft.headline).toBe('Analyst of engines');
  },
};
