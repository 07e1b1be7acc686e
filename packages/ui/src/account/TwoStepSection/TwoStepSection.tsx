import type { TwoStepSetup, TwoStepStatus } from '@showfolio/portfolio-schema';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../primitives/Alert';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Skeleton } from '../../primitives/Skeleton';
import { TextField } from '../../primitives/TextField';
import { failureMessage } from '../formResolver';
import { StepUpForm, stepUpIntro, type StepUpFormProps } from '../StepUpForm';
import * as styles from './security.css';

export const twoStepFallbackMessage = 'Something went wrong with two-step sign-in. Please try again.';
export const recoveryCodesFileName = 'showfolio-recovery-codes.txt';

export interface TwoStepSectionProps {
  /** Undefined while it loads. */
  status?: TwoStepStatus;
  error?: { message: string } | null;
  onStartSetup: () => Promise<TwoStepSetup>;
  /** Confirms set-up with a first code; resolves with the recovery codes. */
  onEnable: (code: string) => Promise<{ recoveryCodes: string[]; message?: string }>;
  onDisable: (code: string) => Promise<unknown>;
  onRegenerateCodes: () => Promise<{ recoveryCodes: string[]; message?: string }>;
  /** "Confirm it's you" (shown while the session's proof is older than 10 minutes). */
  onStepUp?: StepUpFormProps['onStepUp'];
  onStepUpWithPasskey?: StepUpFormProps['onStepUpWithPasskey'];
  /** Whether the account has a password (else the step-up asks for a code). */
  hasPassword?: boolean;
}

type Phase = { name: 'idle' } | { name: 'setup'; setup: TwoStepSetup } | { name: 'codes'; codes: string[]; message?: string };

const svgSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
const codesFile = (codes: string[]) =>
  `data:text/plain;charset=utf-8,${encodeURIComponent(
    ['Showfolio recovery codes. Each works once, in place of a code from your authenticator app.', '', ...codes, ''].join('\n'),
  )}`;

/** Settings > Two-step sign-in: set up an authenticator app, recovery codes, turning it off. */
export function TwoStepSection(props: TwoStepSectionProps) {
  const headingId = useId();
  const { status, error } = props;
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  return (
    <Card as="section" aria-labelledby={headingId} elevation="raised" padding="lg" className={styles.section}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          Two-step sign-in
        </h2>
        <p className={styles.muted}>After your password or Google, ask for a code from an authenticator app. A passkey is enough on its own.</p>
      </div>
      {error ? (
        <Alert>{error.message}</Alert>
      ) : !status ? (
        <Skeleton height="4rem" />
      ) : phase.name === 'codes' ? (
        <RecoveryCodes codes={phase.codes} message={phase.message} onDone={() => setPhase({ name: 'idle' })} />
      ) : phase.name === 'setup' ? (
        <SetupForm
          setup={phase.setup}
          onEnable={props.onEnable}
          onEnabled={(codes, message) => setPhase({ name: 'codes', codes, message })}
          onCancel={() => setPhase({ name: 'idle' })}
        />
      ) : status.enabled ? (
        <EnabledState {...props} status={status} onCodes={(codes, message) => setPhase({ name: 'codes', codes, message })} />
      ) : (
        <DisabledState onStartSetup={props.onStartSetup} onSetup={(setup) => setPhase({ name: 'setup', setup })} />
      )}
      {status && !status.proofFresh && props.onStepUp && phase.name === 'idle' ? (
        <div className={styles.form}>
          <p className={styles.muted}>{stepUpIntro}</p>
          <StepUpForm onStepUp={props.onStepUp} onStepUpWithPasskey={props.onStepUpWithPasskey} withCode={props.hasPassword === false} />
        </div>
      ) : null}
    </Card>
  );
}

function DisabledState({ onStartSetup, onSetup }: { onStartSetup: TwoStepSectionProps['onStartSetup']; onSetup: (setup: TwoStepSetup) => void }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const start = async () => {
    setBusy(true);
    setFailure(null);
    try {
      onSetup(await onStartSetup());
    } catch (error) {
      setFailure(failureMessage(error, twoStepFallbackMessage));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.form}>
      <p className={styles.status}>
        <Badge>Off</Badge>
        <span className={styles.muted}>Your password or Google signs you in on its own.</span>
      </p>
      {failure ? <Alert>{failure}</Alert> : null}
      <div className={styles.actions}>
        <Button busy={busy} onClick={() => void start()}>
          Set up authenticator app
        </Button>
      </div>
    </div>
  );
}

