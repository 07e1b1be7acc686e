import {
  draftToPortfolioData,
  fromJsonResume,
  publicPortfolio,
  type PortfolioData,
} from '@showfolio/portfolio-schema';
import {
  documentCss,
  loadTemplate,
  preloadFormatting,
  templateCatalogue,
  type TemplateComponent,
  type TemplateMeta,
} from '@showfolio/templates';
import { Button, PreviewFrame, TextArea, VisuallyHidden } from '@showfolio/ui';
import { Suspense, useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type FormEvent, type RefObject } from 'react';
import * as styles from './ResumePlayground.css';

/** A resume as the templates get it, or why it cannot be shown. */
export type ResumeReading =
  | { ok: true; data: PortfolioData; imported: readonly string[] }
  | { ok: false; message: string };

/**
 * Reads a JSON Resume text the way the wizard's import does (`fromJsonResume`, with its messages),
 * then maps the draft to what a published page shows (`draftToPortfolioData`, `publicPortfolio`).
 */
export function readResume(text: string): ResumeReading {
  const imported = fromJsonResume(text);
  if (!imported.ok) return imported;
  try {
    return { ok: true, data: publicPortfolio(draftToPortfolioData(imported.draft)), imported: imported.imported };
  } catch (error) {
    const issue = (error as { issues?: Array<{ message?: string }> }).issues?.[0]?.message;
    return { ok: false, message: `This resume cannot be shown: ${issue ?? String(error)}` };
  }
}

const fullName = (data: PortfolioData) => [data.firstName, data.lastName].filter(Boolean).join(' ');

/**
 * Storybook compiles the templates with class names of its own, so a frame gets the workshop's
 * stylesheets (the host's preview gets the published CSS file instead). Read once the template's
 * chunk, and with it its CSS, has loaded; kept until another stylesheet arrives, so fifteen frames
 * do not each serialise the same rules.
 */
let workshopSheets: { count: number; css: string } | undefined;
function workshopCss(): string {
  const sheets = Array.from(document.styleSheets);
  if (workshopSheets?.count !== sheets.length)
    workshopSheets = {
      count: sheets.length,
      css: sheets.flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText)).join('\n'),
    };
  return workshopSheets.css;
}

/** Whether the element has come within a screen of the viewport (it stays true from then on). */
function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near] as const;
}

/** The stage's width over the page's: the thumbnail fills its column at any screen width. */
function useThumbnailStyle(stage: RefObject<HTMLDivElement | null>): CSSProperties {
  const [scale, setScale] = useState<number>();
  useLayoutEffect(() => {
    const element = stage.current;
    if (!element) return;
    const measure = () => setScale(element.clientWidth / styles.pageWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [stage]);
  return scale === undefined ? {} : { [styles.thumbnailScale.replace(/^var\((.*)\)$/, '$1')]: String(scale) };
}

type Loaded = { status: 'waiting' } | { status: 'ready'; Template: TemplateComponent; css: string } | { status: 'failed' };

function TemplateCard({ meta, data }: { meta: TemplateMeta; data: PortfolioData }) {
  const [stageRef, near] = useNearViewport<HTMLDivElement>();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'waiting' });
  const [fullSize, setFullSize] = useState(false);
  const thumbnailStyle = useThumbnailStyle(stageRef);

  useEffect(() => {
    if (!near) return;
    let current = true;
    // The Markdown parser with the template, so a bio with Markdown does not suspend it later.
    Promise.all([loadTemplate(meta.id), preloadFormatting()])
      .then(([definition]) => {
        if (!definition) throw new Error(`no template ${meta.id}`);
        if (current) setLoaded({ status: 'ready', Template: definition.component, css: documentCss + workshopCss() });
      })
      .catch(() => {
        if (current) setLoaded({ status: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [near, meta.id]);

  return (
    <li className={styles.card} data-state={fullSize ? 'full' : 'thumbnail'}>
      <div className={styles.cardHeader}>
        <h2 className={styles.cardTitle}>{meta.name}</h2>
        <Button size="sm" variant="secondary" aria-pressed={fullSize} onClick={() => setFullSize(!fullSize)}>
          Full size <VisuallyHidden>({meta.name})</VisuallyHidden>
        </Button>
      </div>
      {/* A thumbnail is a picture: its links and fields stay out of the tab order until full size. */}
      <div
        ref={stageRef}
        className={fullSize ? styles.fullSize : styles.thumbnail}
        style={fullSize ? undefined : thumbnailStyle}
        inert={!fullSize}
        aria-busy={loaded.status === 'waiting'}
        data-template={meta.id}
      >
        {loaded.status === 'ready' ? (
          <PreviewFrame title={`${fullName(data) || 'Your resume'} with the ${meta.name} template`} css={loaded.css}>
            <Suspense fallback={null}>
              <loaded.Template data={data} />
            </Suspense>
          </PreviewFrame>
        ) : (
          <p className={styles.placeholder}>
            {loaded.status === 'failed' ? `The ${meta.name} template did not load.` : `Loading ${meta.name}…`}
          </p>
        )}
      </div>
    </li>
  );
}

export interface ResumePlaygroundProps {
  /** The JSON Resume text the field starts with (and goes back to). */
  sample: string;
}

/**
 * A JSON Resume document, pasted, shown in every template side by side. A text that is not a
 * resume gets the import's message and leaves the templates as they were.
 */
export function ResumePlayground({ sample }: ResumePlaygroundProps) {
  const [text, setText] = useState(sample);
  const [error, setError] = useState<string | undefined>();
  const [shown, setShown] = useState(() => {
    const reading = readResume(sample);
    if (!reading.ok) throw new Error(`The playground's sample is not a resume: ${reading.message}`);
    return reading;
  });
  const templates = templateCatalogue();

  const show = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reading = readResume(text);
    if (!reading.ok) {
      setError(reading.message);
      return;
    }
    setError(undefined);
    setShown(reading);
  };

  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>Your resume in every template</h1>
        <p className={styles.intro}>
          Paste a JSON Resume document (jsonresume.org/schema). It is read as the wizard imports one and shown in
          all {templates.length} templates as a visitor sees them at 1280 px, scaled down; Full size shows one at the
          width of this page. Nothing leaves the page.
        </p>
      </header>
      <form className={styles.form} onSubmit={show} noValidate>
        <div className={styles.field}>
          <TextArea
            label="JSON Resume"
            hint="A JSON Resume 1.0 document, as resume tools export it (1 MB at most)."
            rows={16}
            value={text}
            error={error}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit">Show in every template</Button>
          <Button
            variant="secondary"
            onClick={() => {
              setText(sample);
              setError(undefined);
              setShown(readResume(sample) as Extract<ResumeReading, { ok: true }>);
            }}
          >
            Back to the sample
          </Button>
        </div>
      </form>
      <p className={styles.status} role="status">
        Showing {fullName(shown.data) || 'a resume without a name'}: {shown.imported.join(', ')}.
      </p>
      <ul className={styles.grid} aria-label="Templates">
        {templates.map((meta) => (
          <TemplateCard key={meta.id} meta={meta} data={shown.data} />
        ))}
      </ul>
    </div>
  );
}
