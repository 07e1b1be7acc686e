import { entrySchemaOf, moveItem, type EntryFormList } from '@showfolio/portfolio-schema';
import { Select } from '../../primitives/Select';
import { TextArea } from '../../primitives/TextArea';
import { TextField } from '../../primitives/TextField';
import { MonthField } from '../MonthField';
import { EntryEditor } from '../EntryEditor';
import { wide } from '../EntryEditor/EntryEditor.css';
import { FormattingHint } from '../steps/FormattingHint';
import { isWebAddress, webAddressMessage } from '../steps/webAddress';
import { TagInput } from '../TagInput';
import { blankEntryOf, fieldMaxLength, type SectionField, type SectionForm } from './sectionFields';

type Entry = Record<string, string | string[]>;

export interface SectionEntriesEditorProps {
  form: SectionForm;
  /** Where the form being typed lives in the draft: the section's key, or `custom:<id>`. */
  formList: EntryFormList;
  /** The list's accessible name, e.g. "Your awards". */
  listLabel: string;
  entries: readonly object[];
  onChange: (entries: Entry[]) => void;
}

const textOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : (value ?? ''));

/** The errors an entry shows before it is added: required fields, web addresses, then the schema's own. */
function entryErrors(form: SectionForm, formList: EntryFormList, entry: Entry) {
  const errors: Partial<Record<string, string>> = {};
  for (const field of form.fields) {
    const value = textOf(entry[field.name]).trim();
    if (field.required && value === '') errors[field.name] = `${field.label} is required`;
    else if (field.kind === 'url' && !isWebAddress(value)) errors[field.name] = webAddressMessage;
  }
  const parsed = entrySchemaOf(formList).safeParse(entry);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? '');
      if (name && !errors[name]) errors[name] = issue.message;
    }
  return errors;
}

function FieldInput({
  field,
  value,
  error,
  onChange,
}: {
  field: SectionField;
  value: string | string[];
  error?: string;
  onChange: (value: string | string[]) => void;
}) {
  const text = textOf(value);
  switch (field.kind) {
    case 'markdown':
      return (
        <TextArea
          label={field.label}
          required={field.required}
          rows={3}
          maxLength={fieldMaxLength(field.kind)}
          hint={<FormattingHint />}
          value={text}
          error={error}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'date':
      return (
        <MonthField
          label={field.label}
          hint={field.hint}
          ongoing={field.name === 'endDate'}
          value={text}
          error={error}
          onChange={onChange}
        />
      );
    case 'tags':
      return (
        <TagInput
          label={field.label}
          suggestions={[]}
          hint="Type a word and press Enter."
          value={Array.isArray(value) ? value : []}
          onChange={onChange}
        />
      );
    case 'choice': {
      const options = field.options ?? [];
      // A value typed elsewhere (an imported resume) stays choosable.
      const all = text && !options.includes(text) ? [...options, text] : options;
      return (
        <Select
          label={field.label}
          placeholder="Choose one"
          options={all.map((option) => ({ value: option, label: option }))}
          value={text}
          error={error}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    }
    default:
      return (
        <TextField
          label={field.label}
          required={field.required}
          hint={field.hint}
          type={field.kind === 'url' ? 'url' : 'text'}
          inputMode={field.kind === 'url' ? 'url' : undefined}
          placeholder={field.kind === 'url' ? 'https://' : undefined}
          maxLength={fieldMaxLength(field.kind)}
          value={text}
          error={error}
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }
}

/** The entries of one extra section (awards, a custom section…): a reorderable list and its add / edit form. */
export function SectionEntriesEditor({ form, formList, listLabel, entries, onChange }: SectionEntriesEditorProps) {
  const list = entries as Entry[];
  const { summary } = form;
  return (
    <EntryEditor<Entry>
      noun={form.noun}
      formList={formList}
      listLabel={listLabel}
      entries={list}
      blank={() => blankEntryOf(form)}
      summary={(entry) => ({
        title: textOf(entry[summary.title]),
        subtitle: summary.subtitle ? textOf(entry[summary.subtitle]) : undefined,
        meta: summary.meta ? textOf(entry[summary.meta]) : undefined,
      })}
      validate={(entry) => entryErrors(form, formList, entry)}
      onChange={onChange}
      onMove={(from, to) => onChange([...moveItem(list, from, to)])}
      renderFields={(entry, set, errors) =>
        form.fields.map((field) => (
          <div key={field.name} className={field.wide ? wide : undefined}>
            <FieldInput
              field={field}
              value={entry[field.name] ?? ''}
              error={errors[field.name]}
              onChange={(value) => set({ [field.name]: value })}
            />
          </div>
        ))
      }
    />
  );
}
