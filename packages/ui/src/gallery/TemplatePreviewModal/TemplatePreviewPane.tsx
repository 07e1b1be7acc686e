import { messages, type PortfolioData } from '@showfolio/portfolio-schema';
import { samplePortfolio } from '@showfolio/portfolio-schema/samples';
import { documentCss, type TemplateComponent } from '@showfolio/templates';
import { Component, Suspense, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Alert, Button, Spinner } from '../../primitives';
import type { TemplatePreviewSource } from './TemplatePreviewModal';
import * as styles from './TemplatePreviewModal.css';

// The public page's document shell (standards mode, its viewport rule); links open in a new tab.
const shell =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><base target="_blank">' +
  '<style></style></head><body></body></html>';

/**
 * The template in a document of its own, so neither the app's styles nor the template's reach the
 * other, rendered through a portal (the wizard's live preview does the same in its PreviewFrame;
 * this one is the gallery's own so the wizard's bundle does not share a chunk with the gallery).
 */
function TemplateFrame({ title, css, children }: { title: string; css: string; children: ReactNode }) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [body, setBody] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const style = body?.ownerDocument.head.querySelector('style');
    if (style && style.textContent !== css) style.textContent = css;
  }, [body, css]);
  return (
    <>
      <iframe
        ref={frameRef}
        title={title}
        srcDoc={shell}
        className={styles.frame}
        onLoad={() => setBody(frameRef.current?.contentDocument?.body ?? null)}
      />
      {body ? createPortal(children, body) : null}
    </>
  );
}

/** Keeps a template that throws while rendering from taking the dialog down. */
class RenderGuard extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; component: TemplateComponent; css: string };

export interface TemplatePreviewPaneProps {
  templateId: string;
  templateName: string;
  source: TemplatePreviewSource;
}

/**
 * The template filled with the person's own portfolio, in a frame of its own as the wizard's live
 * preview shows it; the sample person (and a note saying so) while their portfolio is empty.
 * A chunk of its own: the gallery loads it when Preview opens.
 */
export default function TemplatePreviewPane({ templateId, templateName, source }: TemplatePreviewPaneProps) {
  const { data, loadTemplate, loadTemplateCss } = source;
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded & { key: string }>({ status: 'loading', key: '' });
  const key = `${templateId}#${attempt}`;

  useEffect(() => {
    let current = true;
    Promise.all([loadTemplate(templateId), loadTemplateCss(templateId)]).then(
      ([definition, css]) => {
        if (!current) return;
        setLoaded(definition ? { status: 'ready', component: definition.component, css, key } : { status: 'failed', key });
      },
      () => {
        if (current) setLoaded({ status: 'failed', key });
      },
    );
    return () => {
      current = false;
    };
  }, [key, templateId, loadTemplate, loadTemplateCss]);

  const failure = (
    <Alert tone="error" title="The preview could not be shown">
      <span className={styles.failure}>
        The {templateName} template did not load. Check your connection and try again; the link below still works.
        <Button size="sm" variant="secondary" onClick={() => setAttempt((count) => count + 1)}>
          Try again
        </Button>
      </span>
    </Alert>
  );

  const state = loaded.key === key ? loaded : { status: 'loading' as const };
  if (state.status === 'failed') return failure;
  if (state.status === 'loading' || data === undefined) {
    return (
      <div className={styles.stage} aria-busy="true">
        <Spinner label="Loading the preview..." showLabel />
      </div>
    );
  }
  const sample = data === null;
  const shown: PortfolioData = sample ? samplePortfolio : data;
  const Template = state.component;
  return (
    <>
      {sample ? <p className={styles.sampleNote}>{messages.previewSampleNote}</p> : null}
      <div className={styles.stage}>
        <RenderGuard key={key} fallback={failure}>
          <TemplateFrame
            title={`Your portfolio with the ${templateName} template${sample ? ', filled with sample data' : ''}`}
            css={documentCss + state.css}
          >
            {/* Text with Markdown suspends the template while its parser chunk loads. */}
            <Suspense fallback={null}>
              <Template data={shown} />
            </Suspense>
          </TemplateFrame>
        </RenderGuard>
      </div>
    </>
  );
}
