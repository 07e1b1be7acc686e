import {
  appPaths,
  emptySocialLinks,
  normalizeSocialLinks,
  stepContentComplete,
  userDetailsFormError,
  wizardMessages,
  wizardStepTable,
  type PortfolioDraft,
  type ReorderableList,
  type WizardMode,
  type WizardStepId,
} from '@showfolio/portfolio-schema';
import {
  Component,
  Suspense,
  use,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { useExternalStore } from '../../hooks/useExternalStore';
import { Alert } from '../../primitives/Alert';
import { Badge } from '../../primitives/Badge';
import { Button, ButtonLink } from '../../primitives/Button';
import { Link } from '../../primitives/Navigation';
import { ConfirmDialog, Dialog } from '../../primitives/Dialog';
import { ProgressBar } from '../../primitives/ProgressBar';
import { Select } from '../../primitives/Select';
import { Spinner } from '../../primitives/Spinner';
import { useToast } from '../../primitives/Toast';
import { useMediaQuery } from '../../dashboard/useMediaQuery';
import type { WizardController } from '../controller';
import { UserDetailsStep } from '../steps/UserDetailsStep';
import {
  ProfileWizardContext,
  useProfileWizard,
  type FeedbackTone,
  type ProfileWizardContextValue,
  type PublishNowOffer,
  type SubmitState,
  type WizardFeedback,
  type WizardDirection,
  type WizardGuard,
  type WizardUser,
} from './context';
import { createAutosave, type AutosaveState } from './autosave';
import { pickEncouragement } from './encouragements';
import * as styles from './ProfileWizard.css';

/**
 * Each step's form, by the id of the schema's step table. Step 1 comes with the wizard; the others
 * are chunks of their own, loaded when the wizard moves to them (with the save Next makes, so the
 * step is there when the save is), because they carry what step 1 does not need: dnd-kit for
 * reordering entries, the date picker, tag inputs, the picture and resume uploads.
 */
const stepModules: Record<WizardStepId, () => Promise<ComponentType>> = {
  userDetails: () => Promise.resolve(UserDetailsStep),
  documents: () => import('../steps/DocumentsStep').then((module) => module.DocumentsStep),
  education: () => import('../steps/EducationStep').then((module) => module.EducationStep),
  projects: () => import('../steps/ProjectsStep').then((module) => module.ProjectsStep),
  experience: () => import('../steps/ExperienceStep').then((module) => module.ExperienceStep),
  socialLinks: () => import('../steps/SocialLinksStep').then((module) => module.SocialLinksStep),
  preview: () => import('../steps/PreviewStep').then((module) => module.PreviewStep),
};

/**
 * Marks a load as settled the way React's `use()` reads a thenable (`status` and `value`), so a step
 * whose chunk is already here renders at once instead of showing its loading state for a frame.
 */
const settled = (load: Promise<ComponentType>, component: ComponentType) =>
  Object.assign(load, { status: 'fulfilled', value: component });

const stepLoads = new Map<WizardStepId, Promise<ComponentType>>([
  ['userDetails', settled(Promise.resolve(UserDetailsStep), UserDetailsStep)],
]);

/** Starts (once) loading a step's form; a failed load is forgotten so the next visit tries again. */
function loadStep(id: WizardStepId): Promise<ComponentType> {
  let load = stepLoads.get(id);
  if (!load) {
    const started: Promise<ComponentType> = stepModules[id]().then((component) => {
      settled(started, component);
      return component;
    });
    started.catch(() => stepLoads.delete(id));
    stepLoads.set(id, started);
    load = started;
  }
  return load;
}

/** Loads every step's form now: for stories and tests that open the wizard past step 1 at once. */
export const loadWizardSteps = () => Promise.all(wizardStepTable.map((entry) => loadStep(entry.id))).then(() => undefined);

/** Resolves once the step's form can render, whether or not its chunk loaded (it then shows an error). */
const stepReady = (step: number) => loadStep(stepAt(step).id).then(
  () => undefined,
  () => undefined,
);

function StepForm({ id }: { id: WizardStepId }) {
  const Form = use(loadStep(id));
  // Not a component made during render: the step's module export, the same one on every render.
  // eslint-disable-next-line react-hooks/static-components
  return <Form />;
}

/** A step whose chunk did not load says so and offers to try again, instead of emptying the wizard. */
class StepLoadGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert tone="error" title="This step could not be loaded">
        <span className={styles.loadFailure}>
          Check your connection and try again.
          <Button size="sm" variant="secondary" onClick={() => this.setState({ failed: false })}>
            Try again
          </Button>
        </span>
      </Alert>
    );
  }
}

