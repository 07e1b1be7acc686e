import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type Ref, type RefObject } from 'react';
import {
  appPaths,
  accountMessages,
  sanitizeSubdomain,
  subdomainMaxLength,
  messages,
  profileSections,
  subdomainMessages,
  validateSubdomain,
  type DeployRequest,
  type DeployResponse,
  type ProfileCompletion,
  type SubdomainAvailability,
  type UserDeployment,
} from '@showfolio/portfolio-schema';
import { Alert, Button, ButtonLink, Dialog, NameSuggestions, Spinner, suggestedNames, TextField } from '../../primitives';
import { externalHref } from '../externalHref';
import { useCopyFeedback } from '../useCopyFeedback';
import * as styles from './DeployModal.css';
import { useMounted } from '../../hooks/useMounted';

/** "Resend" answered without a message of its own. */
const resendSentFallback = 'We sent you a new verification link.';
const resendFailedFallback = 'Could not send the e-mail. Please try again.';

/**
 * A portfolio with fewer completed sections than this is nearly empty: Deploy asks before
 * publishing it (issue 34). It asks, never refuses: the spec lets any saved portfolio be deployed.
 */
export const nearlyEmptyBelowSections = 3;

export const nearlyEmptyTitle = 'Publish a nearly empty portfolio?';

/** Quiet time after the last keystroke before the availability check runs. */
export const subdomainCheckDelayMs = 400;

/** What `onDeploy` rejects with: the api-client's ApiError has both fields. */
export interface DeployError {
  status?: number;
  message?: string;
  /** The answer's body: a 409 "taken" carries `suggestions`, free names to take instead. */
  body?: unknown;
}


export interface DeployModalProps {
  open: boolean;
  onClose: () => void;
  /** The template chosen in the gallery. */
  template: { templateIdentifier: string; templateName: string };
  /** The user's live deployment: the modal then says 'Update Template' and shows it. */
  currentDeployment?: UserDeployment | null;
  /** The current deployment's template name; its identifier shows when absent. */
  currentTemplateName?: string;
  /** The signed-in user's username: a first deploy's subdomain starts from it, sanitised. */
  username?: string;
  /** The product domain (PUBLIC_DOMAIN) under which subdomains live, e.g. 'showfolio.in'. */
  domain: string;
  /** POST /templates/deploy; rejects with a DeployError. */
  onDeploy: (request: DeployRequest) => Promise<DeployResponse>;
  /** Internal navigation, used by 'Go to Profile Wizard'. */
  onNavigate: (path: string) => void;
  /**
   * GET /templates/subdomain-availability/{subdomain}, run for a valid name once typing pauses.
   * A failed check shows nothing: the deploy itself still says when a name is taken.
   */
  onCheckSubdomain?: (subdomain: string) => Promise<SubdomainAvailability>;
  /**
   * False when the account has not verified its e-mail address yet: the modal opens on the
   * verify-first view instead of a deploy the server would refuse (403).
   */
  emailVerified?: boolean;
  /** POST /auth/resend-verification; rejects with a DeployError (429 when asked too often). */
  onResendVerification?: () => Promise<unknown>;
  /**
   * The dashboard's completion meter for the portfolio being published: the form lists what is
   * missing, and a nearly empty portfolio is published only after the person says so. Undefined
   * while unknown (nothing is listed and nothing is asked).
   */
  completion?: Pick<ProfileCompletion, 'percent' | 'completed' | 'missing'>;
}

/** Where "Resend" stands on the verify-first view. */
export const resendStates = ['idle', 'sending', 'sent', 'limited', 'error'] as const;
export type ResendState = (typeof resendStates)[number];

type DeployState =
  | { status: 'form' }
  | { status: 'deploying' }
  | { status: 'failed'; message: string }
  | { status: 'userNotFound'; message: string }
  | { status: 'unverified'; message: string }
  | { status: 'confirm'; subdomain: string }
  | { status: 'succeeded'; deployUrl: string };

/**
 * 'Deploy Template' / 'Update Template'. Mounted only while open, so reopening starts from a
 * fresh form; it cannot be closed while a deployment is running.
 */
export function DeployModal({ open, ...props }: DeployModalProps) {
  return open ? <DeployDialog key={props.template.templateIdentifier} {...props} /> : null;
}

