import {
  forwardRef,
  useId,
  type ChangeEventHandler,
  type FocusEventHandler,
  type HTMLInputAutoCompleteAttribute,
  type ReactNode,
} from 'react';
import { Field, fieldDescribedBy } from '../Field';
import { control } from '../Field/Field.css';
import * as styles from './Select.css';
import { cx } from '../cx/cx';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  label: ReactNode;
  options: ReadonlyArray<SelectOption>;
  name?: string;
  id?: string;
  error?: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  value?: string;
  defaultValue?: string;
  /** A first, empty choice such as 'Choose one'. */
  placeholder?: string;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  onChange?: ChangeEventHandler<HTMLSelectElement>;
  onBlur?: FocusEventHandler<HTMLSelectElement>;
}

/** A labelled native select: the most robust choice for keyboard and screen-reader users. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, id: idProp, error, hint, required, placeholder, ...rest },
  ref,
) {
  const generated = useId();
  const id = idProp ?? generated;
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required}>
      <select
        ref={ref}
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, { hint, error })}
        className={cx(control, styles.select)}
        {...rest}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={`${option.value} ${option.label}`} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
});