export const wizardStepCount = wizardStepTable.length;
const stepAt = (step: number) => wizardStepTable[step - 1]!;

const clampStep = (step: number) => Math.min(wizardStepCount, Math.max(1, Math.round(step)));

/**
 * A returning user's portfolio is already stored: every step up to the first one whose checks
 * fail counts as completed, so the stepper reaches Social Links in one click instead of five.
 */
/** Autosave states after Next's save in which the spec keeps the user on the step. */
const failedSaveStatuses: ReadonlySet<AutosaveState['status']> = new Set(['retrying', 'refused', 'conflict']);

function withStoredSteps(completed: ReadonlySet<number>, draft: PortfolioDraft): ReadonlySet<number> {
  const firstOpen = wizardStepTable.findIndex((entry) => entry.validate(draft) !== null);
  const stored = firstOpen === -1 ? wizardStepCount : firstOpen;
  if (stored === 0) return completed;
  const all = new Set(completed);
  for (let number = 1; number <= stored; number += 1) all.add(number);
  return all;
}

/** The host's question before in-app navigation leaves the wizard with unsaved changes. */
export interface WizardLeaveRequest {
  /** True while a navigation waits for the user's answer. */
  asking: boolean;
  stay: () => void;
  proceed: () => void;
}

export interface ProfileWizardProps {
  /** The data source; the host passes its api-client portfolio store. */
  controller: WizardController;
  /** The signed-in user: the heading's name and step 1's prefill in create mode. */
  user?: WizardUser;
  /** 1-7 (controlled). */
  step?: number;
  defaultStep?: number;
  onStepChange?: (step: number) => void;
  /** The host's pending navigation away from the wizard, answered by the leave dialog. */
  leave?: WizardLeaveRequest;
  /** Picks the encouraging toast; injectable so stories can be stable. */
  random?: () => number;
  /** How long after the last change the draft is saved (issue 34: about a second). */
  autosaveDelayMs?: number;
  /**
   * "Publish now" on the congratulation view (issue 34): the host opens its deploy dialog with
   * the template last chosen. Without it the view offers Browse Templates only.
   */
  publishNow?: PublishNowOffer;
  /** RestoredNotice, Header, Stepper and Step parts; omitted, all four render in that order. */
  children?: ReactNode;
}

