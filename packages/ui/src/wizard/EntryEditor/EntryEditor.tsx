import { entryFormValue, type EntryForm, type EntryFormList } from '@showfolio/portfolio-schema';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../primitives/Button';
import { useProfileWizard, useWizardGuard } from '../ProfileWizard/context';
import { ReorderHandle, SortableList, useSortableItem } from '../SortableList';
import * as styles from './EntryEditor.css';

export interface EntrySummary {
  title: string;
  subtitle?: string;
  meta?: string;
}

export interface EntryEditorProps<T extends object> {
  /** Singular noun for the buttons: 'education', 'project', 'experience'. */
  noun: string;
  /** Which of the draft's entry forms this is: what is typed lives there, so a reload keeps it. */
  formList: EntryFormList;
  /** Accessible name of the list of entries, e.g. 'Your education'. */
  listLabel: string;
  entries: readonly T[];
  blank: () => T;
  summary: (entry: T) => EntrySummary;
  /** Field error messages by field name; empty when the entry may be added. */
  validate: (entry: T) => Partial<Record<string, string>>;
  renderFields: (entry: T, set: (patch: Partial<T>) => void, errors: Partial<Record<string, string>>) => ReactNode;
  onChange: (entries: T[]) => void;
  /** Moves the entry at `from` to `to` (by its drag handle or the keyboard). */
  onMove: (from: number, to: number) => void;
}

/**
 * Keys that stay with an entry when the list is reordered: its content, numbered among equal
 * entries. Editing an entry gives it a new key, which only remounts its row.
 */
function entryKeys(entries: readonly unknown[]): string[] {
  const seen = new Map<string, number>();
  return entries.map((entry) => {
    const content = JSON.stringify(entry);
    const count = seen.get(content) ?? 0;
    seen.set(content, count + 1);
    return `${count}:${content}`;
  });
}

/** Where the entry at `index` ends up after the entry at `from` moved to `to`. */
const followMove = (index: number, from: number, to: number) =>
  index === from ? to : from < index && index <= to ? index - 1 : to <= index && index < from ? index + 1 : index;

/** Whether two entries differ in anything but surrounding blanks. */
const differs = (a: unknown, b: unknown) =>
  JSON.stringify(a, (_, value: unknown) => (typeof value === 'string' ? value.trim() : value)) !==
  JSON.stringify(b, (_, value: unknown) => (typeof value === 'string' ? value.trim() : value));

/**
 * A list of entries with an add / edit form underneath, shared by education, projects and
 * experience. Leaving the step with a filled form adds the entry, or stays with the form's errors
 * shown; what the form holds lives in the draft (`entryForms`), so a reload keeps it and the live
 * preview shows it: nothing typed is dropped.
 */
