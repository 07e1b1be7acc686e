import {
  forwardRef,
  useId,
  useState,
  type ChangeEvent,
  type ChangeEventHandler,
  type FocusEventHandler,
  type ReactNode,
} from 'react';
import { Field, fieldDescribedBy } from '../Field';
import { control } from '../Field/Field.css';
import * as styles from './TextArea.css';
import { cx } from '../cx/cx';

export interface TextAreaProps {
  label: ReactNode;
  name?: string;
  id?: string;
  error?: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  rows?: number;
  maxLength?: number;
  value?: string;
  defaultValue?: string;
  onChange?: ChangeEventHandler<HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLTextAreaElement>;
  /** Shows '{n} characters' (or '{n}/{maxLength}') under the field. */
  counter?: boolean;
}

/** A labelled multi-line input with an optional character counter; works with register(). */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, id: idProp, error, hint, required, counter = false, rows = 5, onChange, value, defaultValue, ...rest },
  ref,
) {
  const generated = useId();
  const id = idProp ?? generated;
  const [length, setLength] = useState(() => (value ?? defaultValue ?? '').length);
  const shown = value !== undefined ? value.length : length;
  const counterId = `${id}-counter`;
  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setLength(event.target.value.length);
    onChange?.(event);
  };
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      footer={
        counter ? (
          <p id={counterId} className={styles.counter}>
            {rest.maxLength ? `${shown}/${rest.maxLength}` : `${shown} characters`}
          </p>
        ) : null
      }
    >
      <textarea
        ref={ref}
        id={id}
        rows={rows}
        required={required}
        value={value}
        defaultValue={defaultValue}
        onChange={handleChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, { hint, error, extra: counter ? counterId : undefined })}
        className={cx(control, styles.textarea)}
        {...rest}
      />
    </Field>
  );
});
