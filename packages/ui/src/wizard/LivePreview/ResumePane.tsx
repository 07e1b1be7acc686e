import {
  defaultResumeDesign,
  defaultResumePaper,
  resumeDesignNames,
  resumeDesigns,
  resumePaperNames,
  resumePapers,
  type PortfolioData,
  type ResumeDesign,
  type ResumePaper,
} from '@showfolio/portfolio-schema';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Select } from '../../primitives/Select';
import { Spinner } from '../../primitives/Spinner';
import { useDebouncedValue } from './useDebouncedValue';
import * as styles from './LivePreview.css';

/** How long typing must pause before the résumé is typeset again (a server round trip, unlike the page). */
export const resumeDelayMs = 1000;

export interface ResumeRequest {
  data: PortfolioData;
  /** The template chosen in the preview: the résumé takes its accent colour. */
  templateId?: string;
  design: ResumeDesign;
  paper: ResumePaper;
}

/** Typesets `request` as the published résumé would be; rejects with an Error whose message is shown. */
export type RenderResume = (request: ResumeRequest, signal: AbortSignal) => Promise<Blob>;

/** How the last render ended, and for which request (a newer request is loading until it ends). */
type Outcome = { request: object; state: 'ready' } | { request: object; state: 'error'; message: string };

/**
 * The draft as a PDF, typeset by the same code as "Download PDF" (issue 33): page breaks are seen
 * before a download. Made again once typing pauses; the last PDF stays in view meanwhile.
 */
export function ResumePane({
  data,
  templateId,
  renderResume,
  delay = resumeDelayMs,
}: {
  data: PortfolioData;
  templateId?: string;
  renderResume: RenderResume;
  delay?: number;
}) {
  const [design, setDesign] = useState<ResumeDesign>(defaultResumeDesign);
  const [paper, setPaper] = useState<ResumePaper>(defaultResumePaper);
  const [attempt, setAttempt] = useState(0);
  const settled = useDebouncedValue(data, delay);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const shownUrl = useRef<string | null>(null);

  // `attempt` makes "Try again" a new request for the same draft.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const request = useMemo(() => ({ data: settled, templateId, design, paper }), [settled, templateId, design, paper, attempt]);
  useEffect(() => {
    const controller = new AbortController();
    renderResume(request, controller.signal).then(
      (pdf) => {
        if (controller.signal.aborted) return;
        const next = URL.createObjectURL(pdf.type === 'application/pdf' ? pdf : new Blob([pdf], { type: 'application/pdf' }));
        if (shownUrl.current) URL.revokeObjectURL(shownUrl.current);
        shownUrl.current = next;
        setUrl(next);
        setOutcome({ request, state: 'ready' });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setOutcome({
          request,
          state: 'error',
          message: error instanceof Error && error.message ? error.message : 'The résumé could not be made just now.',
        });
      },
    );
    return () => controller.abort();
  }, [request, renderResume]);
  const state = outcome?.request === request ? outcome.state : 'loading';
  useEffect(
    () => () => {
      if (shownUrl.current) URL.revokeObjectURL(shownUrl.current);
    },
    [],
  );

  return (
    <>
      <div className={styles.resumeOptions}>
        <Select
          label="Résumé design"
          value={design}
          options={resumeDesigns.map((value) => ({ value, label: resumeDesignNames[value] }))}
          onChange={(event) => setDesign(event.target.value as ResumeDesign)}
        />
        <Select
          label="Paper"
          value={paper}
          options={resumePapers.map((value) => ({ value, label: resumePaperNames[value] }))}
          onChange={(event) => setPaper(event.target.value as ResumePaper)}
        />
      </div>
      <div className={styles.stage} aria-busy={state === 'loading'} data-state={state}>
        {outcome?.state === 'error' && state === 'error' ? (
          <Alert tone="error" title="The résumé could not be shown">
            <span className={styles.failure}>
              {outcome.message}
              <Button size="sm" variant="secondary" onClick={() => setAttempt((count) => count + 1)}>
                Try again
              </Button>
            </span>
          </Alert>
        ) : null}
        {url ? <iframe className={styles.frame} title="Your résumé as a PDF" src={url} /> : null}
        {state === 'loading' ? (
          <div className={url ? styles.resumeBusy : styles.overlay}>
            <Spinner label="Making your résumé..." showLabel />
          </div>
        ) : null}
      </div>
    </>
  );
}