export function EntryEditor<T extends object>({
  noun,
  formList,
  listLabel,
  entries,
  blank,
  summary,
  validate,
  renderFields,
  onChange,
  onMove,
}: EntryEditorProps<T>) {
  const { controller, draft, updateDraft } = useProfileWizard();
  const stored = draft.entryForms[formList];
  // `blank` is a fresh object each call: the stored form alone decides when the value changes.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const form = useMemo(() => entryFormValue(blank(), stored?.entry), [stored]);
  // An index the list no longer has (the server's copy replaced it) edits nothing.
  const editing = stored?.editing != null && stored.editing < entries.length ? stored.editing : null;
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const formId = useId();
  const formRef = useRef<HTMLFieldSetElement>(null);
  const focusRequest = useRef<'invalid' | 'first' | null>(null);

  // Focus moves after the render that shows the errors or loads the entry.
  useEffect(() => {
    if (!focusRequest.current) return;
    const selector = focusRequest.current === 'invalid' ? '[aria-invalid="true"]' : 'input, textarea';
    focusRequest.current = null;
    formRef.current?.querySelector<HTMLElement>(selector)?.focus();
  });

  /** Puts the form into the draft (read fresh: several changes can come from one event); null closes it. */
  const storeForm = (entry: T | null, editingIndex: number | null) => {
    const forms = controller.getState().draft.entryForms;
    const next: EntryForm | undefined =
      entry === null ? undefined : { entry: entry as unknown as EntryForm['entry'], editing: editingIndex };
    updateDraft({ entryForms: { ...forms, [formList]: next } });
  };
  const set = (patch: Partial<T>) => {
    const current = entryFormValue(blank(), controller.getState().draft.entryForms[formList]?.entry);
    storeForm({ ...current, ...patch }, editing);
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key];
      return next;
    });
  };
  const clear = () => {
    storeForm(null, null);
    setErrors({});
  };
  /** Adds or updates the entry; false (with the errors shown) when it is not valid. */
  const commit = () => {
    const problems = validate(form);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      focusRequest.current = 'invalid';
      return false;
    }
    onChange(editing === null ? [...entries, form] : entries.map((entry, index) => (index === editing ? form : entry)));
    clear();
    return true;
  };
  const holdsChanges = editing === null ? differs(form, blank()) : differs(form, entries[editing]);
  useWizardGuard(() => !holdsChanges || commit(), ['next', 'previous']);
  const edit = (index: number) => {
    const entry = entries[index];
    if (entry === undefined) return;
    storeForm(entry, index);
    setErrors({});
    focusRequest.current = 'first';
  };
  const remove = (index: number) => {
    onChange(entries.filter((_, position) => position !== index));
    if (editing === index) clear();
    else if (editing !== null && index < editing) storeForm(form, editing - 1);
  };
  const keys = entryKeys(entries);
  const move = (from: number, to: number) => {
    onMove(from, to);
    // The form keeps editing the same entry wherever it moved.
    if (editing !== null) storeForm(form, followMove(editing, from, to));
  };

  return (
    <div className={styles.editor}>
      {entries.length > 0 ? (
        <SortableList
          ids={keys}
          labelOf={(key) => summary(entries[keys.indexOf(key)] as T).title}
          onMove={move}
        >
          <ul className={styles.list} aria-label={listLabel}>
            {entries.map((entry, index) => (
              <EntryRow
                key={keys[index]}
                id={keys[index]!}
                summary={summary(entry)}
                editing={editing === index}
                onEdit={() => edit(index)}
                onRemove={() => remove(index)}
              />
            ))}
          </ul>
        </SortableList>
      ) : null}
      <fieldset ref={formRef} className={styles.form} aria-describedby={formId}>
        <legend className={styles.legend}>{editing === null ? `Add ${noun}` : `Edit ${noun}`}</legend>
        <p id={formId} className={styles.formHint}>
          Fields marked with * are required.
        </p>
        <div className={styles.fields}>{renderFields(form, set, errors)}</div>
        <div className={styles.formActions}>
          {editing !== null ? (
            <Button variant="ghost" size="sm" onClick={clear}>
              Cancel editing
            </Button>
          ) : null}
          <Button variant="secondary" size="sm" onClick={commit}>
            {editing === null ? `Add ${noun}` : `Update ${noun}`}
          </Button>
        </div>
      </fieldset>
    </div>
  );
}

interface EntryRowProps {
  id: string;
  summary: EntrySummary;
  editing: boolean;
  onEdit: () => void;
  onRemove: () => void;
}

/** One added entry: its reorder handle, summary, and Edit and Remove. */
function EntryRow({ id, summary: { title, subtitle, meta }, editing, onEdit, onRemove }: EntryRowProps) {
  const { ref, style, dragging, handle } = useSortableItem(id);
  return (
    <li
      ref={ref}
      style={style}
      className={styles.item}
      data-state={dragging ? 'dragging' : editing ? 'editing' : 'idle'}
    >
      <ReorderHandle handle={handle} />
      <div className={styles.itemText}>
        <p className={styles.itemTitle}>{title}</p>
        {subtitle ? <p className={styles.itemSubtitle}>{subtitle}</p> : null}
        {meta ? <p className={styles.itemMeta}>{meta}</p> : null}
      </div>
      <div className={styles.itemActions}>
        <Button variant="ghost" size="sm" aria-label={`Edit ${title}`} onClick={onEdit}>
          Edit
        </Button>
        <Button variant="ghost" size="sm" aria-label={`Remove ${title}`} onClick={onRemove}>
          Remove
        </Button>
      </div>
    </li>
  );
}
