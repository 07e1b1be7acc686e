import { monthNames, monthYearText, ongoingWord, parseDateInput } from '@showfolio/portfolio-schema';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Field, fieldDescribedBy } from '../../primitives/Field';
import { useLayer } from '../../primitives/Layer';
import * as styles from './MonthField.css';

export const monthFieldViews = ['months', 'years'] as const;
export type MonthFieldView = (typeof monthFieldViews)[number];

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

const monthColumns = 3;
const yearColumns = 5;
/** Builder spec: the year chooser shows 15 years per page. */
export const yearsPerPage = 15;
const yearPageStart = (year: number) => year - (((year % yearsPerPage) + yearsPerPage) % yearsPerPage);

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
/** Months counted from year 0, so moving by months or years is plain arithmetic. */
const monthIndex = (year: number, month: number) => year * 12 + month - 1;
const fromIndex = (index: number) => ({ year: Math.floor(index / 12), month: (index % 12) + 1 });
const storedMonth = (index: number) => {
  const { year, month } = fromIndex(index);
  return `${pad(year, 4)}-${pad(month)}`;
};

/** Compares two stored dates on the part both have ('2021' against '2021-09' is equal). */
const compareDates = (a: string, b: string) => {
  const shared = Math.min(a.length, b.length);
  return a.slice(0, shared) < b.slice(0, shared) ? -1 : a.slice(0, shared) > b.slice(0, shared) ? 1 : 0;
};
const outOfRange = (date: string, min?: string, max?: string) =>
  Boolean((min && compareDates(date, min) < 0) || (max && compareDates(date, max) > 0));