/** /profile: the seven-step portfolio wizard. Parts: RestoredNotice, ConflictNotice, Header (with SaveStatus), Stepper, Step. */
function Root({
  controller,
  user,
  step: stepProp,
  defaultStep = 1,
  onStepChange,
  leave,
  random,
  autosaveDelayMs = 1000,
  publishNow,
  children,
}: ProfileWizardProps) {
  const state = useExternalStore(controller);
  const { toast } = useToast();
  const [requestedStep, setStep] = useControllableState({
    value: stepProp,
    defaultValue: () => clampStep(defaultStep),
    onChange: onStepChange,
  });
  const step = clampStep(requestedStep);
  const [completed, setCompleted] = useState<ReadonlySet<number>>(() => new Set());
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<WizardFeedback | null>(null);
  const [submitState, setSubmitState] = useState<SubmitState>('idle');
  const [resets, setResets] = useState(0);
  const busyRef = useRef(false);
  const guards = useRef(new Set<WizardGuard>());
  const [saving, setSaving] = useState<AutosaveState>({ status: 'idle', conflictParts: [] });
  const [autosave] = useState(() =>
    createAutosave(controller, {
      delayMs: autosaveDelayMs,
      onChange: setSaving,
      onSaved: () => controller.dismissRestore?.(),
      onFailure: (message, withToast) => {
        setFeedback({ tone: 'error', message });
        if (withToast) toast({ message, tone: 'error' });
      },
    }),
  );
  useEffect(() => autosave.start(), [autosave]);

  const goTo = useCallback(
    (target: number) => {
      const next = clampStep(target);
      setFeedback(null);
      // Next's toast says whether the user changed this step (saved) or not (unchanged).
      autosave.forgetEdits();
      setStep(next);
    },
    [setStep, autosave],
  );

  // Create mode starts from the signed-in user's details (builder §5).
  const { firstName = '', lastName = '', username = '', email = '' } = user ?? {};
  useEffect(() => {
    if (state.loading || state.mode !== 'create' || !user) return;
    const current = controller.getState().draft.userDetails;
    const filled = {
      firstName: current.firstName || firstName,
      lastName: current.lastName || lastName,
      username: current.username || username,
      email: current.email || email,
    };
    // The prefill is not the user's edit: it neither counts as unsaved work nor starts a save.
    if (JSON.stringify(filled) !== JSON.stringify(current))
      autosave.quietly(() => controller.updateDraft({ userDetails: filled }, { userEdit: false }));
    // `user` itself is a new object on every host render; its fields are the dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [controller, autosave, state.loading, state.mode, firstName, lastName, username, email, resets]);

  // A reload or closed tab keeps the draft in this browser, but the browser still asks first.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!controller.hasUnsavedChanges?.()) return;
      event.preventDefault();
      // Older Chromium and Safari want returnValue set as well.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [controller]);

  const fail = useCallback((message: string, tone: FeedbackTone = 'error') => setFeedback({ tone, message }), []);
  const clearFeedback = useCallback(() => setFeedback(null), []);
  const registerGuard = useCallback((guard: WizardGuard) => {
    guards.current.add(guard);
    return () => void guards.current.delete(guard);
  }, []);
  /** Every guard of the step in turn; the first that says stay wins. */
  const guardsAllow = async (direction: WizardDirection) => {
    for (const guard of [...guards.current]) if (!(await guard(direction))) return false;
    return true;
  };
  const updateDraft = useCallback((patch: Partial<PortfolioDraft>) => controller.updateDraft(patch), [controller]);
  const moveEntry = useCallback(
    (list: ReorderableList, from: number, to: number) => controller.moveEntry(list, from, to),
    [controller],
  );

  const complete = (done: number) => setCompleted((current) => new Set(current).add(done));

  const submit = async (mode: WizardMode) => {
    setSubmitState('submitting');
    let ok = false;
    try {
      await autosave.flush();
      ok = Boolean(await controller.saveWhole());
    } catch {
      ok = false;
    }
    if (!ok) {
      setSubmitState('idle');
      fail(wizardMessages.submitFailed);
      return;
    }
    setSubmitState('submitted');
    complete(wizardStepCount);
    toast({ message: pickEncouragement(mode, wizardStepCount, random), tone: 'success' });
  };

  /** Runs `move` once at a time, with the buttons showing the wait. */
  const whileBusy = async (move: () => Promise<void>) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setFeedback(null);
    try {
      await move();
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  const next = () =>
    whileBusy(async () => {
      const current = step;
      // An entry typed into a step's form but not added yet is added here, or stops Next.
      if (!(await guardsAllow('next'))) return;
      if (stepAt(current).id === 'socialLinks') {
        const draft = controller.getState().draft;
        controller.updateDraft({ socialLinks: { ...emptySocialLinks, ...normalizeSocialLinks(draft.socialLinks) } });
      }
      const draft = controller.getState().draft;
      const mode = controller.getState().mode;
      const definition = stepAt(current);
      const blocked = definition.validate(draft);
      if (blocked) {
        fail(blocked);
        return;
      }
      if (current === wizardStepCount) {
        await submit(mode);
        return;
      }
      // Saving is autosave's (issue 34); Next saves what still waits right away (a new portfolio
      // stores each step as it is passed, the prefilled details included, as before). The spec
      // (builder §4, §8) keeps the user on the step when that save fails, with its message here.
      // Offline, the move goes ahead: the status says the change is saved once the connection is back.
      const edited = definition.parts.some(({ part }) => autosave.editedParts().has(part));
      const upcoming = stepReady(current + 1);
      await autosave.flush(mode === 'create' ? definition.parts.map(({ part }) => part) : []);
      if (failedSaveStatuses.has(autosave.getState().status)) return;
      await upcoming;
      complete(current);
      goTo(current + 1);
      if (edited || mode === 'create') toast({ message: pickEncouragement(mode, current, random), tone: 'success' });
      else if (definition.noChange) toast({ message: definition.noChange, tone: 'info' });
    });

  // Back keeps what the step holds: a filled entry form is added to the draft (or stops Back with
  // its errors), and autosave stores it.
  const previous = () =>
    whileBusy(async () => {
      const current = step;
      if (!(await guardsAllow('previous'))) return;
      await stepReady(current - 1);
      goTo(current - 1);
    });

  const reset = () => {
    controller.reset();
    setCompleted(new Set());
    setSubmitState('idle');
    setResets((count) => count + 1);
    goTo(1);
  };

  const reachable = state.mode === 'edit' ? withStoredSteps(completed, state.draft) : completed;
  const value: ProfileWizardContextValue = {
    controller,
    draft: state.draft,
    mode: state.mode,
    loading: state.loading,
    step,
    reachable,
    // A tick says the step's content is there, not merely that the step was passed (issue 34).
    completed: new Set(
      wizardStepTable.flatMap((entry, index) =>
        reachable.has(index + 1) && stepContentComplete(entry.id, state.draft, { submitted: submitState === 'submitted' })
          ? [index + 1]
          : [],
      ),
    ),
    saving,
    loadNewerCopy: autosave.loadNewerCopy,
    busy,
    feedback,
    submitState,
    goTo,
    next,
    previous,
    reset,
    fail,
    clearFeedback,
    updateDraft,
    moveEntry,
    registerGuard,
    publishNow,
  };

  return (
    <ProfileWizardContext.Provider value={value}>
      <div className={styles.wizard} data-state={state.loading ? 'loading' : submitState === 'submitted' ? 'submitted' : 'editing'} data-mode={state.mode}>
        {children ?? (
          <>
            <RestoredNotice />
            <ConflictNotice />
            <Header />
            <Stepper />
            <Step />
          </>
        )}
        {leave ? <LeaveConfirm {...leave} /> : null}
      </div>
    </ProfileWizardContext.Provider>
  );
}

/** Says that unsaved edits from an earlier visit were kept over the server copy, with Undo. */
function RestoredNotice() {
  const { controller, loading } = useProfileWizard();
  const { restoredParts = [] } = useExternalStore(controller);
  if (loading || restoredParts.length === 0 || !controller.undoRestore) return null;
  return (
    <Alert tone="info" onDismiss={controller.dismissRestore ? () => controller.dismissRestore?.() : undefined}>
      <span className={styles.restored}>
        {wizardMessages.restoredUnsavedChanges}
        <Button variant="secondary" size="sm" onClick={() => controller.undoRestore?.()}>
          Undo
        </Button>
      </span>
    </Alert>
  );
}

/** Another tab or device saved a part first: says so and offers its newer copy (issue 34). */
function ConflictNotice() {
  const { saving, loadNewerCopy } = useProfileWizard();
  const [loading, setLoading] = useState(false);
  if (saving.status !== 'conflict') return null;
  return (
    <Alert tone="warning" title="Changed somewhere else">
      <span className={styles.restored}>
        {saving.message}
        <Button
          variant="secondary"
          size="sm"
          busy={loading}
          onClick={() => {
            setLoading(true);
            void loadNewerCopy().finally(() => setLoading(false));
          }}
        >
          {wizardMessages.loadNewerCopy}
        </Button>
      </span>
    </Alert>
  );
}

const saveStatusText: Record<AutosaveState['status'], string> = {
  idle: '',
  saving: wizardMessages.autosaveSaving,
  saved: wizardMessages.autosaveSaved,
  offline: wizardMessages.autosaveOffline,
  retrying: wizardMessages.autosaveRetrying,
  refused: wizardMessages.autosaveRefused,
  conflict: wizardMessages.autosaveRefused,
};

/** The autosave line beside the title: Saving…, Saved, Offline — will save when you're back. */
function SaveStatus() {
  const { saving } = useProfileWizard();
  // The reason of a failure is the step's error banner; this line stays short.
  const text =
    saving.status === 'refused'
      ? `${saveStatusText.refused} ${saving.message ?? ''}`
      : saving.status === 'conflict'
        ? `${saveStatusText.conflict} changed somewhere else`
        : saveStatusText[saving.status];
  return (
    <p
      aria-live="polite"
      aria-atomic="true"
      aria-busy={saving.status === 'saving' || undefined}
      className={styles.saveStatus}
      data-state={saving.status}
    >
      {text}
    </p>
  );
}

/** Asks before in-app navigation leaves unsaved changes behind. */
function LeaveConfirm({ asking, stay, proceed }: WizardLeaveRequest) {
  return (
    <Dialog
      open={asking}
      onOpenChange={(open) => {
        if (!open) stay();
      }}
      title={wizardMessages.leaveTitle}
      description={wizardMessages.leaveDescription}
      size="sm"
      footer={
        <>
          <Dialog.Close>Stay and keep editing</Dialog.Close>
          <Button variant="danger" onClick={proceed}>
            Leave
          </Button>
        </>
      }
    />
  );
}

/** The title and mode badge (builder §2). */
function Header() {
  const { draft, mode } = useProfileWizard();
  const name = draft.userDetails.firstName.trim();
  const title = !name ? 'Build Your Portfolio' : mode === 'edit' ? `Edit ${name}'s Portfolio` : `${name}'s Portfolio`;
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      <Badge tone={mode === 'edit' ? 'warning' : 'accent'}>
        {mode === 'edit' ? 'Editing Existing Portfolio' : 'Creating New Portfolio'}
      </Badge>
      <SaveStatus />
    </header>
  );
}

/** The numbered bar on desktop, a ring with 'n of 7' on mobile. Completed steps can be revisited. */
function Stepper() {
  const { step, completed, reachable: visited, goTo, loading, submitState } = useProfileWizard();
  const mobile = useMediaQuery('(max-width: 768px)');
  const percent = Math.round(((step - 1) / (wizardStepCount - 1)) * 100);
  if (loading) return null;
  if (mobile) {
    // The phone's step list: the current step and every completed one.
    const reachable = wizardStepTable
      .map((_, index) => index + 1)
      .filter((number) => number === step || completed.has(number) || visited.has(number));
    const radius = 28;
    const circumference = 2 * Math.PI * radius;
    const nextName = wizardStepTable[step]?.label;
    return (
      <nav aria-label="Wizard progress" className={styles.ring} data-layout="mobile">
        <svg aria-hidden="true" viewBox="0 0 64 64" width="64" height="64" className={styles.ringSvg}>
          <circle cx="32" cy="32" r={radius} className={styles.ringTrack} />
          <circle
            cx="32"
            cy="32"
            r={radius}
            className={styles.ringFill}
            strokeDasharray={circumference}
            strokeDashoffset={circumference * (1 - step / wizardStepCount)}
          />
        </svg>
        <div>
          <p className={styles.ringCount}>
            {step} of {wizardStepCount}
          </p>
          <p className={styles.ringCurrent}>{stepAt(step).label}</p>
          <p className={styles.ringNext}>{nextName ? `Next: ${nextName}` : 'Last step'}</p>
        </div>
        {reachable.length > 1 ? (
          <div className={styles.ringJump}>
            <Select
              label="Go to step"
              value={String(step)}
              options={reachable.map((number) => ({ value: String(number), label: `${number}. ${stepAt(number).label}` }))}
              onChange={(event) => goTo(Number(event.target.value))}
            />
          </div>
        ) : null}
      </nav>
    );
  }
  return (
    <nav aria-label="Wizard progress" className={styles.stepper} data-layout="desktop">
      <ProgressBar label="Portfolio progress" value={submitState === 'submitted' ? 100 : percent} hideLabel />
      <ol className={styles.steps}>
        {wizardStepTable.map(({ label: name }, index) => {
          const number = index + 1;
          const done = completed.has(number);
          const current = number === step;
          // A step passed but not filled (an optional one skipped) can be revisited, without a tick.
          const open = !current && (done || visited.has(number));
          const state = current ? 'current' : done ? 'complete' : visited.has(number) ? 'visited' : 'upcoming';
          const marker = (
            <span aria-hidden="true" className={styles.marker} data-state={state}>
              {done && !current ? '✓' : number}
            </span>
          );
          return (
            <li key={name} className={styles.stepItem} data-state={state}>
              {open ? (
                <button type="button" className={styles.stepButton} onClick={() => goTo(number)}>
                  {marker}
                  <span className={styles.stepName}>{name}</span>
                  {done ? <span className={styles.visuallyHidden}>, completed</span> : null}
                </button>
              ) : (
                <span className={styles.stepButton} aria-current={current ? 'step' : undefined}>
                  {marker}
                  <span className={styles.stepName}>{name}</span>
                  {done ? <span className={styles.visuallyHidden}>, completed</span> : null}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** The current step's form, its message and the Back / Next / Reset buttons. */
function Step() {
  const { step, loading, submitState, feedback, clearFeedback, publishNow } = useProfileWizard();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // Keyboard and screen-reader users land at the top of each new step. A layout effect, so the
  // move happens in the same commit that shows the step and never after the user starts typing.
  useLayoutEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step, submitState]);

  if (loading) {
    return (
      <div className={styles.loading}>
        <Spinner label="Loading your portfolio..." showLabel size="lg" />
      </div>
    );
  }
  if (submitState === 'submitted') return <Congratulations headingRef={headingRef} publishNow={publishNow} />;

  const { id, label } = stepAt(step);
  return (
    <section aria-labelledby={headingId} className={styles.panel} data-step={step}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
        <span className={styles.stepNumber}>
          Step {step} of {wizardStepCount}:
        </span>{' '}
        {label}
      </h2>
      <StepLoadGuard key={id}>
        <Suspense
          fallback={
            <div className={styles.stepLoading}>
              <Spinner label="Loading the step..." showLabel />
            </div>
          }
        >
          <StepForm id={id} />
        </Suspense>
      </StepLoadGuard>
      <ConnectionNote />
      {feedback ? (
        <Alert tone={feedback.tone} onDismiss={clearFeedback}>
          {feedback.message}
        </Alert>
      ) : null}
      <Actions />
    </section>
  );
}

/**
 * Offline, said beside the step's buttons and kept in view at the bottom of the screen while the
 * user works higher up the step: the header's status line has scrolled away by then (issue 34).
 * A failed save that is retried already says so there, in the step's error banner.
 */
function ConnectionNote() {
  const { saving } = useProfileWizard();
  if (saving.status !== 'offline') return null;
  return (
    <div className={styles.connectionNote}>
      <Alert tone="warning">{wizardMessages.autosaveOfflineNote}</Alert>
    </div>
  );
}

function Actions() {
  const { step, busy, next, previous, reset, draft, submitState } = useProfileWizard();
  const [confirmReset, setConfirmReset] = useState(false);
  const missingRequired = stepAt(step).id === 'userDetails' && userDetailsFormError(draft.userDetails) !== null;
  const last = step === wizardStepCount;
  const nextLabel = last
    ? submitState === 'submitting'
      ? 'Submitting...'
      : submitState === 'submitted'
        ? 'Submitted!'
        : 'Submit Portfolio'
    : busy
      ? 'Saving...'
      : 'Next';
  return (
    <div className={styles.actionsBlock}>
      {missingRequired ? <p className={styles.requiredHint}>{wizardMessages.requiredFieldsMissing}</p> : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void previous()} disabled={step === 1 || busy}>
          Back
        </Button>
        <Button onClick={() => void next()} disabled={missingRequired} busy={busy}>
          {nextLabel}
        </Button>
      </div>
      {/* Out of the Back / Next row (issue 34): a quiet way to start over, still behind its confirm. */}
      <button type="button" className={styles.resetLink} onClick={() => setConfirmReset(true)} disabled={busy}>
        Start over
      </button>
      <ConfirmDialog
        open={confirmReset}
        onOpenChange={setConfirmReset}
        title="Start over?"
        description="Reset clears everything you have entered in the wizard and returns to step 1."
        confirmLabel="Reset everything"
        onConfirm={reset}
      />
    </div>
  );
}

/**
 * After Submit: the spec's next steps and its Browse Templates button, and "Publish now" (issue 34),
 * worded as what happens: a subdomain now, a custom domain later from the Custom domains page.
 */
function Congratulations({
  headingRef,
  publishNow,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  publishNow?: PublishNowOffer;
}) {
  const headingId = useId();
  const address = publishNow?.address;
  return (
    <section aria-labelledby={headingId} className={styles.panel} data-step="done">
      <p className={styles.submitted}>Submitted!</p>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.congratsTitle}>
        Congratulations! Your portfolio is ready.
      </h2>
      <p>Here is what to do next:</p>
      <ol className={styles.nextSteps}>
        <li>Go to Design &amp; Templates.</li>
        <li>Pick a template and preview it with your details.</li>
        <li>
          Deploy it with one click to your own address{address ? <>, <strong>{address}</strong></> : null}. A
          custom domain of your own can point to it later, from the{' '}
          <Link href={appPaths.domains}>Custom domains</Link> page.
        </li>
      </ol>
      {publishNow ? (
        <p className={styles.publishNote}>
          Publish now puts it online{publishNow.templateName ? <> with the {publishNow.templateName} template</> : null}; you
          confirm the address before it goes live.
        </p>
      ) : null}
      <div className={styles.congratsActions}>
        {publishNow ? <Button onClick={publishNow.onPublish}>Publish now</Button> : null}
        <ButtonLink href={appPaths.templates} variant={publishNow ? 'secondary' : 'primary'}>
          Browse Templates
        </ButtonLink>
      </div>
    </section>
  );
}

export const ProfileWizard = Object.assign(Root, { RestoredNotice, ConflictNotice, Header, SaveStatus, Stepper, Step });
