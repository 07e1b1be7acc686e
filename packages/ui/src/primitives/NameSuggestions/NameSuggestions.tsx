import { useId } from 'react';
import { Button } from '../Button';
import * as styles from './NameSuggestions.css';

export interface NameSuggestionsProps {
  /** Free names to take instead of a taken one, best first; nothing renders when empty. */
  names: readonly string[];
  /** Called with the name picked (the caller puts it in its field). */
  onPick: (name: string) => void;
  disabled?: boolean;
}

/** A taken name's free alternatives, as buttons that fill the field (issue 34: no dead ends). */
export function NameSuggestions({ names, onPick, disabled }: NameSuggestionsProps) {
  const labelId = useId();
  if (names.length === 0) return null;
  return (
    <div role="group" aria-labelledby={labelId} className={styles.suggestions}>
      <p id={labelId} className={styles.label}>
        Free names you could take instead:
      </p>
      <ul className={styles.list}>
        {names.map((name) => (
          <li key={name}>
            <Button variant="secondary" size="sm" disabled={disabled} onClick={() => onPick(name)}>
              {name}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The `suggestions` of an answer's body (a "taken" 409 or an availability answer), strings only. */
export function suggestedNames(body: unknown): string[] {
  const list = (typeof body === 'object' && body !== null ? body : {}) as { suggestions?: unknown };
  return Array.isArray(list.suggestions) ? list.suggestions.filter((name): name is string => typeof name === 'string') : [];
}
