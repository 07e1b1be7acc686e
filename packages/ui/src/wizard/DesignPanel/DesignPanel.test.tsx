import { designMessages, type PortfolioDesign } from '@showfolio/portfolio-schema';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expectNoAxeViolations } from '../../../test/setup-axe';
import { DesignPanel, type DesignPanelProps } from './DesignPanel';

function Harness({ initial = {}, onValue, ...rest }: Partial<DesignPanelProps> & { initial?: PortfolioDesign; onValue?: (design: PortfolioDesign) => void }) {
  const [design, setDesign] = useState(initial);
  return (
    <>
      <DesignPanel
        {...rest}
        value={design}
        onChange={(next) => {
          setDesign(next);
          onValue?.(next);
        }}
      />
      <output aria-label="Stored">{JSON.stringify(design)}</output>
    </>
  );
}

const stored = () => JSON.parse(screen.getByRole('status', { name: 'Stored' }).textContent ?? '{}') as PortfolioDesign;

describe('Design panel', () => {
  it('starts on the template’s own look, and every control is labelled (axe)', async () => {
    const { container } = render(<Harness />);
    expect(screen.getByRole('button', { name: 'Template default' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: 'Font' })).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Template default' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: /Page language/ })).toHaveValue('en');
    expect(screen.getByLabelText('Pick a colour')).toHaveAttribute('type', 'color');
    await expectNoAxeViolations(container);
  });

  it('chooses an accent from a swatch, the hex field (stored lower-case) or back to the template’s', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Teal' }));
    expect(stored()).toEqual({ accent: '#0f766e' });
    expect(screen.getByRole('button', { name: 'Teal' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('textbox', { name: 'Hex code' })).toHaveValue('#0f766e');

    const hex = screen.getByRole('textbox', { name: 'Hex code' });
    await user.clear(hex);
    await user.type(hex, '#C0FFEE');
    expect(stored()).toEqual({ accent: '#c0ffee' });
    expect(screen.getByLabelText('Pick a colour')).toHaveValue('#c0ffee');

    await user.click(screen.getByRole('button', { name: 'Template default' }));
    expect(stored()).toEqual({});
  });

  it('goes back to the template’s accent when the hex code is cleared, takes no partial code, and says what it wants on leaving the field', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ accent: '#1f6feb' }} />);
    const hex = screen.getByRole('textbox', { name: 'Hex code' });
    await user.clear(hex);
    await user.type(hex, 'red');
    await user.tab();
    expect(stored()).toEqual({});
    // Clearing the field went back to the template's own; "red" is not taken.
    expect(screen.getByText(designMessages.accent)).toBeInTheDocument();
    expect(hex).toHaveAttribute('aria-invalid', 'true');
    await user.clear(hex);
    await user.type(hex, '#abcdef');
    expect(stored()).toEqual({ accent: '#abcdef' });
    expect(screen.queryByText(designMessages.accent)).not.toBeInTheDocument();
  });

  it('chooses a font, a scheme and a language with the keyboard; English and the defaults store no choice', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ accent: '#8250df' }} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Font' }), 'Serif');
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /Page language/ }), 'العربية');
    expect(stored()).toEqual({ accent: '#8250df', font: 'serif', scheme: 'dark', language: 'ar' });

    // Arrow keys move through the scheme radios, as in any radio group.
    screen.getByRole('radio', { name: 'Dark' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: "Follow the visitor's device" })).toBeChecked();
    expect(stored().scheme).toBe('auto');

    await user.selectOptions(screen.getByRole('combobox', { name: /Page language/ }), 'English');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Font' }), 'Template default');
    await user.click(screen.getByRole('radio', { name: 'Template default' }));
    expect(stored()).toEqual({ accent: '#8250df' });
  });

  it('offers the template’s presets when given, and says when the accent was adjusted', async () => {
    const { container } = render(
      <Harness initial={{ accent: '#ffee00' }} presets={[{ name: 'Sunflower', value: '#FFEE00' }]} accentNote="Adjusted for contrast." />,
    );
    expect(screen.getByRole('button', { name: 'Sunflower' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: 'Teal' })).not.toBeInTheDocument();
    expect(screen.getByText('Adjusted for contrast.')).toBeInTheDocument();
    expect(screen.getByLabelText('Pick a colour')).toHaveAccessibleDescription('Adjusted for contrast.');
    await expectNoAxeViolations(container);
  });
});
