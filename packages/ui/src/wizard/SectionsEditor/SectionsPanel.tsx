import { moveItem, sectionTitle, type PortfolioData, type SectionKey } from '@showfolio/portfolio-schema';
import { useId } from 'react';
import { Button } from '../../primitives/Button';
import { Switch } from '../../primitives/Switch';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { ReorderHandle, SortableList, useSortableItem } from '../SortableList';
import * as styles from './SectionsEditor.css';

export interface SectionsPanelProps {
  data: PortfolioData;
  /** The sections listed, in the page's order (those with content, hidden ones, the one being edited). */
  keys: readonly SectionKey[];
  /** The whole new order of `keys` after a move. */
  onOrderChange: (order: SectionKey[]) => void;
  onVisibilityChange: (key: SectionKey, shown: boolean) => void;
  onEdit: (key: SectionKey) => void;
  /**
   * Turns the published page's "Download PDF" link on or off (`data.showPdfLink`); the switch
   * shows only with it.
   */
  onPdfLinkChange?: (shown: boolean) => void;
}

export const pdfLinkSwitchLabel = 'Link "Download PDF" on my page';
export const pdfLinkSwitchHint = 'Visitors can download your résumé as a PDF from your contact links.';

/**
 * The "Sections" panel: the page's sections in order, each movable by drag or keyboard, shown or
 * hidden with a switch (hidden ones keep their content), and an Edit button to change its entries.
 */
export function SectionsPanel({
  data,
  keys,
  onOrderChange,
  onVisibilityChange,
  onEdit,
  onPdfLinkChange,
}: SectionsPanelProps) {
  const headingId = useId();
  const hidden = new Set(data.hiddenSections);
  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h3 id={headingId} className={styles.panelTitle}>
        Sections
      </h3>
      <p className={styles.hint}>
        The order of your page, after your name and bio. Drag a section by its handle (or press Space on it and use the arrow
        keys) to move it. A hidden section keeps its content; show it again at any time.
      </p>
      {keys.length === 0 ? (
        <p className={styles.hint}>No sections yet: fill in a step, or add a section below.</p>
      ) : (
        <SortableList
          ids={keys}
          labelOf={(key) => sectionTitle(key, data)}
          onMove={(from, to) => onOrderChange([...moveItem(keys, from, to)])}
        >
          <ul className={styles.rows} aria-label="Sections of your page">
            {keys.map((key) => (
              <SectionRow
                key={key}
                id={key}
                title={sectionTitle(key, data)}
                shown={!hidden.has(key)}
                onShownChange={(shown) => onVisibilityChange(key, shown)}
                onEdit={() => onEdit(key)}
              />
            ))}
          </ul>
        </SortableList>
      )}
      {onPdfLinkChange && (
        <Switch
          label={pdfLinkSwitchLabel}
          hint={pdfLinkSwitchHint}
          checked={data.showPdfLink}
          onChange={(event) => onPdfLinkChange(event.target.checked)}
        />
      )}
    </section>
  );
}

interface SectionRowProps {
  id: SectionKey;
  title: string;
  shown: boolean;
  onShownChange: (shown: boolean) => void;
  onEdit: () => void;
}

function SectionRow({ id, title, shown, onShownChange, onEdit }: SectionRowProps) {
  const { ref, style, dragging, handle } = useSortableItem(id);
  return (
    <li
      ref={ref}
      style={style}
      className={styles.row}
      data-state={dragging ? 'dragging' : shown ? 'shown' : 'hidden'}
      // The section's key, as the page's own section ids carry it (`custom:talks-1` is `custom-talks-1` there).
      data-section={id}
    >
      <ReorderHandle handle={handle} />
      <div className={styles.rowText}>
        <p className={styles.rowTitle}>{title}</p>
        <p className={styles.rowStatus}>{shown ? 'Shown on your page' : 'Hidden: kept, not shown'}</p>
      </div>
      <div className={styles.rowActions}>
        <Switch
          label={
            <>
              Show<VisuallyHidden> {title}</VisuallyHidden>
            </>
          }
          checked={shown}
          onChange={(event) => onShownChange(event.target.checked)}
        />
        <Button variant="ghost" size="sm" aria-label={`Edit ${title}`} onClick={onEdit}>
          Edit
        </Button>
      </div>
    </li>
  );
}