function DeployDialog({
  onClose,
  template,
  currentDeployment,
  currentTemplateName,
  username,
  domain,
  onDeploy,
  onNavigate,
  onCheckSubdomain,
  emailVerified,
  onResendVerification,
  completion,
}: Omit<DeployModalProps, 'open'>) {
  // Fixed when the dialog opens: the host refreshes the deployment before a first deploy resolves,
  // and that must not turn its success into "updated".
  const [isUpdate] = useState(() => Boolean(currentDeployment));
  const formId = useId();
  const [state, setState] = useState<DeployState>(() =>
    emailVerified === false
      ? { status: 'unverified', message: accountMessages.verifyBeforePublishing }
      : { status: 'form' },
  );
  const [subdomain, setSubdomain] = useState(() =>
    sanitizeSubdomain(currentDeployment?.subdomain ?? username ?? ''),
  );
  const [submitError, setSubmitError] = useState<string | null>(null);
  const viewRef = useRef<HTMLDivElement>(null);
  const subdomainRef = useRef<HTMLInputElement>(null);
  const mounted = useMounted();

  // Verified in another tab while this dialog waited: the form is ready without a "Try Again".
  const [verifiedBefore, setVerifiedBefore] = useState(emailVerified);
  if (verifiedBefore !== emailVerified) {
    setVerifiedBefore(emailVerified);
    if (emailVerified && state.status === 'unverified') setState({ status: 'form' });
  }

  useFocusFollowsView(state.status, viewRef, subdomainRef);

  const check = subdomain ? validateSubdomain(subdomain) : null;
  const [availability, setAvailability] = useSubdomainAvailability(
    subdomain,
    check?.valid === true && state.status === 'form' ? onCheckSubdomain : undefined,
  );

  // An answer about an earlier spelling says nothing about this one.
  const takenHere = availability && availability.subdomain === subdomain && !availability.available;
  const takenMessage = takenHere ? availability.message : undefined;
  const alternatives = takenHere ? suggestedNames(availability) : [];

  const takeAlternative = (name: string) => {
    setSubdomain(name);
    setSubmitError(null);
    subdomainRef.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const candidate = sanitizeSubdomain(subdomain);
    setSubdomain(candidate);
    const result = validateSubdomain(candidate);
    if (!result.valid) {
      setSubmitError(
        result.message === subdomainMessages.reserved ? result.message : subdomainMessages.invalid,
      );
      return;
    }
    setSubmitError(null);
    if (completion && completion.completed.length < nearlyEmptyBelowSections) {
      setState({ status: 'confirm', subdomain: candidate });
      return;
    }
    await publish(candidate);
  };

  const publish = async (candidate: string) => {
    setState({ status: 'deploying' });
    try {
      const { deployUrl } = await onDeploy({
        templateIdentifier: template.templateIdentifier,
        subdomain: candidate,
      });
      if (mounted.current) setState({ status: 'succeeded', deployUrl });
    } catch (error) {
      if (!mounted.current) return;
      // Taken meanwhile, with free names to take instead: back on the form, the names under the field.
      const { status, message, body } = (typeof error === 'object' && error !== null ? error : {}) as DeployError;
      const suggestions = suggestedNames(body);
      if (status === 409 && suggestions.length > 0) {
        setAvailability({ subdomain: candidate, available: false, message: message || messages.deployFailed, suggestions });
        setState({ status: 'form' });
        return;
      }
      setState(failureState(error));
    }
  };

  const finishProfile = () => {
    onClose();
    onNavigate(appPaths.profile);
  };

  const deploying = state.status === 'deploying';

  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      dismissible={!deploying}
      title={isUpdate ? 'Update Template' : 'Deploy Template'}
      description={template.templateName}
      footer={<DeployFooter formId={state.status === 'form' || deploying ? formId : undefined} deploying={deploying} isUpdate={isUpdate} onClose={onClose} />}
    >
      <div className={styles.body} ref={viewRef} tabIndex={-1} data-state={state.status}>
        {state.status === 'form' || deploying ? (
          <form
            id={formId}
            className={styles.body}
            onSubmit={(event) => void submit(event)}
            noValidate
          >
            {currentDeployment ? (
              <CurrentDeployment deployment={currentDeployment} templateName={currentTemplateName} />
            ) : null}
            {submitError ? <Alert>{submitError}</Alert> : null}
            <SubdomainField
              ref={subdomainRef}
              value={subdomain}
              onChange={(value) => {
                setSubdomain(value);
                setSubmitError(null);
              }}
              onBlur={() => setSubdomain(sanitizeSubdomain)}
              disabled={deploying}
              domain={domain}
              check={check}
              takenMessage={takenMessage}
              alternatives={alternatives}
              onTakeAlternative={takeAlternative}
            />
            {completion && completion.missing.length > 0 ? (
              <MissingSections completion={completion} disabled={deploying} onFinishProfile={finishProfile} />
            ) : null}
            <p className={styles.address}>
              Your portfolio will be live at{' '}
              <span className={styles.addressValue}>
                {subdomain || 'your-name'}.{domain}
              </span>
            </p>
            {deploying ? <Spinner label={isUpdate ? 'Updating your portfolio...' : 'Deploying your portfolio...'} /> : null}
          </form>
        ) : null}

        {state.status === 'failed' ? (
          <FailureView message={state.message} action="Try Again" onAction={() => setState({ status: 'form' })} />
        ) : null}

        {state.status === 'unverified' ? (
          <UnverifiedView
            message={state.message}
            onResendVerification={onResendVerification}
            onTryAgain={() => setState({ status: 'form' })}
          />
        ) : null}

        {state.status === 'confirm' ? (
          <NearlyEmptyView
            address={`${state.subdomain}.${domain}`}
            completion={completion}
            onBack={() => setState({ status: 'form' })}
            onFinishProfile={finishProfile}
            onPublish={() => void publish(state.subdomain)}
          />
        ) : null}

        {state.status === 'userNotFound' ? (
          <FailureView message={state.message} action="Go to Profile Wizard" onAction={finishProfile}>
            Your profile must be completed in the Profile Wizard before you can deploy a template.
          </FailureView>
        ) : null}

        {state.status === 'succeeded' ? (
          <PublishedView isUpdate={isUpdate} templateName={template.templateName} liveUrl={state.deployUrl} />
        ) : null}
      </div>
    </Dialog>
  );
}

