import type { PortfolioDesign } from '@showfolio/portfolio-schema';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DesignPanel, type DesignPanelProps } from './DesignPanel';

function Stateful(props: DesignPanelProps) {
  const [value, setValue] = useState<PortfolioDesign>(props.value);
  return (
    <div style={{ maxWidth: 480 }}>
      <DesignPanel
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Wizard/DesignPanel',
  component: DesignPanel,
  args: { value: {}, onChange: fn() },
  render: (args) => <Stateful {...args} />,
  parameters: { visual: { viewports: ['mobile', 'desktop'] } },
} satisfies Meta<typeof DesignPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No choices: the template's own accent, font, scheme and English. */
export const TemplateDefaults: Story = {};

/** Every choice made: an accent, a serif, dark, and the page in Arabic. */
export const Chosen: Story = {
  args: { value: { accent: '#8250df', font: 'serif', scheme: 'dark', language: 'ar' } },
};

/** A pale accent the product made darker so text stays readable, with the template's own presets. */
export const AdjustedAccent: Story = {
  args: {
    value: { accent: '#fff176' },
    presets: [
      { name: 'Sunflower', value: '#fff176' },
      { name: 'Ink', value: '#1d3557' },
      { name: 'Coral', value: '#e76f51' },
    ],
    accentNote: 'Adjusted so the text on your page stays readable in this colour.',
  },
};

/** Keyboard only: a swatch, a hex code, a font, a scheme by arrow keys and a language. */
export const KeyboardChoices: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Teal' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ accent: '#0f766e' });

    const hex = canvas.getByRole('textbox', { name: 'Hex code' });
    await userEvent.clear(hex);
    await userEvent.type(hex, '#B45309');
    await expect(args.onChange).toHaveBeenLastCalledWith({ accent: '#b45309' });

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Font' }), 'serif');
    canvas.getByRole('radio', { name: 'Template default' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Page language/ }), 'es');
    await expect(args.onChange).toHaveBeenLastCalledWith({ accent: '#b45309', font: 'serif', scheme: 'dark', language: 'es' });
  },
};

/** A colour that is not #rrggbb is not taken, and the field says what it wants. */
export const BadHexCode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const hex = canvas.getByRole('textbox', { name: 'Hex code' });
    await userEvent.type(hex, 'blue');
    await userEvent.tab();
    await expect(hex).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Choose an accent colour as #rrggbb, for example #1f6feb.')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
