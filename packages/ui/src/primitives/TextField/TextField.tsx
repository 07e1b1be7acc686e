import {
  forwardRef,
  useId,
  type ChangeEventHandler,
  type FocusEventHandler,
  type HTMLInputAutoCompleteAttribute,
  type HTMLAttributes,
  type KeyboardEventHandler,
  type ReactNode,
} from 'react';
import { Field, fieldDescribedBy } from '../Field';
import { control } from '../Field/Field.css';
import * as styles from './TextField.css';

export const textFieldTypes = ['text', 'email', 'password', 'tel', 'url', 'search', 'number', 'date'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps {
  label: ReactNode;
  name?: string;
  type?: TextFieldType;
  id?: string;
  error?: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  placeholder?: string;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  value?: string;
  defaultValue?: string;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  onKeyDown?: KeyboardEventHandler<HTMLInputElement>;
  autoFocus?: boolean;
  labelAction?: ReactNode;
  /** Placed inside the control's row, after the input (PasswordField's toggle uses it). */
  endAdornment?: ReactNode;
  footer?: ReactNode;
  /** Extra ids for aria-describedby (e.g. a strength meter). */
  describedBy?: string;
}

/** A labelled input; forwards its ref so react-hook-form's register() works. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, id: idProp, error, hint, required, labelAction, endAdornment, footer, describedBy, type = 'text', ...input },
  ref,
) {
  const generated = useId();
  const id = idProp ?? generated;
  const element = (
    <input
      ref={ref}
      id={id}
      type={type}
      required={required}
      aria-invalid={error ? true : undefined}
      aria-describedby={fieldDescribedBy(id, { hint, error, extra: describedBy })}
      className={endAdornment ? `${control} ${styles.withAdornment}` : control}
      {...input}
    />
  );
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} labelAction={labelAction} footer={footer}>
      {endAdornment ? (
        <div className={styles.adornmentRow}>
          {element}
          <span className={styles.adornment}>{endAdornment}</span>
        </div>
      ) : (
        element
      )}
    </Field>
  );
});
