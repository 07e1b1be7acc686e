import { createContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useMediaQuery } from '../../dashboard/useMediaQuery';
import { Button } from '../../primitives/Button';
import { useLayer } from '../../primitives/Layer';
import { breakpoints } from '../../theme/theme.css';
import * as styles from './WizardSplitView.css';

/** From this width the preview sits beside the form; below it, it opens full screen. */
export const splitViewQuery = `(min-width: ${breakpoints.desktop}px)`;

export const splitViewLayouts = ['auto', 'split', 'stacked'] as const;
/** `auto` follows the screen width (`splitViewQuery`); the others force one layout. */
export type SplitViewLayout = (typeof splitViewLayouts)[number];

/**
 * Where the preview is shown: `split` beside the form, `stacked` full screen on a phone. The live
 * preview reads it to choose its width (a desktop's beside the form, a phone's full screen).
 */
export const SplitViewLayoutContext = createContext<Exclude<SplitViewLayout, 'auto'>>('split');

export interface WizardSplitViewProps {
  /** The form (the ProfileWizard). */
  children: ReactNode;
  /** The live preview pane. */
  preview: ReactNode;
  layout?: SplitViewLayout;
  /** Phones: whether the full-screen preview is open (controlled). */
  previewOpen?: boolean;
  defaultPreviewOpen?: boolean;
  onPreviewOpenChange?: (open: boolean) => void;
}

/**
 * The editor's layout: on desktop the form left and the preview right, side by side; on phones
 * the form alone with a "Preview" button that shows the preview full screen. The form keeps its
 * place in the tree across both, so resizing never resets the wizard.
 */
export function WizardSplitView({
  children,
  preview,
  previewOpen: openProp,
  defaultPreviewOpen = false,
  onPreviewOpenChange,
  layout = 'auto',
}: WizardSplitViewProps) {
  const wide = useMediaQuery(splitViewQuery);
  const split = layout === 'auto' ? wide : layout === 'split';
  const [openState, setOpenState] = useState(defaultPreviewOpen);
  const open = openProp ?? openState;
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onPreviewOpenChange?.(next);
  };
  const toggleRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);
  // Focus goes back to the button once the preview is gone and the page behind is no longer inert.
  useEffect(() => {
    if (wasOpen.current && !open) toggleRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <div className={styles.root} data-layout={split ? 'split' : 'stacked'}>
      {split ? null : (
        <div className={styles.toggleBar}>
          <Button
            ref={toggleRef}
            variant="secondary"
            className={styles.toggleButton}
            aria-haspopup="dialog"
            aria-expanded={open}
            onClick={() => setOpen(true)}
          >
            Preview
          </Button>
        </div>
      )}
      <div className={styles.form}>{children}</div>
      {split ? (
        <div className={styles.previewColumn}>{preview}</div>
      ) : open ? (
        <FullScreenPreview onClose={() => setOpen(false)}>
          <SplitViewLayoutContext value="stacked">{preview}</SplitViewLayoutContext>
        </FullScreenPreview>
      ) : null}
    </div>
  );
}

function FullScreenPreview({ children, onClose }: { children: ReactNode; onClose: () => void }) {
  const layerRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  // Everything behind is inert and does not scroll; Escape closes.
  useLayer(true, { modalRef: layerRef, lockScroll: true, onEscape: onClose });
  useEffect(() => closeRef.current?.focus(), []);
  return createPortal(
    <div ref={layerRef} role="dialog" aria-modal="true" aria-label="Preview" className={styles.fullScreen}>
      <div className={styles.fullScreenBar}>
        <Button ref={closeRef} variant="secondary" size="sm" onClick={onClose}>
          Close preview
        </Button>
      </div>
      <div className={styles.fullScreenBody}>{children}</div>
    </div>,
    document.body,
  );
}
