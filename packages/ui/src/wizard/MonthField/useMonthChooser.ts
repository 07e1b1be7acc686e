import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLayer } from '../../primitives/Layer';
import { currentMonth, fromIndex, indexOf, monthColumns, monthIndex, outOfRange, yearColumns, yearPageStart } from './monthMath';

export const monthFieldViews = ['months', 'years'] as const;
export type MonthFieldView = (typeof monthFieldViews)[number];

interface MonthChooserOptions {
  value: string;
  min?: string;
  max?: string;
  today?: string;
  defaultOpen: boolean;
}

/**
 * The chooser's state: open or not, the months or years view, the focused month and year (a roving
 * tab stop each), and the keyboard moves between them. Focus follows a move once it has rendered.
 */
export function useMonthChooser({ value, min, max, today, defaultOpen }: MonthChooserOptions) {
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

  return {
    open,
    view,
    focused,
    setFocused,
    focusedYear,
    setFocusedYear,
    yearPage,
    setYearPage,
    shownYear,
    triggerRef,
    dialogRef,
    openChooser,
    close,
    showYears,
    yearOutOfRange,
    chooseYear,
    onMonthKeyDown,
    onYearKeyDown,
  };
}

export type MonthChooser = ReturnType<typeof useMonthChooser>;
