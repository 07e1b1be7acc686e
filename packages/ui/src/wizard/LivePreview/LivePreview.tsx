import {
  draftToPortfolioData,
  publicPortfolio,
  withEntryForms,
  wizardStepTable,
  isRightToLeft,
  type ColourScheme,
  type PageLanguage,
  type PortfolioData,
  type PortfolioDesign,
} from '@showfolio/portfolio-schema';
import { type TemplateComponent, type TemplateDefinition, type TemplateFontTokens, type TemplateMeta } from '@showfolio/templates';
import { Component, Suspense, lazy, use, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useExternalStore } from '../../hooks/useExternalStore';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Select } from '../../primitives/Select';
import { Spinner } from '../../primitives/Spinner';
import type { WizardController } from '../controller';
import type { AccentPreset } from '../DesignPanel';
import { SplitViewLayoutContext } from '../WizardSplitView/WizardSplitView';
import { PreviewFrame } from './PreviewFrame';
import { previewCss } from './previewTemplate';
import type { RenderResume } from './ResumePane';
import { stepSections } from './stepSections';
import { useDebouncedValue } from './useDebouncedValue';
import * as styles from './LivePreview.css';

export const previewStates = ['loading', 'ready', 'error'] as const;
export type PreviewState = (typeof previewStates)[number];

/** How long typing must pause before the preview renders again. */
export const previewDelayMs = 150;

export interface LivePreviewProps {
  /** The wizard's data source: the preview shows its draft, saved or not. */
  controller: WizardController;
  /** The template to render with; undefined while the host still decides (shown as loading). */
  templateId?: string;
  onTemplateChange: (id: string) => void;
  /**
   * Loads a template's component. It must come from the same build as `loadTemplateCss`'s
   * stylesheet (the host passes `@showfolio/templates/prebuilt`, whose class names are the ones
   * of the CSS public pages inline).
   */
  loadTemplate: (id: string) => Promise<TemplateDefinition | undefined>;
  /** Resolves with a template's CSS, exactly as the public page inlines it after `documentCss`. */
  loadTemplateCss: (id: string) => Promise<string>;
  /**
   * The switcher's choices: the catalogue of the same build as `loadTemplate` (the host passes
   * `templateCatalogue()` of `@showfolio/templates/prebuilt`). Passed in rather than read here, so
   * a host does not bundle a second copy of the registry next to the one it loads templates from.
   */
  templates: readonly TemplateMeta[];
  /**
   * Typesets the draft as the published résumé (the host posts it to its PDF worker). When given,
   * the preview gets a "Résumé" tab beside the page.
   */
  renderResume?: RenderResume;
  /** The wizard's step (1-7): the page scrolls to the section that step fills. */
  step?: number;
  /**
   * The Design panel's swatches for a template. Seam for `@showfolio/templates`' per-template
   * presets (issue 32 item 1); without it, or when it has none, the panel offers its own.
   */
  accentPresets?: (templateId: string) => readonly AccentPreset[] | undefined;
  /**
   * Whether the product adjusts `accent` on this template and scheme so text stays readable
   * (`guardAccent` of `@showfolio/templates`); when it does, the panel says so.
   */
  guardAccent?: (templateId: string, accent: string, scheme: ColourScheme | undefined) => { adjusted: boolean };
  /**
   * Puts the template in the page's language: the host wraps it in the templates' messages for
   * `language` (their context must be the one the loaded templates read, so it comes from the same
   * build). Without it the preview speaks English.
   */
  inPageLanguage?: (language: PageLanguage | undefined, template: ReactNode) => ReactNode;
  delay?: number;
}

export const previewDevices = ['desktop', 'phone'] as const;
export type PreviewDevice = (typeof previewDevices)[number];
/** The CSS width the page is laid out at, so the template shows its desktop or its phone layout. */
export const previewWidths: Record<PreviewDevice, number> = { desktop: 1280, phone: 375 };
/** "Fit" scales the page to the pane's width (never above 100 %); the others are fixed scales. */
export const previewZooms = ['fit', '0.5', '0.75', '1'] as const;
export type PreviewZoom = (typeof previewZooms)[number];

/** The tab's session storage; none where storage is blocked (a choice then lasts until the page is left). */
function sessionStore(): Storage | undefined {
  try {
    return sessionStorage;
  } catch {
    return undefined;
  }
}

