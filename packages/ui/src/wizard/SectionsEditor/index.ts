export { AddSection, customChoice } from './AddSection';
export type { AddSectionProps } from './AddSection';
export { SectionEntriesEditor } from './SectionEntriesEditor';
export type { SectionEntriesEditorProps } from './SectionEntriesEditor';
export { SectionsManager, newCustomSectionId } from './SectionsManager';
export { SectionsPanel, pdfLinkSwitchHint, pdfLinkSwitchLabel } from './SectionsPanel';
export type { SectionsPanelProps } from './SectionsPanel';
export { fieldKinds, fluencyLevels, resumeSectionKeys, sectionForms } from './sectionFields';
export type { FieldKind, ResumeSectionKey, SectionField, SectionForm } from './sectionFields';