function CodeField({ label, value, onChange, error }: { label: string; value: string; onChange: (value: string) => void; error?: string }) {
  return (
    <TextField
      label={label}
      autoComplete="one-time-code"
      inputMode="text"
      maxLength={32}
      required
      value={value}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

function SetupForm({
  setup,
  onEnable,
  onEnabled,
  onCancel,
}: {
  setup: TwoStepSetup;
  onEnable: TwoStepSectionProps['onEnable'];
  onEnabled: (codes: string[], message?: string) => void;
  onCancel: () => void;
}) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setFailure('Enter the 6-digit code your app shows');
    setBusy(true);
    setFailure(null);
    try {
      const result = await onEnable(code.trim());
      onEnabled(result.recoveryCodes, result.message);
    } catch (error) {
      setFailure(failureMessage(error, twoStepFallbackMessage));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label="Set up authenticator app">
      <p className={styles.muted}>1. Scan this QR code with your authenticator app, or type the key below into it.</p>
      <img className={styles.qr} src={svgSource(setup.qrSvg)} alt="QR code to add Showfolio to your authenticator app" />
      <p className={styles.muted}>
        Key: <code className={styles.secret}>{setup.secret}</code>
      </p>
      <p className={styles.muted}>2. Enter the 6-digit code the app shows for Showfolio.</p>
      <fieldset className={styles.fieldset} disabled={busy}>
        <CodeField label="Code from the app" value={code} onChange={setCode} />
        {failure ? <Alert>{failure}</Alert> : null}
        <div className={styles.actions}>
          <Button type="submit" busy={busy}>
            Turn on
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

function RecoveryCodes({ codes, message, onDone }: { codes: string[]; message?: string; onDone: () => void }) {
  const headingId = useId();
  return (
    <div className={styles.form} role="group" aria-labelledby={headingId}>
      {message ? <Alert tone="success">{message}</Alert> : null}
      <h3 id={headingId} className={styles.itemName}>
        Your recovery codes
      </h3>
      <p className={styles.muted}>
        Each code signs you in once if you lose your phone. This is the only time we show them: download them or write them down.
      </p>
      <ul className={styles.codes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <a href={codesFile(codes)} download={recoveryCodesFileName}>
          Download codes
        </a>
        <Button onClick={onDone}>I have saved them</Button>
      </div>
    </div>
  );
}

function EnabledState({
  status,
  onDisable,
  onRegenerateCodes,
  onCodes,
}: TwoStepSectionProps & { status: TwoStepStatus; onCodes: (codes: string[], message?: string) => void }) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState<'off' | 'codes' | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const turnOff = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setOutcome({ tone: 'error', message: 'Enter a code from your authenticator app, or a recovery code' });
    setBusy('off');
    setOutcome(null);
    try {
      await onDisable(code.trim());
      setCode('');
    } catch (error) {
      setOutcome({ tone: 'error', message: failureMessage(error, twoStepFallbackMessage) });
    } finally {
      setBusy(null);
    }
  };
  const regenerate = async () => {
    setBusy('codes');
    setOutcome(null);
    try {
      const result = await onRegenerateCodes();
      onCodes(result.recoveryCodes, result.message);
    } catch (error) {
      setOutcome({ tone: 'error', message: failureMessage(error, twoStepFallbackMessage) });
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className={styles.form}>
      <p className={styles.status}>
        <Badge tone="success">On</Badge>
        <span className={styles.muted}>
          {status.recoveryCodesLeft === 1 ? '1 recovery code left.' : `${status.recoveryCodesLeft} recovery codes left.`}
        </span>
      </p>
      {outcome ? <Alert tone={outcome.tone}>{outcome.message}</Alert> : null}
      <div className={styles.actions}>
        <Button variant="secondary" busy={busy === 'codes'} disabled={busy !== null} onClick={() => void regenerate()}>
          New recovery codes
        </Button>
      </div>
      <form className={styles.form} onSubmit={(event) => void turnOff(event)} noValidate aria-label="Turn two-step sign-in off">
        <fieldset className={styles.fieldset} disabled={busy !== null}>
          <CodeField label="Code to turn it off" value={code} onChange={setCode} />
          <div className={styles.actions}>
            <Button type="submit" variant="danger" busy={busy === 'off'}>
              Turn off
            </Button>
          </div>
        </fieldset>
      </form>
    </div>
  );
}