/** Beside the form, the Desktop/Phone and zoom choices last for the browser tab's session. */
function useSessionChoice<Choice extends string>(key: string, choices: readonly Choice[], fallback: Choice, kept: boolean) {
  const store = kept ? sessionStore() : undefined;
  const [choice, setChoice] = useState(() => choices.find((known) => known === store?.getItem(key)) ?? fallback);
  const choose = (next: Choice) => {
    setChoice(next);
    store?.setItem(key, next);
  };
  return [choice, choose] as const;
}

/**
 * Scrolls the frame's page to `selector`, smoothly unless the person asked for less motion; when
 * the section is not there yet (no entry typed, or the template still loading) it waits for it.
 */
function useScrollTo(body: HTMLElement | null, selector: string | undefined) {
  useEffect(() => {
    const view = body?.ownerDocument.defaultView;
    if (!body || !view || !selector) return;
    const scroll = () => {
      const target = body.ownerDocument.querySelector(selector);
      if (!target) return false;
      const smooth = !view.matchMedia('(prefers-reduced-motion: reduce)').matches;
      view.scrollTo({ top: target.getBoundingClientRect().top + view.scrollY, behavior: smooth ? 'smooth' : 'instant' });
      return true;
    };
    if (scroll()) return;
    const observer = new MutationObserver(() => scroll() && observer.disconnect());
    observer.observe(body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [body, selector]);
}

/** The content-box size of `element`, kept current as it resizes. */
function useSize(element: HTMLElement | null) {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setSize({ width: entry!.contentRect.width, height: entry!.contentRect.height }));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return size;
}

const previewViews = [
  { id: 'page', label: 'Page' },
  { id: 'resume', label: 'Résumé' },
] as const;
type PreviewView = (typeof previewViews)[number]['id'];

/** "Page" and "Résumé" as tabs: arrow keys move between them (WAI-ARIA tabs, automatic activation). */
function ViewTabs({ view, onChange, panelId }: { view: PreviewView; onChange: (view: PreviewView) => void; panelId: string }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + previewViews.length) % previewViews.length;
    onChange(previewViews[next]!.id);
    refs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label="What to preview" className={styles.views}>
      {previewViews.map((option, index) => (
        <button
          key={option.id}
          ref={(node) => {
            refs.current[index] = node;
          }}
          type="button"
          role="tab"
          aria-selected={view === option.id}
          aria-controls={panelId}
          tabIndex={view === option.id ? 0 : -1}
          className={styles.viewTab}
          onClick={() => onChange(option.id)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

interface LoadedTemplate {
  id: string;
  component: TemplateComponent;
  css: string;
  fontTokens: TemplateFontTokens;
}

// The Design panel's code loads when it is first opened, as the Résumé tab's does.
const DesignPanel = lazy(() => import('../DesignPanel/DesignPanel').then((module) => ({ default: module.DesignPanel })));

// The Résumé tab's code loads when the tab is first opened: most edits never look at it.
const ResumePane = lazy(() => import('./ResumePane').then((module) => ({ default: module.ResumePane })));

/** What the last load settled on; `key` says which request (template and attempt) it answers. */
type Settled = { key: string; state: 'ready' | 'error' };

/** Whether the person has entered nothing a template would show. */
export function isEmptyPortfolio(data: PortfolioData): boolean {
  const texts = [data.firstName, data.lastName, data.headline, data.location, data.bio, data.profilePicture, ...Object.values(data.social)];
  const lists = [
    data.education,
    data.experience,
    data.projects,
    data.skills.tech,
    data.skills.soft,
    data.links,
    data.awards,
    data.certificates,
    data.publications,
    data.languages,
    data.volunteering,
    data.interests,
    data.references,
    data.customSections,
  ];
  return texts.every((text) => text.trim() === '') && lists.every((list) => list.length === 0);
}

/** Keeps a template that throws (it renders inside the wizard's tree) from taking the wizard down. */
class RenderGuard extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function useTemplate(
  templateId: string | undefined,
  attempt: number,
  loadTemplate: LivePreviewProps['loadTemplate'],
  loadTemplateCss: LivePreviewProps['loadTemplateCss'],
): { state: PreviewState; shown: LoadedTemplate | null } {
  const key = `${templateId ?? ''}#${attempt}`;
  const [settled, setSettled] = useState<Settled | null>(null);
  // The last template that loaded stays on screen while the next one loads.
  const [shown, setShown] = useState<LoadedTemplate | null>(null);
  useEffect(() => {
    if (!templateId) return;
    let current = true;
    Promise.all([loadTemplate(templateId), loadTemplateCss(templateId)])
      .then(([definition, css]) => {
        if (!current) return;
        if (!definition) throw new Error(`no template ${templateId}`);
        setShown({ id: templateId, component: definition.component, css, fontTokens: definition.fontTokens });
        setSettled({ key, state: 'ready' });
      })
      .catch(() => {
        if (current) setSettled({ key, state: 'error' });
      });
    return () => {
      current = false;
    };
  }, [key, templateId, loadTemplate, loadTemplateCss]);
  return { state: templateId && settled?.key === key ? settled.state : 'loading', shown };
}

/**
 * The wizard's live preview: the draft, mapped to `PortfolioData` as the public page maps stored
 * records, rendered by the chosen template in an isolated frame carrying the public page's CSS.
 */
export function LivePreview({
  controller,
  templateId,
  onTemplateChange,
  loadTemplate,
  loadTemplateCss,
  templates,
  renderResume,
  step,
  delay = previewDelayMs,
  accentPresets,
  guardAccent,
  inPageLanguage,
}: LivePreviewProps) {
  const [view, setView] = useState<PreviewView>('page');
  // Beside the form the page shows at a desktop's width; full screen on a phone, at a phone's.
  const split = use(SplitViewLayoutContext) === 'split';
  const [device, setDevice] = useSessionChoice('showfolio.previewDevice', previewDevices, split ? 'desktop' : 'phone', split);
  const [zoom, setZoom] = useSessionChoice('showfolio.previewZoom', previewZooms, 'fit', split);
  const [stage, setStage] = useState<HTMLDivElement | null>(null);
  const stageSize = useSize(stage);
  const layoutWidth = previewWidths[device];
  const fit = Math.min(1, stageSize.width / layoutWidth);
  const scale = zoom === 'fit' ? fit : Number(zoom);
  const [frameBody, setFrameBody] = useState<HTMLElement | null>(null);
  useScrollTo(frameBody, stepSections[wizardStepTable[(step ?? 0) - 1]?.id ?? 'preview']);
  const panelId = useId();
  const { draft, loading: draftLoading } = useExternalStore(controller);
  const settledDraft = useDebouncedValue(draft, delay);
  // Entries typed into a step's form show before they are added; contact details the user keeps
  // off the page are left out, as on the public page.
  const typed = useMemo(() => publicPortfolio(draftToPortfolioData(withEntryForms(settledDraft))), [settledDraft]);
  // A design choice shows at once (a click, not typing): it skips the typing delay.
  const data = useMemo(() => ({ ...typed, design: draft.design }), [typed, draft.design]);
  // The frame's document speaks the page's language, right to left for Arabic, as the public page.
  const language = draft.design.language;
  useEffect(() => {
    const root = frameBody?.ownerDocument.documentElement;
    if (!root) return;
    root.setAttribute('lang', language ?? 'en');
    if (isRightToLeft(language)) root.setAttribute('dir', 'rtl');
    else root.removeAttribute('dir');
  }, [frameBody, language]);
  const [designOpen, setDesignOpen] = useState(false);
  const designId = useId();
  const setDesign = (design: PortfolioDesign) => controller.updateDraft({ design });
  const accentAdjusted =
    templateId && draft.design.accent && guardAccent?.(templateId, draft.design.accent, draft.design.scheme).adjusted;
  const [attempt, setAttempt] = useState(0);
  const { state, shown } = useTemplate(templateId, attempt, loadTemplate, loadTemplateCss);
  const headingId = useId();
  const nameOf = (id: string | undefined) => templates.find((meta) => meta.id === id)?.name ?? id ?? '';
  const failure = (
    <Alert tone="error" title="The preview could not be shown">
      <span className={styles.failure}>
        The {nameOf(templateId)} template did not load. Check your connection and try again.
        <Button size="sm" variant="secondary" onClick={() => setAttempt((count) => count + 1)}>
          Try again
        </Button>
      </span>
    </Alert>
  );
  const frameCss = useMemo(() => (shown ? previewCss(shown.css, shown.fontTokens, data) : ''), [shown, data]);
  const empty = !draftLoading && isEmptyPortfolio(data);
  const busy = state === 'loading' || draftLoading;

  const pagePanel = (
    <>
      <div className={styles.toolbar}>
        <div role="group" aria-label="Preview width" className={styles.views}>
          {previewDevices.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={device === option}
              className={styles.viewTab}
              onClick={() => setDevice(option)}
            >
              {option === 'desktop' ? 'Desktop' : 'Phone'}
            </button>
          ))}
        </div>
        <div className={styles.zoom}>
          <Select
            label="Zoom"
            value={zoom}
            options={previewZooms.map((option) => ({
              value: option,
              label: option === 'fit' ? `Fit (${Math.round(fit * 100)}%)` : `${Number(option) * 100}%`,
            }))}
            onChange={(event) => setZoom(event.target.value as PreviewZoom)}
          />
        </div>
      </div>
      <p className={styles.note}>
        {empty
          ? 'Nothing to show yet: what you type in the form appears here.'
          : 'Updates as you type; your changes are saved as you go.'}
      </p>
      <div ref={setStage} className={styles.stage} aria-busy={busy} data-device={device}>
        {state === 'error' ? failure : null}
        {shown && !draftLoading && state !== 'error' && stageSize.width ? (
          <RenderGuard key={shown.id} fallback={failure}>
            <PreviewFrame
              title={`Your portfolio with the ${nameOf(shown.id)} template`}
              css={frameCss}
              onBody={setFrameBody}
              // Laid out at the device's width, then scaled: as tall as the pane once scaled, so
              // the page scrolls inside the frame alone; centred when narrower than the pane.
              style={{
                width: layoutWidth,
                height: stageSize.height / scale,
                left: Math.max(0, (stageSize.width - layoutWidth * scale) / 2),
                transform: `scale(${scale})`,
              }}
            >
              {/* The first text with Markdown suspends the template while its parser chunk loads. */}
              <Suspense fallback={null}>
                {inPageLanguage ? inPageLanguage(language, <shown.component data={data} />) : <shown.component data={data} />}
              </Suspense>
            </PreviewFrame>
          </RenderGuard>
        ) : null}
        {busy && state !== 'error' ? (
          <div className={styles.overlay}>
            <Spinner label={draftLoading ? 'Loading your portfolio...' : 'Loading the template...'} showLabel />
          </div>
        ) : null}
      </div>
    </>
  );

  return (
    <section aria-labelledby={headingId} className={styles.pane} data-state={draftLoading ? 'loading' : state}>
      <div className={styles.toolbar}>
        <h2 id={headingId} className={styles.heading}>
          Live preview
        </h2>
        <div className={styles.switcher}>
          <Select
            label="Template"
            value={templateId ?? ''}
            disabled={!templateId}
            options={templates.map((meta) => ({ value: meta.id, label: meta.name }))}
            onChange={(event) => onTemplateChange(event.target.value)}
          />
        </div>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={designOpen}
          aria-controls={designId}
          data-state={designOpen ? 'open' : 'closed'}
          onClick={() => setDesignOpen((open) => !open)}
        >
          Design
        </Button>
      </div>
      <div id={designId} hidden={!designOpen} className={styles.designSlot}>
        {designOpen ? (
          <Suspense fallback={<Spinner label="Loading the design choices..." showLabel />}>
            <DesignPanel
              value={draft.design}
              onChange={setDesign}
              presets={templateId ? accentPresets?.(templateId) : undefined}
              accentNote={accentAdjusted ? 'Adjusted so the text on your page stays readable in this colour.' : undefined}
            />
          </Suspense>
        ) : null}
      </div>
      {renderResume ? (
        <>
          <ViewTabs view={view} onChange={setView} panelId={panelId} />
          <div id={panelId} role="tabpanel" aria-label={view === 'resume' ? 'Résumé' : 'Page'} className={styles.pane}>
            {view === 'resume' ? (
              <Suspense fallback={<Spinner label="Loading the résumé..." showLabel />}>
                <ResumePane data={data} templateId={templateId} renderResume={renderResume} />
              </Suspense>
            ) : (
              pagePanel
            )}
          </div>
        </>
      ) : (
        pagePanel
      )}
    </section>
  );
}
