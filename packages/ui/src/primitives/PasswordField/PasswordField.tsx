import { forwardRef, useState } from 'react';
import { Button } from '../Button';
import { TextField, type TextFieldProps } from '../TextField';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endAdornment' | 'label'> {
  /** A plain string: the toggle's accessible name is built from it ('Show new password'). */
  label: string;
  defaultVisible?: boolean;
}

/** A password input with a show/hide toggle whose name says what it will do. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label, defaultVisible = false, autoComplete = 'current-password', ...props },
  ref,
) {
  const [visible, setVisible] = useState(defaultVisible);
  const subject = label.toLowerCase();
  return (
    <TextField
      ref={ref}
      {...props}
      label={label}
      autoComplete={autoComplete}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <Button
          variant="ghost"
          size="sm"
          aria-label={`${visible ? 'Hide' : 'Show'} ${subject}`}
          aria-pressed={visible}
          onClick={() => setVisible((current) => !current)}
          disabled={props.disabled}
        >
          {visible ? 'Hide' : 'Show'}
        </Button>
      }
    />
  );
});