/**
 * Each outcome replaces the button that had focus; focus moves to the new view so keyboard users
 * stay inside the dialog and screen readers read what happened. Back on the form from an outcome
 * (Try Again, or verified meanwhile), the field takes the focus.
 */
function useFocusFollowsView(status: DeployState['status'], view: RefObject<HTMLElement | null>, field: RefObject<HTMLElement | null>) {
  const shown = useRef(status);
  useEffect(() => {
    const previous = shown.current;
    shown.current = status;
    if (status !== 'form') view.current?.focus();
    else if (previous !== 'form') field.current?.focus();
  }, [status, view, field]);
}

/** "Publish a nearly empty portfolio?": it asks, never refuses (the spec allows any saved portfolio). */
function NearlyEmptyView({
  address,
  completion,
  onBack,
  onFinishProfile,
  onPublish,
}: {
  address: string;
  completion: DeployModalProps['completion'];
  onBack: () => void;
  onFinishProfile: () => void;
  onPublish: () => void;
}) {
  return (
    <>
      <Alert tone="warning" title={nearlyEmptyTitle}>
        {nearlyEmptyText(completion, address)}
      </Alert>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button variant="secondary" onClick={onFinishProfile}>
          Finish Profile
        </Button>
        <Button onClick={onPublish}>Publish anyway</Button>
      </div>
    </>
  );
}

/** A deploy that went wrong: the message, what it means, and the one way on. */
function FailureView({ message, action, onAction, children }: { message: string; action: string; onAction: () => void; children?: ReactNode }) {
  return (
    <>
      <Alert>{message}</Alert>
      {children ? <p className={styles.explanation}>{children}</p> : null}
      <div className={styles.actions}>
        <Button onClick={onAction}>{action}</Button>
      </div>
    </>
  );
}

