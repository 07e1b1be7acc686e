import { addTag, filterSuggestions } from '@showfolio/portfolio-schema';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Field, fieldDescribedBy } from '../../primitives/Field';
import { ReorderHandle, SortableList, useSortableItem } from '../SortableList';
import * as styles from './TagInput.css';

export interface TagInputProps {
  label: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  suggestions: readonly string[];
  placeholder?: string;
  /** Shown under the field and linked to it. */
  hint?: string;
  /** Marks the label with an asterisk and the field as required. */
  required?: boolean;
  /** Shown under the field in red; marks it invalid (e.g. a required list left empty). */
  error?: string;
  /** Makes the tags reorderable (drag or keyboard from each tag's handle): moves the tag at `from` to `to`. */
  onMove?: (from: number, to: number) => void;
}

interface Option {
  id: string;
  value: string;
  label: string;
}

/** How many suggestions the open list shows at once; typing narrows it. */
const maxOptions = 8;

/**
 * A combobox that adds tags from a list of suggestions or free text. Chosen tags leave the
 * suggestions; Backspace in the empty field removes the last tag.
 */
export function TagInput({
  label,
  value,
  onChange,
  suggestions,
  placeholder,
  hint,
  required,
  error,
  onMove,
}: TagInputProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);

  const text = query.trim();
  const matches = filterSuggestions(suggestions, query, value).slice(0, maxOptions);
  const exact = [...matches, ...value].some((entry) => entry.toLowerCase() === text.toLowerCase());
  const options: Option[] = matches.map((match, index) => ({
    id: `${id}-option-${index}`,
    value: match,
    label: match,
  }));
  if (text && !exact)
    options.push({ id: `${id}-option-custom`, value: text, label: `Add "${text}"` });
  const expanded = open && options.length > 0;
  const activeOption = expanded ? options[active] : undefined;

  const add = (tag: string) => {
    const next = addTag(value, tag);
    if (next.length !== value.length) {
      onChange(next);
      setAnnouncement(`${tag.trim()} added`);
    }
    setQuery('');
    setActive(-1);
    // The list would otherwise stay open over the next field; typing or ArrowDown reopens it.
    setOpen(false);
  };
  const remove = (tag: string) => {
    onChange(value.filter((entry) => entry !== tag));
    setAnnouncement(`${tag} removed`);
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        setActive((current) => (options.length === 0 ? -1 : (current + 1) % options.length));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        setActive((current) =>
          options.length === 0 ? -1 : current <= 0 ? options.length - 1 : current - 1,
        );
        break;
      case 'Enter':
        if (activeOption) {
          event.preventDefault();
          add(activeOption.value);
        } else if (text) {
          event.preventDefault();
          add(text);
        }
        break;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        }
        break;
      case 'Backspace':
        if (query === '' && value.length > 0) remove(value[value.length - 1]!);
        break;
    }
  };

  return (
    <div className={styles.root} data-state={expanded ? 'open' : 'closed'}>
      <Field id={inputId} label={label} required={required} hint={hint} error={error}>
        {value.length > 0 ? (
          onMove ? (
            <SortableList ids={value} labelOf={(tag) => tag} onMove={onMove} layout="wrap">
              <ul className={styles.tags} aria-label={`Selected ${label.toLowerCase()}`}>
                {value.map((tag) => (
                  <SortableTag key={tag} tag={tag} onRemove={() => remove(tag)} />
                ))}
              </ul>
            </SortableList>
          ) : (
            <ul className={styles.tags} aria-label={`Selected ${label.toLowerCase()}`}>
              {value.map((tag) => (
                <li key={tag} className={styles.tag}>
                  <span>{tag}</span>
                  <RemoveTag tag={tag} onRemove={() => remove(tag)} />
                </li>
              ))}
            </ul>
          )
        ) : null}
        <div className={styles.field}>
          <input
            ref={inputRef}
            id={inputId}
            className={styles.input}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-required={required || undefined}
            aria-invalid={error ? true : undefined}
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={activeOption?.id}
            aria-describedby={fieldDescribedBy(inputId, { hint, error })}
            placeholder={placeholder}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
          />
          <ul
            id={listboxId}
            role="listbox"
            aria-label={`${label} suggestions`}
            className={styles.listbox}
            hidden={!expanded}
          >
            {expanded
              ? options.map((option, index) => (
                  // Keyboard users pick options from the combobox (aria-activedescendant), not here.
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                  <li
                    key={option.id}
                    id={option.id}
                    role="option"
                    aria-selected={index === active}
                    className={styles.option}
                    data-active={index === active ? '' : undefined}
                    // Keeps focus in the input so the listbox stays open while the pointer picks.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => add(option.value)}
                  >
                    {option.label}
                  </li>
                ))
              : null}
          </ul>
        </div>
        <p className={styles.visuallyHidden} aria-live="polite">
          {announcement}
        </p>
      </Field>
    </div>
  );
}

function RemoveTag({ tag, onRemove }: { tag: string; onRemove: () => void }) {
  return (
    <button type="button" className={styles.remove} aria-label={`Remove ${tag}`} onClick={onRemove}>
      <svg aria-hidden="true" viewBox="0 0 16 16" width="12" height="12" stroke="currentColor" strokeWidth="2">
        <path d="M4 4l8 8M12 4l-8 8" />
      </svg>
    </button>
  );
}

/** A tag with a handle in front, moved by drag or keyboard within its list. */
function SortableTag({ tag, onRemove }: { tag: string; onRemove: () => void }) {
  const { ref, style, dragging, handle } = useSortableItem(tag);
  return (
    <li ref={ref} style={style} className={styles.tag} data-state={dragging ? 'dragging' : 'idle'} data-sortable="">
      <ReorderHandle handle={handle} size="sm" />
      <span>{tag}</span>
      <RemoveTag tag={tag} onRemove={onRemove} />
    </li>
  );
}