const currentMonth = () => {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}`;
};

/** The month index of stored text, a bare year counting as its January; null when it is no date. */
function indexOf(value: string): number | null {
  const parsed = parseDateInput(value);
  if (parsed.error || !parsed.value) return null;
  return monthIndex(Number(parsed.value.slice(0, 4)), Number(parsed.value.slice(5, 7) || '1'));
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

  // What the input shows: the stored value as people read it, or what is being typed.
  const [text, setText] = useState(() => monthYearText(value));
  const [typedValue, setTypedValue] = useState(value);
  const [checked, setChecked] = useState(false);
  if (value !== typedValue) {
    // The value changed from outside (another entry opened, a draft restored): show it.
    setTypedValue(value);
    setText(monthYearText(value));
    setChecked(false);
  }

  const [open, setOpen] = useState(defaultOpen);
  const [view, setView] = useState<MonthFieldView>('months');
  const firstFocus = () => {
    const start = indexOf(value) ?? indexOf(today ?? currentMonth()) ?? monthIndex(2000, 1);
    const minIndex = min ? indexOf(min) : null;
    const maxIndex = max ? indexOf(max) : null;
    if (minIndex !== null && start < minIndex) return minIndex;
    if (maxIndex !== null && start > maxIndex) return maxIndex;
    return start;
  };
  const [focused, setFocused] = useState(firstFocus);
  const [yearPage, setYearPage] = useState(() => yearPageStart(fromIndex(focused).year));
  const [focusedYear, setFocusedYear] = useState(() => fromIndex(focused).year);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const moveFocusRef = useRef(false);

  const shownYear = fromIndex(focused).year;
  const selectedIndex = indexOf(value);
  const selectedIsMonth = /^\d{4}-\d{2}/.test(value.trim());

  const parsed = parseDateInput(text, { ongoing });
  const ownError = parsed.error
    ? parsed.error
    : parsed.value && outOfRange(parsed.value, min, max)
      ? min && compareDates(parsed.value, min) < 0
        ? `Choose a month from ${monthYearText(min)}`
        : `Choose a month until ${monthYearText(max ?? '')}`
      : null;
  // The field's own message waits until the user leaves it: "M" on the way to "May 2018" is no error.
  const error = formError || (checked ? ownError : null) || undefined;
  const hintText = [hint, 'Month and year, like May 2018 or 05/2018.'].filter(Boolean).join(' ');

  useEffect(() => {
    if (!open || !moveFocusRef.current) return;
    moveFocusRef.current = false;
    const selector = view === 'months' ? `[data-month="${focused}"]` : `[data-year="${focusedYear}"]`;
    dialogRef.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [open, view, focused, focusedYear]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const root = dialogRef.current?.parentElement;
      if (root && event.target instanceof Node && !root.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const emit = (next: string) => {
    setTypedValue(next);
    onChange(next);
  };
  const type = (typed: string) => {
    setText(typed);
    setChecked(false);
    const reading = parseDateInput(typed, { ongoing });
    emit(reading.error ? typed : (reading.value ?? ''));
  };
  const leave = () => {
    setChecked(true);
    if (!parsed.error) setText(monthYearText(parsed.value ?? ''));
  };

  const openChooser = () => {
    const start = firstFocus();
    setFocused(start);
    setFocusedYear(fromIndex(start).year);
    setView('months');
    moveFocusRef.current = true;
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };
  // The chooser is the top layer while open: Escape closes it, not a dialog it sits in.
  useLayer(open, { onEscape: close });

  const choose = (index: number) => {
    const stored = storedMonth(index);
    if (outOfRange(stored, min, max)) return;
    emit(stored);
    setText(monthYearText(stored));
    setChecked(true);
    close();
  };
  const chooseOngoing = () => {
    emit('');
    setText('');
    setChecked(true);
    close();
  };
  const focusMonth = (index: number) => {
    moveFocusRef.current = true;
    setFocused(index);
  };
  const showYears = () => {
    setFocusedYear(shownYear);
    setYearPage(yearPageStart(shownYear));
    moveFocusRef.current = true;
    setView('years');
  };
  const yearOutOfRange = (year: number) => outOfRange(String(year), min, max);
  const chooseYear = (year: number) => {
    if (yearOutOfRange(year)) return;
    let next = monthIndex(year, fromIndex(focused).month);
    const minIndex = min ? indexOf(min) : null;
    const maxIndex = max ? indexOf(max) : null;
    if (minIndex !== null && next < minIndex) next = minIndex;
    if (maxIndex !== null && next > maxIndex) next = maxIndex;
    focusMonth(next);
    setView('months');
  };
  const focusYear = (year: number) => {
    moveFocusRef.current = true;
    setFocusedYear(year);
    setYearPage(yearPageStart(year));
  };

  const onMonthKeyDown = (event: KeyboardEvent) => {
    const steps: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -monthColumns,
      ArrowDown: monthColumns,
      PageUp: -12,
      PageDown: 12,
    };
    const step = steps[event.key];
    if (step !== undefined) {
      event.preventDefault();
      focusMonth(focused + step);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      focusMonth(monthIndex(shownYear, event.key === 'Home' ? 1 : 12));
    }
  };
  const onYearKeyDown = (event: KeyboardEvent) => {
    const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -yearColumns, ArrowDown: yearColumns };
    const step = steps[event.key];
    if (step !== undefined) {
      event.preventDefault();
      focusYear(focusedYear + step);
    }
  };

  const monthRows = Array.from({ length: 12 / monthColumns }, (_, row) =>
    Array.from({ length: monthColumns }, (_, column) => monthIndex(shownYear, row * monthColumns + column + 1)),
  );
  const years = Array.from({ length: yearsPerPage }, (_, index) => yearPage + index);
  const yearRows = Array.from({ length: yearsPerPage / yearColumns }, (_, row) =>
    years.slice(row * yearColumns, (row + 1) * yearColumns),
  );
  const thisMonth = indexOf(today ?? currentMonth());

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
          {view === 'months' ? (
            <>
              <div className={styles.header}>
                <button type="button" className={styles.navButton} aria-label="Previous year" onClick={() => setFocused(focused - 12)}>
                  ‹
                </button>
                <button type="button" className={styles.yearButton} aria-label={`${shownYear}, choose a year`} onClick={showYears}>
                  {shownYear}
                  <span aria-hidden="true">▾</span>
                </button>
                <button type="button" className={styles.navButton} aria-label="Next year" onClick={() => setFocused(focused + 12)}>
                  ›
                </button>
              </div>
              <table role="grid" aria-label={`Months of ${shownYear}`} className={styles.grid}>
                <tbody>
                  {monthRows.map((row) => (
                    <tr key={row[0]}>
                      {row.map((index) => {
                        const { month } = fromIndex(index);
                        const selected = selectedIsMonth && index === selectedIndex;
                        return (
                          <td key={index} aria-selected={selected}>
                            <button
                              type="button"
                              data-month={index}
                              className={styles.cell}
                              data-selected={selected ? '' : undefined}
                              data-current={index === thisMonth ? '' : undefined}
                              tabIndex={index === focused ? 0 : -1}
                              aria-label={`${monthNames[month - 1]} ${shownYear}`}
                              aria-disabled={outOfRange(storedMonth(index), min, max) ? true : undefined}
                              onKeyDown={onMonthKeyDown}
                              onFocus={() => setFocused(index)}
                              onClick={() => choose(index)}
                            >
                              {monthNames[month - 1]}
                            </button>
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
              {ongoing ? (
                <div className={styles.footer}>
                  <button
                    type="button"
                    className={styles.footerButton}
                    data-selected={value === '' ? '' : undefined}
                    aria-pressed={value === ''}
                    onClick={chooseOngoing}
                  >
                    {ongoingWord}
                  </button>
                </div>
              ) : null}
            </>
          ) : (
            <>
              <div className={styles.header}>
                <button
                  type="button"
                  className={styles.navButton}
                  aria-label={`Previous ${yearsPerPage} years`}
                  onClick={() => setYearPage(yearPage - yearsPerPage)}
                >
                  ‹
                </button>
                <span className={styles.title}>
                  {yearPage} – {yearPage + yearsPerPage - 1}
                </span>
                <button
                  type="button"
                  className={styles.navButton}
                  aria-label={`Next ${yearsPerPage} years`}
                  onClick={() => setYearPage(yearPage + yearsPerPage)}
                >
                  ›
                </button>
              </div>
              <table role="grid" aria-label={`Years ${yearPage} to ${yearPage + yearsPerPage - 1}`} className={styles.grid}>
                <tbody>
                  {yearRows.map((row) => (
                    <tr key={row[0]}>
                      {row.map((year) => (
                        <td key={year} aria-selected={year === shownYear}>
                          <button
                            type="button"
                            data-year={year}
                            className={styles.cell}
                            data-selected={year === shownYear ? '' : undefined}
                            tabIndex={year === (years.includes(focusedYear) ? focusedYear : yearPage) ? 0 : -1}
                            aria-disabled={yearOutOfRange(year) ? true : undefined}
                            onKeyDown={onYearKeyDown}
                            onFocus={() => setFocusedYear(year)}
                            onClick={() => chooseYear(year)}
                          >
                            {year}
                          </button>
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}
