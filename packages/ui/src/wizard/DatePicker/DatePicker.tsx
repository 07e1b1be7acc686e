import { DATE_PATTERN } from '@showfolio/portfolio-schema';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  addDays,
  addMonths,
  formatLongDate,
  isOutOfRange,
  isYearOutOfRange,
  monthNames,
  monthWeeks,
  parseIsoDate,
  toIso,
  weekdayNames,
  yearPageStart,
  yearsPerPage,
  type CalendarMonth,
} from './calendar';
import { Field, fieldDescribedBy } from '../../primitives/Field';
import { useLayer } from '../../primitives/Layer';
import * as styles from './DatePicker.css';

export const datePickerViews = ['days', 'years'] as const;
export type DatePickerView = (typeof datePickerViews)[number];

export interface DatePickerProps {
  label: string;
  /** 'YYYY-MM-DD', or '' when empty. */
  value: string;
  onChange: (value: string) => void;
  /** Earliest selectable day, 'YYYY-MM-DD'. */
  min?: string;
  /** Latest selectable day, 'YYYY-MM-DD'. */
  max?: string;
  /** Extra hint under the field, e.g. 'Leave empty if this is your current position'. */
  hint?: string;
  /** The day the calendar opens on when empty; defaults to the current date. */
  today?: string;
  /** Starts open, for stories. */
  defaultOpen?: boolean;
  /** An error from the form (e.g. an end before the start); shown before the field's own format and range checks. */
  error?: string;
}

const yearColumns = 5;

