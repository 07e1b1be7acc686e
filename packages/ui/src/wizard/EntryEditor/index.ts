export { EntryEditor } from './EntryEditor';
export type { EntryEditorProps, EntrySummary } from './EntryEditor';
