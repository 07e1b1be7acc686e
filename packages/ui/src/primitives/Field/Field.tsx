import type { ReactNode } from 'react';
import * as styles from './Field.css';

export interface FieldProps {
  /** The id of the control the label points at. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The error slot: shown under the control in red and referenced by aria-describedby. */
  error?: ReactNode;
  required?: boolean;
  /** Something placed at the end of the label row, e.g. a 'Forgot password?' link. */
  labelAction?: ReactNode;
  /** Content after hint and error, e.g. a counter or a strength meter. */
  footer?: ReactNode;
  children: ReactNode;
}

export const fieldHintId = (id: string) => `${id}-hint`;
export const fieldErrorId = (id: string) => `${id}-error`;

/** The ids the control should name in aria-describedby, given which slots are filled. */
export function fieldDescribedBy(id: string, slots: { hint?: ReactNode; error?: ReactNode; extra?: string }) {
  const ids = [slots.error ? fieldErrorId(id) : null, slots.hint ? fieldHintId(id) : null, slots.extra ?? null];
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

/** Label, control, hint and error laid out and wired together; used by every form control. */
export function Field({ id, label, hint, error, required, labelAction, footer, children }: FieldProps) {
  return (
    <div className={styles.field}>
      <div className={styles.labelRow}>
        <span>
          <label htmlFor={id} className={styles.label}>
            {label}
          </label>
          {/* Outside the label so the accessible name stays the plain label text. */}
          {required ? (
            <span aria-hidden="true" className={styles.requiredMark}>
              *
            </span>
          ) : null}
        </span>
        {labelAction}
      </div>
      {children}
      {hint ? (
        <p id={fieldHintId(id)} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={fieldErrorId(id)} className={styles.error}>
          {error}
        </p>
      ) : null}
      {footer}
    </div>
  );
}
