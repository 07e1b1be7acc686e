import {
  customEntryFormList,
  customSectionOf,
  customSectionKey,
  limits,
  orderedSections,
  sectionHasContent,
  sectionTitle,
  sectionTitles,
  type PortfolioData,
  type PortfolioDraft,
  type SectionKey,
} from '@showfolio/portfolio-schema';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../primitives/Button';
import { ConfirmDialog } from '../../primitives/Dialog';
import { TextField } from '../../primitives/TextField';
import { useProfileWizard } from '../ProfileWizard/context';
import { AddSection } from './AddSection';
import { SectionEntriesEditor } from './SectionEntriesEditor';
import { resumeSectionKeys, sectionForms, type ResumeSectionKey } from './sectionFields';
import { SectionsPanel } from './SectionsPanel';
import * as styles from './SectionsEditor.css';

type Sections = PortfolioDraft['sections'];

/** The wizard step that edits each of the spec's sections (and the link list). */
const stepOf: Partial<Record<SectionKey, number>> = { education: 3, skills: 3, projects: 4, experience: 5, links: 6 };

const isResumeSection = (key: string): key is ResumeSectionKey => (resumeSectionKeys as readonly string[]).includes(key);

/** A short, stable id for a new custom section: its title as a slug, then a few random characters. */
export function newCustomSectionId(title: string, taken: readonly string[]): string {
  const slug = title.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 30) || 'section';
  for (;;) {
    const id = `${slug}-${Math.random().toString(36).slice(2, 6)}`;
    if (!taken.includes(id)) return id;
  }
}

/**
 * The sections of the page, managed from the Preview step: the "Sections" panel (order and
 * visibility), "Add a section", and the editor of the section being edited, under them.
 * `data` is the draft as the page would show it (forms being typed included).
 */
export function SectionsManager({ data }: { data: PortfolioData }) {
  const { controller, updateDraft, goTo } = useProfileWizard();
  const [open, setOpen] = useState<SectionKey | null>(null);
  const editorHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (open) editorHeading.current?.focus();
  }, [open]);

  const fresh = () => controller.getState().draft.sections;
  const setSections = (patch: Partial<Sections>) => updateDraft({ sections: { ...fresh(), ...patch } });
  const hidden = new Set(data.hiddenSections);
  const listed = orderedSections(data).filter(
    (key) => key === open || hidden.has(key) || key.startsWith('custom:') || sectionHasContent(key, data),
  );
  const addable = resumeSectionKeys
    .filter((key) => !listed.includes(key))
    .map((key) => ({ key, title: sectionTitles[key] }));

  const edit = (key: SectionKey) => {
    const step = stepOf[key];
    if (step) goTo(step);
    else setOpen(key);
  };
  const reorder = (order: SectionKey[]) =>
    setSections({ sectionOrder: [...order, ...orderedSections(data).filter((key) => !order.includes(key))] });
  const setShown = (key: SectionKey, shown: boolean) => {
    const sections = fresh();
    const rest = sections.hiddenSections.filter((item) => item !== key);
    // With no order chosen yet, a template keeps its own order, which may differ from the panel's:
    // once the panel is used, the page follows the order the panel shows.
    const order = sections.sectionOrder.length > 0 ? sections.sectionOrder : orderedSections(data);
    setSections({ hiddenSections: shown ? rest : [...rest, key], sectionOrder: order });
  };
  const addCustom = (title: string) => {
    const sections = fresh();
    const id = newCustomSectionId(title, sections.customSections.map((section) => section.id));
    setSections({ customSections: [...sections.customSections, { id, title: title.slice(0, limits.shortText), entries: [] }] });
    setOpen(customSectionKey(id));
  };
  const removeCustom = (key: SectionKey) => {
    const sections = fresh();
    const draft = controller.getState().draft;
    // The entry being typed into the section goes with it.
    const forms = Object.fromEntries(Object.entries(draft.entryForms).filter(([list]) => list !== key));
    updateDraft({
      entryForms: forms,
      sections: {
        ...sections,
        customSections: sections.customSections.filter((section) => customSectionKey(section.id) !== key),
        sectionOrder: sections.sectionOrder.filter((item) => item !== key),
        hiddenSections: sections.hiddenSections.filter((item) => item !== key),
      },
    });
    setOpen(null);
  };

  return (
    <div className={styles.manager}>
      <SectionsPanel
        data={data}
        keys={listed}
        onOrderChange={reorder}
        onVisibilityChange={setShown}
        onEdit={edit}
        onPdfLinkChange={(shown) => setSections({ showPdfLink: shown })}
      />
      {open ? (
        <OpenSection
          sectionKey={open}
          data={data}
          headingRef={editorHeading}
          setSections={setSections}
          onRemove={() => removeCustom(open)}
          onDone={() => setOpen(null)}
        />
      ) : null}
      <AddSection
        available={addable}
        customCount={data.customSections.length}
        onAdd={(key) => setOpen(key as SectionKey)}
        onAddCustom={addCustom}
      />
    </div>
  );
}

interface OpenSectionProps {
  sectionKey: SectionKey;
  data: PortfolioData;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  setSections: (patch: Partial<Sections>) => void;
  onRemove: () => void;
  onDone: () => void;
}

/** The editor of one extra section: its entries, and for a custom section its title and Delete. */
function OpenSection({ sectionKey, data, headingRef, setSections, onRemove, onDone }: OpenSectionProps) {
  const { draft } = useProfileWizard();
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const custom = customSectionOf(sectionKey, draft.sections);
  const title = sectionTitle(sectionKey, data) || 'Untitled section';
  const form = sectionForms[isResumeSection(sectionKey) ? sectionKey : 'custom'];
  const updateCustom = (patch: Partial<Sections['customSections'][number]>) =>
    setSections({
      customSections: draft.sections.customSections.map((section) => (section === custom ? { ...section, ...patch } : section)),
    });
  return (
    <section aria-labelledby={headingId} className={styles.editorBox}>
      <div className={styles.editorHeader}>
        <h3 id={headingId} ref={headingRef} tabIndex={-1} className={styles.editorTitle}>
          Editing: {title}
        </h3>
        <Button size="sm" onClick={onDone}>
          Done
        </Button>
      </div>
      <p className={styles.hint}>{form.intro}</p>
      {custom ? (
        <TextField
          label="Section title"
          required
          maxLength={limits.shortText}
          value={custom.title}
          error={custom.title.trim() ? undefined : 'Give your section a title, e.g. Talks'}
          onChange={(event) => updateCustom({ title: event.target.value })}
        />
      ) : null}
      <SectionEntriesEditor
        form={form}
        formList={custom ? customEntryFormList(custom.id) : (sectionKey as ResumeSectionKey)}
        listLabel={`Your ${title.toLowerCase()}`}
        entries={custom ? custom.entries : isResumeSection(sectionKey) ? draft.sections[sectionKey] : []}
        onChange={(entries) =>
          custom
            ? updateCustom({ entries: entries as unknown as typeof custom.entries })
            : setSections({ [sectionKey]: entries } as Partial<Sections>)
        }
      />
      {custom ? (
        <div>
          <Button variant="danger" size="sm" onClick={() => setConfirming(true)}>
            Delete section
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={`Delete ${title}?`}
            description="The section and all its entries are removed from your portfolio."
            confirmLabel="Delete section"
            onConfirm={onRemove}
          />
        </div>
      ) : null}
    </section>
  );
}
