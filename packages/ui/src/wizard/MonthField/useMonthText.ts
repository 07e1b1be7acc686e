import { monthYearText, parseDateInput } from '@showfolio/portfolio-schema';
import { useState } from 'react';
import { compareDates, outOfRange } from './monthMath';

interface MonthTextOptions {
  value: string;
  onChange: (value: string) => void;
  ongoing: boolean;
  min?: string;
  max?: string;
}

/**
 * What the input shows (the stored value as people read it, or what is being typed) and the
 * field's own check of it, which waits until the user leaves the field.
 */
export function useMonthText({ value, onChange, ongoing, min, max }: MonthTextOptions) {
  const [text, setText] = useState(() => monthYearText(value));
  const [typedValue, setTypedValue] = useState(value);
  const [checked, setChecked] = useState(false);
  if (value !== typedValue) {
    // The value changed from outside (another entry opened, a draft restored): show it.
    setTypedValue(value);
    setText(monthYearText(value));
    setChecked(false);
  }

  const parsed = parseDateInput(text, { ongoing });
  const ownError = parsed.error
    ? parsed.error
    : parsed.value && outOfRange(parsed.value, min, max)
      ? min && compareDates(parsed.value, min) < 0
        ? `Choose a month from ${monthYearText(min)}`
        : `Choose a month until ${monthYearText(max ?? '')}`
      : null;

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
  /** A choice made in the chooser: stored, shown as `shown`, and checked at once. */
  const commit = (stored: string, shown: string) => {
    emit(stored);
    setText(shown);
    setChecked(true);
  };

  return { text, ownError: checked ? ownError : null, type, leave, commit };
}
