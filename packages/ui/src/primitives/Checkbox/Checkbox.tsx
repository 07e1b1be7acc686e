import { forwardRef, useId, type ChangeEventHandler, type FocusEventHandler, type ReactNode } from 'react';
import { fieldErrorId } from '../Field';
import { error as errorClass } from '../Field/Field.css';
import * as styles from './Checkbox.css';

export interface CheckboxProps {
  /** May contain links (e.g. 'I agree to the Terms of Service'). */
  label: ReactNode;
  name?: string;
  id?: string;
  checked?: boolean;
  defaultChecked?: boolean;
  disabled?: boolean;
  required?: boolean;
  error?: ReactNode;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
}

/** A labelled checkbox with its error message; works with react-hook-form's register(). */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, id: idProp, error, required, ...input },
  ref,
) {
  const generated = useId();
  const id = idProp ?? generated;
  return (
    <div className={styles.root}>
      <div className={styles.row}>
        <input
          ref={ref}
          id={id}
          type="checkbox"
          className={styles.input}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fieldErrorId(id) : undefined}
          {...input}
        />
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
      </div>
      {error ? (
        <p id={fieldErrorId(id)} className={errorClass}>
          {error}
        </p>
      ) : null}
    </div>
  );
});
