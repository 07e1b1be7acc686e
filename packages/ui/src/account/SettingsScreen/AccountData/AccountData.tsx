import { portfolioImportMaxBytes, portfolioImportMessages } from '@showfolio/portfolio-schema';
import { useId, useState } from 'react';
import { Alert } from '../../../primitives/Alert';
import { useAsyncAction } from '../../../hooks/useAsyncAction/useAsyncAction';
import { Button } from '../../../primitives/Button';
import { Spinner } from '../../../primitives/Spinner';
import { failureMessage } from '../../formResolver';
import * as styles from '../SettingsScreen.css';
import { exportFallbackMessage, formatBytes } from '../settingsText';
import { messageOf, OutcomeBanner } from '../Section/Section';
import type { SettingsScreenProps } from '../SettingsScreen';

type ExportState = { phase: 'idle' } | { phase: 'running'; received: number } | { phase: 'done'; fileName?: string } | { phase: 'failed'; message: string };

export function ExportData({ onExport }: { onExport: NonNullable<SettingsScreenProps['onExport']> }) {
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  const running = state.phase === 'running';
  const start = async () => {
    setState({ phase: 'running', received: 0 });
    try {
      const result = await onExport((received) => setState({ phase: 'running', received }));
      const fileName = (result as { fileName?: unknown } | undefined)?.fileName;
      setState({ phase: 'done', fileName: typeof fileName === 'string' ? fileName : undefined });
    } catch (error) {
      setState({ phase: 'failed', message: failureMessage(error, exportFallbackMessage) });
    }
  };
  return (
    <div className={styles.form}>
      <div role="status" className={styles.muted}>
        {state.phase === 'running'
          ? state.received > 0
            ? `Downloading... ${formatBytes(state.received)} so far`
            : 'Preparing your download...'
          : ''}
      </div>
      {state.phase === 'done' ? (
        <Alert tone="success">{state.fileName ? `Downloaded ${state.fileName}.` : 'Your data has been downloaded.'} Keep it somewhere safe: it holds your personal details.</Alert>
      ) : null}
      {state.phase === 'failed' ? <Alert tone="error">{state.message}</Alert> : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void start()} busy={running} disabled={running}>
          {running ? 'Downloading...' : 'Download My Data'}
        </Button>
      </div>
    </div>
  );
}

const notJsonMessage = 'This file is not a portfolio.json: it could not be read as JSON';

const tooLargeMessage = 'This file is too large to be a portfolio.json (at most 1 MB)';

const importFallbackMessage = 'Could not import your portfolio. Please try again.';

export function ImportData({ onImport }: { onImport: NonNullable<SettingsScreenProps['onImport']> }) {
  const inputId = useId();
  const hintId = useId();
  const { busy, outcome, run, setOutcome } = useAsyncAction(onImport, {
    success: (result) => messageOf(result) ?? portfolioImportMessages.imported,
    failure: (error) => failureMessage(error, importFallbackMessage),
  });
  const importFile = async (file: File) => {
    setOutcome(null);
    if (file.size > portfolioImportMaxBytes) return setOutcome({ tone: 'error', message: tooLargeMessage });
    let parsed: unknown;
    try {
      parsed = JSON.parse(await file.text());
    } catch {
      return setOutcome({ tone: 'error', message: notJsonMessage });
    }
    await run(parsed);
  };
  return (
    <div className={styles.form}>
      <div>
        <label htmlFor={inputId} className={styles.fileLabel}>
          Import portfolio.json
        </label>
        <p id={hintId} className={styles.muted}>
          Fills an empty account with the portfolio from a Showfolio download (the portfolio.json inside the ZIP).
        </p>
      </div>
      <input
        id={inputId}
        type="file"
        accept="application/json,.json"
        aria-describedby={hintId}
        disabled={busy}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void importFile(file);
        }}
      />
      {busy ? <Spinner label="Importing your portfolio..." /> : null}
      <OutcomeBanner outcome={outcome} />
    </div>
  );
}
