import { Suspense, useEffect, useState } from 'react';
import { messages, type PortfolioData } from '@showfolio/portfolio-schema';
import { isRegisteredTemplate, loadTemplate, type TemplateComponent } from '@showfolio/templates';
import { Alert, Button, Spinner } from '../../primitives';
import { StatusCode, StatusPage, StatusText } from '../StatusPage';

export interface TemplateRendererProps {
  /** A template identifier such as 'minimal-portfolio-v1'; unknown ones show 'Template Not Found'. */
  templateId: string;
  data: PortfolioData;
}

/** Templates already fetched in this page, so showing one again needs no spinner. */
const loadedTemplates = new Map<string, TemplateComponent>();

/** Looks a template up in the registry, loads its chunk on demand and renders it with the data. */
export function TemplateRenderer({ templateId, data }: TemplateRendererProps) {
  if (!isRegisteredTemplate(templateId)) return <TemplateNotFound templateId={templateId} />;
  return <LoadedTemplate key={templateId} templateId={templateId} data={data} />;
}

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; Template: TemplateComponent }
  | { status: 'failed' }
  | { status: 'missing' };

function LoadedTemplate({ templateId, data }: TemplateRendererProps) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>(() => {
    const cached = loadedTemplates.get(templateId);
    return cached ? { status: 'ready', Template: cached } : { status: 'loading' };
  });

  useEffect(() => {
    if (loadedTemplates.has(templateId)) return;
    let current = true;
    loadTemplate(templateId).then(
      (definition) => {
        if (definition) loadedTemplates.set(templateId, definition.component);
        if (!current) return;
        setState(
          definition ? { status: 'ready', Template: definition.component } : { status: 'missing' },
        );
      },
      (error: unknown) => {
        console.error(`Failed to load template ${templateId}`, error);
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [templateId, attempt]);

  switch (state.status) {
    case 'ready':
      // A text that holds Markdown suspends the template once, while its parser chunk loads.
      return (
        <Suspense fallback={<TemplateLoading />}>
          <state.Template data={data} />
        </Suspense>
      );
    case 'missing':
      return <TemplateNotFound templateId={templateId} />;
    case 'failed':
      return (
        <StatusPage>
          <Alert title="This template could not be loaded">
            Check your connection and try again.
          </Alert>
          <Button
            onClick={() => {
              setState({ status: 'loading' });
              setAttempt((count) => count + 1);
            }}
          >
            Try Again
          </Button>
        </StatusPage>
      );
    case 'loading':
      return <TemplateLoading />;
  }
}

function TemplateLoading() {
  return (
    <StatusPage>
      <Spinner label="Loading template..." size="lg" />
    </StatusPage>
  );
}

function TemplateNotFound({ templateId }: { templateId: string }) {
  return (
    <StatusPage title={messages.templateNotFoundTitle}>
      <StatusText>
        No template has the identifier <StatusCode>{templateId}</StatusCode>.
      </StatusText>
    </StatusPage>
  );
}