/** A YYYY-MM-DD text field with a keyboard-operable calendar (days, and 15-year pages). */
export function DatePicker({
  label,
  value,
  onChange,
  min,
  max,
  hint,
  today,
  defaultOpen = false,
  error: formError,
}: DatePickerProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const dialogId = `${id}-dialog`;
  const [open, setOpen] = useState(defaultOpen);
  const [view, setView] = useState<DatePickerView>('days');
  const initial = () => {
    const selected = parseIsoDate(value) ? value : (today ?? toIso(new Date()));
    if (min && selected < min) return min;
    if (max && selected > max) return max;
    return selected;
  };
  const [focusedDate, setFocusedDate] = useState(initial);
  const [yearPage, setYearPage] = useState(() => yearPageStart(Number(focusedDate.slice(0, 4))));
  const [focusedYear, setFocusedYear] = useState(() => Number(focusedDate.slice(0, 4)));
  const triggerRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const moveFocusRef = useRef(false);

  const month: CalendarMonth = {
    year: Number(focusedDate.slice(0, 4)),
    month: Number(focusedDate.slice(5, 7)) - 1,
  };
  const monthLabel = `${monthNames[month.month]} ${month.year}`;

  const trimmed = value.trim();
  const dateError =
    trimmed === ''
      ? null
      : !DATE_PATTERN.test(trimmed)
        ? 'Enter a date as YYYY-MM-DD'
        : parseIsoDate(trimmed) && isOutOfRange(trimmed, min, max)
          ? `Choose a date${min ? ` from ${min}` : ''}${max ? ` up to ${max}` : ''}`
          : null;
  // The form's message (set when Add or Next checked the entry) names the rule; typing clears it.
  const error = formError ?? dateError;
  const hintText = `${hint ? `${hint} ` : ''}Format: YYYY-MM-DD`;

  useEffect(() => {
    if (!open || !moveFocusRef.current) return;
    moveFocusRef.current = false;
    const target =
      view === 'days'
        ? dialogRef.current?.querySelector<HTMLElement>(`[data-date="${focusedDate}"]`)
        : dialogRef.current?.querySelector<HTMLElement>(`[data-year="${focusedYear}"]`);
    target?.focus();
  }, [open, view, focusedDate, focusedYear]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const root = dialogRef.current?.parentElement;
      if (root && event.target instanceof Node && !root.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openCalendar = () => {
    const start = initial();
    setFocusedDate(start);
    setFocusedYear(Number(start.slice(0, 4)));
    setView('days');
    moveFocusRef.current = true;
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };
  // The calendar is the top layer while open: Escape closes it, not a dialog it sits in.
  useLayer(open, { onEscape: close });
  const focusDate = (iso: string) => {
    moveFocusRef.current = true;
    setFocusedDate(iso);
  };
  const choose = (iso: string) => {
    if (isOutOfRange(iso, min, max)) return;
    onChange(iso);
    close();
  };
  const showYears = () => {
    setFocusedYear(month.year);
    setYearPage(yearPageStart(month.year));
    moveFocusRef.current = true;
    setView('years');
  };
  const chooseYear = (year: number) => {
    if (isYearOutOfRange(year, min, max)) return;
    const lastDay = new Date(Date.UTC(year, month.month + 1, 0)).getUTCDate();
    const day = Math.min(Number(focusedDate.slice(8, 10)), lastDay);
    let next = `${String(year).padStart(4, '0')}-${focusedDate.slice(5, 7)}-${String(day).padStart(2, '0')}`;
    if (min && next < min) next = min;
    if (max && next > max) next = max;
    moveFocusRef.current = true;
    setFocusedDate(next);
    setView('days');
  };
  const focusYear = (year: number) => {
    moveFocusRef.current = true;
    setFocusedYear(year);
    setYearPage(yearPageStart(year));
  };
  const shiftMonth = (months: number) => {
    const target = addMonths(month, months);
    const lastDay = new Date(Date.UTC(target.year, target.month + 1, 0)).getUTCDate();
    const day = Math.min(Number(focusedDate.slice(8, 10)), lastDay);
    setFocusedDate(
      `${String(target.year).padStart(4, '0')}-${String(target.month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    );
  };

  const onDayKeyDown = (event: KeyboardEvent) => {
    const steps: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -7,
      ArrowDown: 7,
    };
    const step = steps[event.key];
    if (step !== undefined) {
      event.preventDefault();
      focusDate(addDays(focusedDate, step));
    } else if (event.key === 'PageUp' || event.key === 'PageDown') {
      event.preventDefault();
      moveFocusRef.current = true;
      shiftMonth(event.key === 'PageUp' ? -1 : 1);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      const weekday = parseIsoDate(focusedDate)?.getUTCDay() ?? 0;
      focusDate(addDays(focusedDate, event.key === 'Home' ? -weekday : 6 - weekday));
    }
  };
  const onYearKeyDown = (event: KeyboardEvent) => {
    const steps: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -yearColumns,
      ArrowDown: yearColumns,
    };
    const step = steps[event.key];
    if (step !== undefined) {
      event.preventDefault();
      focusYear(focusedYear + step);
    }
  };

  const years = Array.from({ length: yearsPerPage }, (_, index) => yearPage + index);
  const yearRows: number[][] = [];
  for (let index = 0; index < years.length; index += yearColumns)
    yearRows.push(years.slice(index, index + yearColumns));

  return (
    <div className={styles.root} data-state={open ? 'open' : 'closed'}>
      <Field id={inputId} label={label} hint={hintText} error={error}>
        <div className={styles.inputRow}>
          <input
            id={inputId}
            className={styles.input}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder="YYYY-MM-DD"
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={fieldDescribedBy(inputId, { hint: hintText, error })}
            onChange={(event) => onChange(event.target.value)}
          />
          <button
            ref={triggerRef}
            type="button"
            className={styles.trigger}
            aria-label={`Choose ${label.replace(/\*$/, '')}`}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? dialogId : undefined}
            onClick={() => (open ? close() : openCalendar())}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              width="18"
              height="18"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <rect x="3" y="5" width="18" height="16" rx="2" />
              <path d="M3 10h18M8 3v4M16 3v4" />
            </svg>
          </button>
        </div>
      </Field>
      {open ? (
        <div
          ref={dialogRef}
          id={dialogId}
          role="dialog"
          aria-label={`${label.replace(/\*$/, '')}: choose a date`}
          className={styles.popover}
        >
          {view === 'days' ? (
            <>
              <div className={styles.header}>
                <button
                  type="button"
                  className={styles.navButton}
                  aria-label="Previous month"
                  onClick={() => shiftMonth(-1)}
                >
                  ‹
                </button>
                <button
                  type="button"
                  className={styles.titleButton}
                  aria-label={`${monthLabel}, choose a year`}
                  onClick={showYears}
                >
                  {monthLabel}
                </button>
                <button
                  type="button"
                  className={styles.navButton}
                  aria-label="Next month"
                  onClick={() => shiftMonth(1)}
                >
                  ›
                </button>
              </div>
              <table role="grid" aria-label={monthLabel} className={styles.grid}>
                <thead>
                  <tr>
                    {weekdayNames.map((weekday) => (
                      <th key={weekday} scope="col" abbr={weekday} className={styles.weekday}>
                        {weekday.slice(0, 2)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {monthWeeks(month).map((week, row) => (
                    <tr key={row}>
                      {week.map((day, column) =>
                        day ? (
                          <td key={day} aria-selected={day === value}>
                            <button
                              type="button"
                              data-date={day}
                              className={styles.day}
                              data-selected={day === value ? '' : undefined}
                              tabIndex={day === focusedDate ? 0 : -1}
                              aria-label={formatLongDate(day)}
                              aria-disabled={isOutOfRange(day, min, max) ? true : undefined}
                              onKeyDown={onDayKeyDown}
                              onFocus={() => setFocusedDate(day)}
                              onClick={() => choose(day)}
                            >
                              {Number(day.slice(8, 10))}
                            </button>
                          </td>
                        ) : (
                          <td key={`empty-${column}`} />
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
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
              <table
                role="grid"
                aria-label={`Years ${yearPage} to ${yearPage + yearsPerPage - 1}`}
                className={styles.grid}
              >
                <tbody>
                  {yearRows.map((row) => (
                    <tr key={row[0]}>
                      {row.map((year) => (
                        <td key={year} aria-selected={year === month.year}>
                          <button
                            type="button"
                            data-year={year}
                            className={styles.year}
                            data-selected={year === month.year ? '' : undefined}
                            tabIndex={
                              year === (years.includes(focusedYear) ? focusedYear : yearPage)
                                ? 0
                                : -1
                            }
                            aria-disabled={isYearOutOfRange(year, min, max) ? true : undefined}
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
