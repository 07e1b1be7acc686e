import { draftToPortfolioData, withEntryForms, type PortfolioData } from '@showfolio/portfolio-schema';
import { documentCss, type TemplateComponent, type TemplateDefinition, type TemplateMeta } from '@showfolio/templates';
import { Component, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useExternalStore } from '../../hooks/useExternalStore';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Select } from '../../primitives/Select';
import { Spinner } from '../../primitives/Spinner';
import type { WizardController } from '../controller';
import { PreviewFrame } from './PreviewFrame';
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
  delay?: number;
}

interface LoadedTemplate {
  id: string;
  component: TemplateComponent;
  css: string;
}

/** What the last load settled on; `key` says which request (template and attempt) it answers. */
type Settled = { key: string; state: 'ready' | 'error' };

/** Whether the person has entered nothing a template would show. */
export function isEmptyPortfolio(data: PortfolioData): boolean {
  const texts = [data.firstName, data.lastName, data.bio, data.profilePicture, ...Object.values(data.social)];
  const lists = [data.education, data.experience, data.projects, data.skills.tech, data.skills.soft];
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
        setShown({ id: templateId, component: definition.component, css });
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
  delay = previewDelayMs,
}: LivePreviewProps) {
  const { draft, loading: draftLoading } = useExternalStore(controller);
  const settledDraft = useDebouncedValue(draft, delay);
  // Entries typed into a step's form show before they are added.
  const data = useMemo(() => draftToPortfolioData(withEntryForms(settledDraft)), [settledDraft]);
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
  const empty = !draftLoading && isEmptyPortfolio(data);
  const busy = state === 'loading' || draftLoading;

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
      </div>
      <p className={styles.note}>
        {empty
          ? 'Nothing to show yet: what you type in the form appears here.'
          : 'Updates as you type. Save each step to keep it.'}
      </p>
      <div className={styles.stage} aria-busy={busy}>
        {state === 'error' ? failure : null}
        {shown && !draftLoading ? (
          <RenderGuard key={shown.id} fallback={failure}>
            <PreviewFrame title={`Your portfolio with the ${nameOf(shown.id)} template`} css={documentCss + shown.css}>
              <shown.component data={data} />
            </PreviewFrame>
          </RenderGuard>
        ) : null}
        {busy && state !== 'error' ? (
          <div className={styles.overlay}>
            <Spinner label={draftLoading ? 'Loading your portfolio...' : 'Loading the template...'} showLabel />
          </div>
        ) : null}
      </div>
    </section>
  );
}
