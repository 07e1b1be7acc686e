import { monthYearText, ongoingWord } from '@showfolio/portfolio-schema';
import { useId } from 'react';
import { Field, fieldDescribedBy } from '../../primitives/Field';
import { MonthsView, YearsView } from './MonthChooserViews';
import { currentMonth, indexOf, storedMonth, outOfRange } from './monthMath';
import { useMonthChooser } from './useMonthChooser';
import { useMonthText } from './useMonthText';
import * as styles from './MonthField.css';

export { monthFieldViews } from './useMonthChooser';
export type { MonthFieldView } from './useMonthChooser';
export { yearsPerPage } from './monthMath';

export interface MonthFieldProps {
  label: string;
  /** Stored date text: 'YYYY-MM' (what this field writes), 'YYYY', an older 'YYYY-MM-DD', or '' when empty. */
  value: string;
  /**
   * Gets the stored text as soon as what is typed reads as a date ('May 2018' → '2018-05'), and
   * the typed text itself while it does not, so the form's own check can hold it back.
   */
  onChange: (value: string) => void;
  /** The earliest month that may be chosen, as stored date text (an end date's start). */
  min?: string;
  /** The latest month that may be chosen, as stored date text. */
  max?: string;
  /** Extra hint under the field, e.g. 'Leave empty if this is your current position.' */
  hint?: string;
  /** Empty means "still going": the field shows and accepts "Present", and offers it in the chooser. */
  ongoing?: boolean;
  /** The month the chooser opens on when empty, 'YYYY-MM'; defaults to the current month. */
  today?: string;
  /** Starts open, for stories. */
  defaultOpen?: boolean;
  /** An error from the form (e.g. an end before the start); shown instead of the field's own checks. */
  error?: string;
}

/**
 * A month-and-year field (entry dates are month precision): free text in the forms people write
 * ("May 2018", "2018-05", "05/2018", "2018"), read by `parseDateInput`, with a keyboard-operable
 * chooser of months and, behind the year button, pages of 15 years.
 */
export function MonthField({
  label,
  value,
  onChange,
  min,
  max,
  hint,
  ongoing = false,
  today,
  defaultOpen = false,
  error: formError,
}: MonthFieldProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const dialogId = `${id}-dialog`;
  const name = label.replace(/\*$/, '');

  const { text, ownError, type, leave, commit } = useMonthText({ value, onChange, ongoing, min, max });
  const chooser = useMonthChooser({ value, min, max, today, defaultOpen });
  const { open, triggerRef, dialogRef, openChooser, close } = chooser;

  // The field's own message waits until the user leaves it: "M" on the way to "May 2018" is no error.
  const error = formError || ownError || undefined;
  const hintText = [hint, 'Month and year, like May 2018 or 05/2018.'].filter(Boolean).join(' ');

  const choose = (index: number) => {
    const stored = storedMonth(index);
    if (outOfRange(stored, min, max)) return;
    commit(stored, monthYearText(stored));
    close();
  };
  const chooseOngoing = () => {
    commit('', '');
    close();
  };

  return (
    <div className={styles.root} data-state={open ? 'open' : 'closed'}>
      <Field id={inputId} label={label} hint={hintText} error={error}>
        <div className={styles.inputRow}>
          <input
            id={inputId}
            className={styles.input}
            type="text"
            autoComplete="off"
            placeholder={ongoing ? ongoingWord : 'e.g. May 2018'}
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={fieldDescribedBy(inputId, { hint: hintText, error })}
            onChange={(event) => type(event.target.value)}
            onBlur={leave}
          />
          <button
            ref={triggerRef}
            type="button"
            className={styles.trigger}
            aria-label={`Choose ${name}`}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? dialogId : undefined}
            onClick={() => (open ? close() : openChooser())}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2">
              <rect x="3" y="5" width="18" height="16" rx="2" />
              <path d="M3 10h18M8 3v4M16 3v4" />
            </svg>
          </button>
        </div>
      </Field>
      {open ? (
        <div ref={dialogRef} id={dialogId} role="dialog" aria-label={`${name}: choose a month`} className={styles.popover}>
          {chooser.view === 'months' ? (
            <MonthsView
              chooser={chooser}
              value={value}
              min={min}
              max={max}
              ongoing={ongoing}
              thisMonth={indexOf(today ?? currentMonth())}
              onChoose={choose}
              onChooseOngoing={chooseOngoing}
            />
          ) : (
            <YearsView chooser={chooser} />
          )}
        </div>
      ) : null}
    </div>
  );
}
