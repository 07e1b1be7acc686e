import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
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
  const validId = useId();
  const currentId = useId();
  const missingId = useId();
  const [state, setState] = useState<DeployState>(() =>
    emailVerified === false
      ? { status: 'unverified', message: accountMessages.verifyBeforePublishing }
      : { status: 'form' },
  );
  const [resend, setResend] = useState<{ state: ResendState; message?: string }>({ state: 'idle' });
  const [subdomain, setSubdomain] = useState(() =>
    sanitizeSubdomain(currentDeployment?.subdomain ?? username ?? ''),
  );
  const [submitError, setSubmitError] = useState<string | null>(null);
  const { copied, copy } = useCopyFeedback();
  const viewRef = useRef<HTMLDivElement>(null);
  const subdomainRef = useRef<HTMLInputElement>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Verified in another tab while this dialog waited: the form is ready without a "Try Again".
  const [verifiedBefore, setVerifiedBefore] = useState(emailVerified);
  if (verifiedBefore !== emailVerified) {
    setVerifiedBefore(emailVerified);
    if (emailVerified && state.status === 'unverified') setState({ status: 'form' });
  }

  // Each outcome replaces the button that had focus; move focus to the new view so keyboard
  // users stay inside the dialog and screen readers read what happened.
  // Back on the form from an outcome (Try Again, or verified meanwhile), the field takes the focus.
  const shownStatus = useRef(state.status);
  useEffect(() => {
    const previous = shownStatus.current;
    shownStatus.current = state.status;
    if (state.status !== 'form') viewRef.current?.focus();
    else if (previous !== 'form') subdomainRef.current?.focus();
  }, [state.status]);

  const check = subdomain ? validateSubdomain(subdomain) : null;
  const checkable = Boolean(onCheckSubdomain) && check?.valid === true && state.status === 'form';
  const [availability, setAvailability] = useState<SubdomainAvailability | null>(null);

  useEffect(() => {
    if (!checkable || !onCheckSubdomain) return;
    let current = true;
    const timer = setTimeout(() => {
      onCheckSubdomain(subdomain).then(
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
  }, [checkable, onCheckSubdomain, subdomain]);

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

  const resendVerification = async () => {
    if (!onResendVerification) return;
    setResend({ state: 'sending' });
    try {
      const result = await onResendVerification();
      const message = (result as { message?: unknown } | undefined)?.message;
      if (mounted.current)
        setResend({ state: 'sent', message: typeof message === 'string' && message ? message : resendSentFallback });
    } catch (error) {
      const { status, message } = (typeof error === 'object' && error !== null ? error : {}) as DeployError;
      const text = typeof message === 'string' && message.trim() ? message.trim() : resendFailedFallback;
      if (mounted.current) setResend({ state: status === 429 ? 'limited' : 'error', message: text });
    }
  };

  const finishProfile = () => {
    onClose();
    onNavigate(appPaths.profile);
  };

  const deploying = state.status === 'deploying';
  const liveUrl = state.status === 'succeeded' ? state.deployUrl : '';
  const liveHref = externalHref(liveUrl);

  const footer =
    state.status === 'form' || deploying ? (
      <>
        <Button variant="secondary" disabled={deploying} onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" form={formId} busy={deploying}>
          {deploying ? (isUpdate ? 'Updating...' : 'Deploying...') : isUpdate ? 'Update' : 'Deploy'}
        </Button>
      </>
    ) : (
      <Button variant="secondary" onClick={onClose}>
        Close
      </Button>
    );

  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      dismissible={!deploying}
      title={isUpdate ? 'Update Template' : 'Deploy Template'}
      description={template.templateName}
      footer={footer}
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
              <div role="group" aria-labelledby={currentId}>
                <h3 id={currentId} className={styles.currentTitle}>
                  Current Deployment
                </h3>
                <dl className={styles.current}>
                  <dt className={styles.currentTerm}>Template</dt>
                  <dd className={styles.currentValue}>
                    {currentTemplateName ?? currentDeployment.templateIdentifier}
                  </dd>
                  <dt className={styles.currentTerm}>Live at</dt>
                  <dd className={styles.currentValue}>{currentDeployment.deployUrl}</dd>
                </dl>
              </div>
            ) : null}
            {submitError ? <Alert>{submitError}</Alert> : null}
            <TextField
              ref={subdomainRef}
              label="Subdomain"
              name="subdomain"
              value={subdomain}
              onChange={(event) => {
                setSubdomain(sanitizeWhileTyping(event.target.value));
                setSubmitError(null);
              }}
              onBlur={() => setSubdomain(sanitizeSubdomain)}
              autoComplete="off"
              required
              disabled={deploying}
              placeholder="your-name"
              endAdornment={<span className={styles.suffix}>.{domain}</span>}
              error={check && !check.valid ? check.message : takenMessage}
              describedBy={check?.valid && !takenMessage ? validId : undefined}
              footer={
                check?.valid && !takenMessage ? (
                  <p id={validId} className={styles.valid}>
                    {check.message}
                  </p>
                ) : null
              }
            />
            <NameSuggestions names={alternatives} onPick={takeAlternative} disabled={deploying} />
            {completion && completion.missing.length > 0 ? (
              <div role="group" aria-labelledby={missingId} className={styles.missingBox}>
                <h3 id={missingId} className={styles.currentTitle}>
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
                  Sections with nothing in them stay off your page; you can publish now and add them
                  later.{' '}
                  <Button variant="ghost" size="sm" disabled={deploying} onClick={finishProfile}>
                    Finish Profile
                  </Button>
                </p>
              </div>
            ) : null}
            <p className={styles.address}>
              Your portfolio will be live at{' '}
              <span className={styles.addressValue}>
                {subdomain || 'your-name'}.{domain}
              </span>
            </p>
            {deploying ? (
              <Spinner
                label={isUpdate ? 'Updating your portfolio...' : 'Deploying your portfolio...'}
              />
            ) : null}
          </form>
        ) : null}

        {state.status === 'failed' ? (
          <>
            <Alert>{state.message}</Alert>
            <div className={styles.actions}>
              <Button onClick={() => setState({ status: 'form' })}>Try Again</Button>
            </div>
          </>
        ) : null}

        {state.status === 'unverified' ? (
          <>
            <Alert tone="info" title="Verify your e-mail address first">
              {state.message}
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
              <Button onClick={() => setState({ status: 'form' })}>Try Again</Button>
            </div>
          </>
        ) : null}

        {state.status === 'confirm' ? (
          <>
            <Alert tone="warning" title={nearlyEmptyTitle}>
              {nearlyEmptyText(completion, `${state.subdomain}.${domain}`)}
            </Alert>
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => setState({ status: 'form' })}>
                Back
              </Button>
              <Button variant="secondary" onClick={finishProfile}>
                Finish Profile
              </Button>
              <Button onClick={() => void publish(state.subdomain)}>Publish anyway</Button>
            </div>
          </>
        ) : null}

        {state.status === 'userNotFound' ? (
          <>
            <Alert>{state.message}</Alert>
            <p className={styles.explanation}>
              Your profile must be completed in the Profile Wizard before you can deploy a template.
            </p>
            <div className={styles.actions}>
              <Button
                onClick={() => {
                  onClose();
                  onNavigate(appPaths.profile);
                }}
              >
                Go to Profile Wizard
              </Button>
            </div>
          </>
        ) : null}

        {state.status === 'succeeded' ? (
          <>
            <Alert
              tone="success"
              title={isUpdate ? 'Your portfolio has been updated!' : 'Your portfolio is published!'}
            >
              {template.templateName} is now published.
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
        ) : null}
      </div>
    </Dialog>
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
