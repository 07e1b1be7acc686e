import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../test/setup-axe';
import { Select } from './Select';

describe('Select', () => {
  it('offers its options under its label and keeps the chosen one', async () => {
    const { container } = render(
      <Select
        label="Country code"
        defaultValue="+91"
        options={[
          { value: '+1', label: '+1 United States' },
          { value: '+91', label: '+91 India' },
        ]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Country code' });
    expect(select).toHaveValue('+91');
    await userEvent.selectOptions(select, '+1');
    expect(select).toHaveValue('+1');
    await expectNoAxeViolations(container);
  });
});
