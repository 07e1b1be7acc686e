import { useCallback, useState } from 'react';

export interface UseControllableStateOptions<T> {
  /** The controlled value; `undefined` leaves the state to the component. */
  value: T | undefined;
  /** The starting value when uncontrolled. */
  defaultValue: T | (() => T);
  /** Called with every requested change, controlled or not. */
  onChange?: (value: T) => void;
}

/**
 * State a compound component owns unless its user passes `value` (e.g. `step` / `defaultStep` /
 * `onStepChange`): the component reads one value and requests changes through one setter.
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: UseControllableStateOptions<T>): [T, (next: T) => void] {
  const [uncontrolled, setUncontrolled] = useState<T>(defaultValue);
  const controlled = value !== undefined;
  const setValue = useCallback(
    (next: T) => {
      if (!controlled) setUncontrolled(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [controlled ? value : uncontrolled, setValue];
}
