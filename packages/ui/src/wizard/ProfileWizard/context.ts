import type { PortfolioDraft, WizardMode } from '@showfolio/portfolio-schema';
import { createContext, useContext, useEffect, useRef } from 'react';
import type { WizardController } from '../controller';

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

/**
 * A step's own check before Next saves: returns false to stay (after calling `fail` with the
 * reason), true to go on.
 */
export type WizardGuard = () => boolean | Promise<boolean>;

export interface ProfileWizardContextValue {
  controller: WizardController;
  draft: PortfolioDraft;
  mode: WizardMode;
  loading: boolean;
  /** 1-7 */
  step: number;
  completed: ReadonlySet<number>;
  busy: boolean;
  feedback: WizardFeedback | null;
  submitState: SubmitState;
  goTo: (step: number) => void;
  next: () => Promise<void>;
  previous: () => void;
  reset: () => void;
  fail: (message: string, tone?: FeedbackTone) => void;
  clearFeedback: () => void;
  updateDraft: (patch: Partial<PortfolioDraft>) => void;
  registerGuard: (guard: WizardGuard | null) => void;
}

export const ProfileWizardContext = createContext<ProfileWizardContextValue | null>(null);

export function useProfileWizard(): ProfileWizardContextValue {
  const context = useContext(ProfileWizardContext);
  if (!context) throw new Error('useProfileWizard must be used within a ProfileWizard');
  return context;
}

/** Lets a step veto Next; the latest guard function is always the one called. */
export function useWizardGuard(guard: WizardGuard) {
  const { registerGuard } = useProfileWizard();
  const latest = useRef(guard);
  useEffect(() => {
    latest.current = guard;
  });
  useEffect(() => {
    registerGuard(() => latest.current());
    return () => registerGuard(null);
  }, [registerGuard]);
}