/** Cancel and Deploy (or Update) under the form (`formId`); Close under an outcome. */
function DeployFooter({ formId, deploying, isUpdate, onClose }: { formId?: string; deploying: boolean; isUpdate: boolean; onClose: () => void }) {
  if (!formId)
    return (
      <Button variant="secondary" onClick={onClose}>
        Close
      </Button>
    );
  return (
    <>
      <Button variant="secondary" disabled={deploying} onClick={onClose}>
        Cancel
      </Button>
      <Button type="submit" form={formId} busy={deploying}>
        {deploying ? (isUpdate ? 'Updating...' : 'Deploying...') : isUpdate ? 'Update' : 'Deploy'}
      </Button>
    </>
  );
}

interface SubdomainFieldProps {
  ref: Ref<HTMLInputElement>;
  value: string;
  /** The typed value, cleaned as it is typed. */
  onChange: (value: string) => void;
  onBlur: () => void;
  disabled: boolean;
  domain: string;
  check: ReturnType<typeof validateSubdomain> | null;
  /** "Subdomain is already taken", when the check said so for this spelling. */
  takenMessage?: string;
  alternatives: readonly string[];
  onTakeAlternative: (name: string) => void;
}

/** The subdomain, under the product domain: its rule's verdict or "taken" with free names beside it. */
function SubdomainField({ ref, value, onChange, onBlur, disabled, domain, check, takenMessage, alternatives, onTakeAlternative }: SubdomainFieldProps) {
  const validId = useId();
  const valid = check?.valid && !takenMessage;
  return (
    <>
      <TextField
        ref={ref}
        label="Subdomain"
        name="subdomain"
        value={value}
        onChange={(event) => onChange(sanitizeWhileTyping(event.target.value))}
        onBlur={onBlur}
        autoComplete="off"
        required
        disabled={disabled}
        placeholder="your-name"
        endAdornment={<span className={styles.suffix}>.{domain}</span>}
        error={check && !check.valid ? check.message : takenMessage}
        describedBy={valid ? validId : undefined}
        footer={
          valid ? (
            <p id={validId} className={styles.valid}>
              {check.message}
            </p>
          ) : null
        }
      />
      <NameSuggestions names={alternatives} onPick={onTakeAlternative} disabled={disabled} />
    </>
  );
}

