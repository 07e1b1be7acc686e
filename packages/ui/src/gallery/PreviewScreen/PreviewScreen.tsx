import { useEffect, useState } from 'react';
import {
  messages,
  previewDeniedReasons,
  statusReasonsLabel,
  type PortfolioData,
  type VerifyPreviewResponse,
} from '@showfolio/portfolio-schema';
import { samplePortfolio } from '@showfolio/portfolio-schema/samples';
import { Spinner } from '../../primitives';
import { StatusList, StatusPage, StatusText } from '../StatusPage';
import { TemplateRenderer } from '../TemplateRenderer';
import * as styles from './PreviewScreen.css';

export interface PreviewScreenProps {
  /** The {templateIdentifier} of /preview/{templateIdentifier}. */
  templateId?: string;
  /** The ?token= of the preview link. */
  token?: string;
  /**
   * GET /templates/verify-preview/{id}?token=: resolves when the link is valid. Rejecting (an
   * ApiError) or resolving `{ valid: false }` denies the preview; the message is shown when given.
   */
  onVerify: (templateId: string, token: string) => Promise<void | VerifyPreviewResponse>;
}

type VerifyState =
  | { status: 'verifying' }
  | { status: 'allowed'; data: PortfolioData | null }
  | { status: 'denied'; message: string };

/**
 * /preview/{templateIdentifier}?token=…: for link holders only, the template filled with the link
 * owner's portfolio, or with the sample person and a note when the owner has none yet.
 */
export function PreviewScreen({ templateId = '', token = '', onVerify }: PreviewScreenProps) {
  if (!templateId || !token) return <PreviewDenied message={messages.previewMissingParameters} />;
  return (
    <VerifiedPreview
      key={`${templateId}\n${token}`}
      templateId={templateId}
      token={token}
      onVerify={onVerify}
    />
  );
}

function VerifiedPreview({ templateId, token, onVerify }: Required<PreviewScreenProps>) {
  const [state, setState] = useState<VerifyState>({ status: 'verifying' });

  useEffect(() => {
    let current = true;
    onVerify(templateId, token).then(
      (result) => {
        if (!current) return;
        setState(
          result && !result.valid
            ? { status: 'denied', message: result.message || messages.previewInvalid }
            : { status: 'allowed', data: result?.portfolioData ?? null },
        );
      },
      (error: unknown) => {
        if (current)
          setState({
            status: 'denied',
            message: (error instanceof Error && error.message) || messages.previewInvalid,
          });
      },
    );
    return () => {
      current = false;
    };
  }, [onVerify, templateId, token]);

  if (state.status === 'verifying') {
    return (
      <StatusPage>
        <Spinner label="Verifying preview access..." showLabel size="lg" />
      </StatusPage>
    );
  }
  if (state.status === 'denied') return <PreviewDenied message={state.message} />;
  if (state.data) return <TemplateRenderer templateId={templateId} data={state.data} />;
  return (
    <>
      <aside className={styles.sampleNote} aria-label="Preview notice">
        <p role="note">{messages.previewSampleNote}</p>
      </aside>
      <TemplateRenderer templateId={templateId} data={samplePortfolio} />
    </>
  );
}

function PreviewDenied({ message }: { message: string }) {
  return (
    <StatusPage title={messages.previewNotAvailableTitle}>
      <StatusText>{message}</StatusText>
      <StatusList label={statusReasonsLabel} items={previewDeniedReasons} />
    </StatusPage>
  );
}
