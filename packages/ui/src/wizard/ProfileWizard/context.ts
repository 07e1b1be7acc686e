import type { PortfolioDraft, ReorderableList, WizardMode } from '@showfolio/portfolio-schema';
import { createContext, useContext, useEffect, useRef } from 'react';
import type { WizardController } from '../controller';
import type { AutosaveState } from './autosave';

export const submitStates = ['idle', 'submitting', 'submitted'] as const;
export type SubmitState = (typeof submitStates)[number];

export const feedbackTones = ['error', 'warning', 'info'] as const;
export type FeedbackTone = (typeof feedbackTones)[number];
export interface WizardFeedback {
  tone: FeedbackTone;
  message: string;
}

/** The signed-in user, used for the heading and to prefill step 1 in create mode. */
export interface WizardUser {
  firstName: string;
  lastName?: string;
  username?: string;
  email?: string;
}

/** What "Publish now" will do, so the congratulation view can say it before it is pressed. */
export interface PublishNowOffer {
  onPublish: () => void;
  /** The template the deploy dialog opens with (the one last chosen, else the default). */
  templateName?: string;
  /** Where the page goes live, e.g. 'ada.showfolio.in'; unknown until the username is. */
  address?: string;
}

/** Which button asked to leave the step. */
export type WizardDirection = 'next' | 'previous';

/**
 * A step's own check before Next or Back saves: returns false to stay (after showing the reason
 * at the field or through `fail`), true to go on. A step may hold several (one per entry form).
 */
export type WizardGuard = (direction: WizardDirection) => boolean | Promise<boolean>;

export interface ProfileWizardContextValue {
  controller: WizardController;
  draft: PortfolioDraft;
  mode: WizardMode;
  loading: boolean;
  /** 1-7 */
  step: number;
  /** Steps whose content is complete: they show a tick. */
  completed: ReadonlySet<number>;
  /** Steps the user may jump back to: the completed ones, and those passed with Next or stored. */
  reachable: ReadonlySet<number>;
  /** What autosave says (issue 34). */
  saving: AutosaveState;
  /** Loads the newer copy of the parts another tab or device saved first. */
  loadNewerCopy: () => Promise<void>;
  busy: boolean;
  feedback: WizardFeedback | null;
  submitState: SubmitState;
  goTo: (step: number) => void;
  next: () => Promise<void>;
  previous: () => Promise<void>;
  reset: () => void;
  fail: (message: string, tone?: FeedbackTone) => void;
  clearFeedback: () => void;
  updateDraft: (patch: Partial<PortfolioDraft>) => void;
  /** Moves one entry of a list; the step then counts as changed and its Next saves the order. */
  moveEntry: (list: ReorderableList, from: number, to: number) => void;
  /** Adds a guard; returns the function that removes it. */
  registerGuard: (guard: WizardGuard) => () => void;
  /** The host's "Publish now" after Submit (issue 34), when it offers one. */
  publishNow?: PublishNowOffer;
}

export const ProfileWizardContext = createContext<ProfileWizardContextValue | null>(null);

export function useProfileWizard(): ProfileWizardContextValue {
  const context = useContext(ProfileWizardContext);
  if (!context) throw new Error('useProfileWizard must be used within a ProfileWizard');
  return context;
}

/**
 * Lets a step veto leaving it, on Next only unless `directions` says otherwise; the latest guard
 * function is always the one called.
 */
export function useWizardGuard(guard: WizardGuard, directions: readonly WizardDirection[] = ['next']) {
  const { registerGuard } = useProfileWizard();
  const latest = useRef({ guard, directions });
  useEffect(() => {
    latest.current = { guard, directions };
  });
  useEffect(
    () =>
      registerGuard((direction) =>
        latest.current.directions.includes(direction) ? latest.current.guard(direction) : true,
      ),
    [registerGuard],
  );
}