/** Whether `subdomain` is free, asked once typing pauses; `check` is absent while it need not be asked. */
function useSubdomainAvailability(subdomain: string, check: DeployModalProps['onCheckSubdomain']) {
  const [availability, setAvailability] = useState<SubdomainAvailability | null>(null);
  useEffect(() => {
    if (!check) return;
    let current = true;
    const timer = setTimeout(() => {
      check(subdomain).then(
        (result) => {
          if (current) setAvailability({ ...result, subdomain });
        },
        () => undefined,
      );
    }, subdomainCheckDelayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [check, subdomain]);
  return [availability, setAvailability] as const;
}

/** The live deployment an update replaces. */
function CurrentDeployment({ deployment, templateName }: { deployment: UserDeployment; templateName?: string }) {
  const titleId = useId();
  return (
    <div role="group" aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.currentTitle}>
        Current Deployment
      </h3>
      <dl className={styles.current}>
        <dt className={styles.currentTerm}>Template</dt>
        <dd className={styles.currentValue}>{templateName ?? deployment.templateIdentifier}</dd>
        <dt className={styles.currentTerm}>Live at</dt>
        <dd className={styles.currentValue}>{deployment.deployUrl}</dd>
      </dl>
    </div>
  );
}

/** The completion meter's missing sections, with the way back to the wizard (issue 34). */
function MissingSections({
  completion,
  disabled,
  onFinishProfile,
}: {
  completion: NonNullable<DeployModalProps['completion']>;
  disabled: boolean;
  onFinishProfile: () => void;
}) {
  const titleId = useId();
  return (
    <div role="group" aria-labelledby={titleId} className={styles.missingBox}>
      <h3 id={titleId} className={styles.currentTitle}>
        Your profile is {completion.percent}% complete. Missing sections:
      </h3>
      <ul className={styles.missing}>
        {completion.missing.map(({ key, label }) => (
          <li key={key} className={styles.missingItem}>
            {label}
          </li>
        ))}
      </ul>
      <p className={styles.address}>
        Sections with nothing in them stay off your page; you can publish now and add them later.{' '}
        <Button variant="ghost" size="sm" disabled={disabled} onClick={onFinishProfile}>
          Finish Profile
        </Button>
      </p>
    </div>
  );
}

/** Verify first: the server refuses a deploy from an unverified address; Resend sends a new link. */
function UnverifiedView({
  message,
  onResendVerification,
  onTryAgain,
}: {
  message: string;
  onResendVerification?: () => Promise<unknown>;
  onTryAgain: () => void;
}) {
  const [resend, setResend] = useState<{ state: ResendState; message?: string }>({ state: 'idle' });
  const mounted = useMounted();

  const resendVerification = async () => {
    if (!onResendVerification) return;
    setResend({ state: 'sending' });
    try {
      const result = await onResendVerification();
      const sent = (result as { message?: unknown } | undefined)?.message;
      if (mounted.current)
        setResend({ state: 'sent', message: typeof sent === 'string' && sent ? sent : resendSentFallback });
    } catch (error) {
      const { status, message: failure } = (typeof error === 'object' && error !== null ? error : {}) as DeployError;
      const text = typeof failure === 'string' && failure.trim() ? failure.trim() : resendFailedFallback;
      if (mounted.current) setResend({ state: status === 429 ? 'limited' : 'error', message: text });
    }
  };

  return (
    <>
      <Alert tone="info" title="Verify your e-mail address first">
        {message}
      </Alert>
      {resend.state === 'sent' ? <Alert tone="success">{resend.message}</Alert> : null}
      {resend.state === 'limited' || resend.state === 'error' ? <Alert>{resend.message}</Alert> : null}
      <div className={styles.actions}>
        {onResendVerification ? (
          <Button
            variant="secondary"
            busy={resend.state === 'sending'}
            disabled={resend.state === 'sending' || resend.state === 'limited'}
            onClick={() => void resendVerification()}
          >
            {resend.state === 'sending' ? 'Sending...' : 'Resend'}
          </Button>
        ) : null}
        <Button onClick={onTryAgain}>Try Again</Button>
      </div>
    </>
  );
}

/** Published: the address, to copy or to open. */
function PublishedView({ isUpdate, templateName, liveUrl }: { isUpdate: boolean; templateName: string; liveUrl: string }) {
  const { copied, copy } = useCopyFeedback();
  const liveHref = externalHref(liveUrl);
  return (
    <>
      <Alert tone="success" title={isUpdate ? 'Your portfolio has been updated!' : 'Your portfolio is published!'}>
        {templateName} is now published.
      </Alert>
      <TextField label="Portfolio URL" value={liveUrl} readOnly />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void copy(liveUrl)}>
          {copied ? 'Copied!' : 'Copy URL'}
        </Button>
        {liveHref ? (
          <ButtonLink href={liveHref} target="_blank" rel="noopener noreferrer">
            View Portfolio
          </ButtonLink>
        ) : null}
      </div>
    </>
  );
}

/** What the nearly-empty question says: the few sections there are, and where visitors will see them. */
export function nearlyEmptyText(
  completion: Pick<ProfileCompletion, 'percent' | 'completed'> | undefined,
  address: string,
): string {
  const percent = completion?.percent ?? 0;
  const done = completion?.completed.length ?? 0;
  const has =
    done === 0
      ? 'nothing in it yet'
      : `only ${done} of ${profileSections.length} sections filled (${percent}% complete)`;
  return `Your portfolio has ${has}, so visitors to ${address} will see a nearly empty page. Publish it now and add the rest later, or finish your profile first.`;
}

/**
 * `sanitizeSubdomain` per keystroke, except that a hyphen just typed at the end survives until
 * the next character: trimming it at once would make 'ada-rivera' impossible to type. Blur and
 * submit apply the full rule.
 */
function sanitizeWhileTyping(raw: string): string {
  const clean = sanitizeSubdomain(raw);
  return raw.endsWith('-') && clean !== '' && clean.length < subdomainMaxLength
    ? `${clean}-`
    : clean;
}

function failureState(error: unknown): DeployState {
  const { status, message } = (
    typeof error === 'object' && error !== null ? error : {}
  ) as DeployError;
  const text = typeof message === 'string' ? message.trim() : '';
  if (status === 403 && /verify your e-mail/i.test(text)) return { status: 'unverified', message: text };
  if (status === 404 && /user not found/i.test(text || messages.userNotFound)) {
    return { status: 'userNotFound', message: text || messages.userNotFound };
  }
  return { status: 'failed', message: text || messages.deployFailed };
}
