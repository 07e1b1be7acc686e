import { render, screen } from '@testing-library/react';
import { Field, fieldDescribedBy } from './Field';

describe('Field', () => {
  it('labels a custom control and marks required visually only', () => {
    render(
      <Field id="tags" label="Skills" required hint="Press Enter to add">
        <input id="tags" aria-describedby={fieldDescribedBy('tags', { hint: 'x' })} />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Skills' });
    expect(input).toHaveAccessibleDescription('Press Enter to add');
  });

  it('orders error before hint in aria-describedby', () => {
    expect(fieldDescribedBy('a', { hint: 'h', error: 'e', extra: 'x' })).toBe('a-error a-hint x');
    expect(fieldDescribedBy('a', {})).toBeUndefined();
  });
});
