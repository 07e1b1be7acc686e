import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { messages, type PortfolioData } from '@showfolio/portfolio-schema';
import type { TemplateDefinition } from '@showfolio/templates';
import { Alert, Button, ButtonLink, Dialog, Spinner, TextField } from '../../primitives';
import { externalHref } from '../externalHref';
import { useCopyFeedback } from '../useCopyFeedback';
import * as styles from './TemplatePreviewModal.css';

/** The template's page with the person's own portfolio, shown in the dialog beside the share link (issue 34). */
export interface TemplatePreviewSource {
  /**
   * The person's portfolio as their public page maps it; null (none saved yet) shows the sample
   * person with a note instead; undefined while it loads.
   */
  data: PortfolioData | null | undefined;
  /** Loads a template's component, from the same build as `loadTemplateCss`'s stylesheet. */
  loadTemplate: (id: string) => Promise<TemplateDefinition | undefined>;
  /** A template's CSS, as the public page inlines it after `documentCss`. */
  loadTemplateCss: (id: string) => Promise<string>;
}

// The frame and the templates load when Preview opens, not with the gallery.
const TemplatePreviewPane = lazy(() => import('./TemplatePreviewPane'));

export interface TemplatePreviewModalProps {
  open: boolean;
  onClose: () => void;
  templateId: string;
  /** Shown under the title so the user knows which template the link is for. */
  templateName?: string;
  /** POST /templates/preview/{id}: resolves with the preview URL, rejects with an Error. */
  onGeneratePreview: (templateId: string) => Promise<string>;
  /** Renders the template with the person's portfolio in the dialog; without it only the link shows. */
  source?: TemplatePreviewSource;
}

type PreviewState =
  { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed'; message: string };

/**
 * 'Template Preview': asks for a 24-hour link when it opens, then offers Copy and Open Preview.
 * It mounts only while open, so every opening asks for a fresh link.
 */
export function TemplatePreviewModal({ open, ...props }: TemplatePreviewModalProps) {
  return open ? <PreviewDialog key={props.templateId} {...props} /> : null;
}

function PreviewDialog({
  onClose,
  templateId,
  templateName,
  onGeneratePreview,
  source,
}: Omit<TemplatePreviewModalProps, 'open'>) {
  const [state, setState] = useState<PreviewState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { copied, copy } = useCopyFeedback();
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let current = true;
    onGeneratePreview(templateId).then(
      (url) => {
        if (current) setState({ status: 'ready', url });
      },
      (error: unknown) => {
        if (current) setState({ status: 'failed', message: messageOf(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [onGeneratePreview, templateId, attempt]);

  // The spinner that had focus's place is replaced; keep keyboard focus inside the dialog.
  useEffect(() => {
    if (state.status !== 'loading') resultRef.current?.focus();
  }, [state.status]);

  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  };

  const href = state.status === 'ready' ? externalHref(state.url) : undefined;

  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title="Template Preview"
      description={templateName}
      size={source ? 'lg' : undefined}
    >
      {source ? (
        <Suspense
          fallback={
            <div className={styles.stage} aria-busy="true">
              <Spinner label="Loading the preview..." showLabel />
            </div>
          }
        >
          <TemplatePreviewPane templateId={templateId} templateName={templateName ?? templateId} source={source} />
        </Suspense>
      ) : null}
      <div className={styles.body} ref={resultRef} tabIndex={-1} data-state={state.status}>
        {state.status === 'loading' ? (
          <Spinner label="Generating preview link..." showLabel />
        ) : null}
        {state.status === 'failed' ? (
          <>
            <Alert title="Failed to Generate Preview">{state.message}</Alert>
            <div className={styles.actions}>
              <Button variant="secondary" onClick={retry}>
                Try Again
              </Button>
            </div>
          </>
        ) : null}
        {state.status === 'ready' ? (
          <>
            <TextField label="Preview link" value={state.url} readOnly />
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => void copy(state.url)}>
                {copied ? 'Copied!' : 'Copy'}
              </Button>
              {href ? (
                <ButtonLink href={href} target="_blank" rel="noopener noreferrer">
                  Open Preview
                </ButtonLink>
              ) : null}
            </div>
            <p className={styles.notice}>This preview link will expire in 24 hours.</p>
          </>
        ) : null}
      </div>
    </Dialog>
  );
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : messages.previewFailed;
}
