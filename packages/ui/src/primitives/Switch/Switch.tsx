import { forwardRef, useId, type ChangeEventHandler, type ReactNode } from 'react';
import { fieldHintId } from '../Field';
import * as styles from './Switch.css';

export interface SwitchProps {
  label: ReactNode;
  /** A line under the label saying what the switch changes, linked to it. */
  hint?: ReactNode;
  name?: string;
  id?: string;
  checked?: boolean;
  defaultChecked?: boolean;
  disabled?: boolean;
  onChange?: ChangeEventHandler<HTMLInputElement>;
}

/**
 * An on/off setting that takes effect at once (a checkbox with the `switch` role, so a screen
 * reader says "on" or "off"): Space toggles it, like any checkbox.
 */
export const Switch = forwardRef<HTMLInputElement, SwitchProps>(function Switch({ label, hint, id: idProp, ...input }, ref) {
  const generated = useId();
  const id = idProp ?? generated;
  return (
    <div className={styles.root}>
      <input
        ref={ref}
        id={id}
        type="checkbox"
        role="switch"
        className={styles.input}
        aria-describedby={hint ? fieldHintId(id) : undefined}
        {...input}
      />
      <span aria-hidden="true" className={styles.track}>
        <span className={styles.thumb} />
      </span>
      <span className={styles.text}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {hint ? (
          <span id={fieldHintId(id)} className={styles.hint}>
            {hint}
          </span>
        ) : null}
      </span>
    </div>
  );
});
