import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { Button, type ButtonProps } from '../../primitives/Button';
import { useLayer } from '../../primitives/Layer';
import { tourMobileQuery, useMediaQuery } from '../useMediaQuery';
import * as styles from './Tour.css';

export interface TourStop {
  /** The `data-tour` value of the element to highlight; null centres the card on the page. */
  target: string | null;
  /** What to highlight on phones instead, e.g. the menu button of a sidebar that is a closed drawer there. */
  mobileTarget?: string;
  title: string;
  content: string;
}

export const tourPlacements = ['top', 'bottom', 'center', 'anchored'] as const;
export type TourPlacement = (typeof tourPlacements)[number];

/** Accounts spec §9: the tour's timings. */
export const tourTimings = {
  autoStartDelay: 1500,
  scrollDelay: 50,
  desktop: { highlight: 100, reveal: 200 },
  mobile: { highlight: 300, reveal: 400 },
} as const;

export const tourSeenStorageKey = 'showfolio-tour-seen';
export const tourMobileHint = 'Use arrow keys or tap buttons to navigate';

interface TourContextValue {
  stops: readonly TourStop[];
  open: boolean;
  /** 0-based. */
  step: number;
  start: () => void;
  next: () => void;
  previous: () => void;
  close: () => void;
}

const TourContext = createContext<TourContextValue | null>(null);

export function useTour(): TourContextValue {
  const context = useContext(TourContext);
  if (!context) throw new Error('useTour must be used within a Tour');
  return context;
}

export interface TourProps {
  stops: readonly TourStop[];
  /** 0-based current stop (controlled). */
  step?: number;
  defaultStep?: number;
  onStepChange?: (step: number) => void;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Start by itself after 1.5 s unless the seen flag is stored. */
  autoStart?: boolean;
  /** localStorage key of the seen flag, stored on close and on finish. */
  storageKey?: string;
  /**
   * The account's own answer (issue 34): true when the tour was finished or closed in any browser,
   * so it does not start by itself here either. This browser's flag stays the fast first answer.
   */
  seen?: boolean;
  /** Called when the tour is finished or closed, for the host to store that with the account. */
  onSeen?: () => void;
  children: ReactNode;
}

function readSeen(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

function storeSeen(key: string) {
  try {
    window.localStorage.setItem(key, 'true');
  } catch {
    // Blocked storage only means the tour may offer itself again next time.
  }
}

/** A guided tour over elements marked with `data-tour`. Parts: Tour.Trigger, Tour.Card. */
function Root({
  stops,
  step: stepProp,
  defaultStep = 0,
  onStepChange,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  autoStart = false,
  storageKey = tourSeenStorageKey,
  seen = false,
  onSeen,
  children,
}: TourProps) {
  const [step, setStep] = useControllableState({ value: stepProp, defaultValue: defaultStep, onChange: onStepChange });
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onChange: onOpenChange });

  const start = useCallback(() => {
    setStep(0);
    setOpen(true);
  }, [setStep, setOpen]);
  const close = useCallback(() => {
    storeSeen(storageKey);
    onSeen?.();
    setOpen(false);
  }, [storageKey, onSeen, setOpen]);
  const next = useCallback(() => {
    if (step >= stops.length - 1) close();
    else setStep(step + 1);
  }, [step, stops.length, close, setStep]);
  const previous = useCallback(() => {
    if (step > 0) setStep(step - 1);
  }, [step, setStep]);

  useEffect(() => {
    if (!autoStart || seen || readSeen(storageKey)) return;
    const timer = window.setTimeout(start, tourTimings.autoStartDelay);
    return () => window.clearTimeout(timer);
    // Only on mount: a tour dismissed now must not restart when props change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return <TourContext.Provider value={{ stops, open, step, start, next, previous, close }}>{children}</TourContext.Provider>;
}

export type TourTriggerProps = Omit<ButtonProps, 'onClick' | 'children'> & { children?: ReactNode };

function Trigger({ children = 'Take Tour', variant = 'secondary', ...props }: TourTriggerProps) {
  const { start } = useTour();
  return (
    <Button {...props} variant={variant} onClick={start}>
      {children}
    </Button>
  );
}

interface Rect {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** The element a stop highlights, or null when it is missing or hidden (a closed drawer). */
function findTarget(target: string | null): HTMLElement | null {
  const element = target ? document.querySelector<HTMLElement>(`[data-tour="${CSS.escape(target)}"]`) : null;
  return element?.closest('[hidden]') ? null : element;
}

function Card() {
  const { open, stops, step } = useTour();
  // Mounted only while open, so every opening starts from a hidden card.
  return open && stops[step] ? <OpenCard /> : null;
}

function OpenCard() {
  const { stops, open, step, next, previous, close } = useTour();
  const mobile = useMediaQuery(tourMobileQuery);
  const titleId = useId();
  const bodyId = useId();
  const cardRef = useRef<HTMLDivElement>(null);
  const [shownStep, setShownStep] = useState<number | null>(null);
  const phase = shownStep === step ? 'shown' : 'moving';
  const [rect, setRect] = useState<Rect | null>(null);
  const [placement, setPlacement] = useState<TourPlacement>('center');
  const stop = stops[step];

  // Each stop: scroll the target into view, then highlight it, then reveal the card (spec §9 delays).
  useLayoutEffect(() => {
    if (!stop) return;
    const delays = mobile ? tourTimings.mobile : tourTimings.desktop;
    const target = findTarget(mobile && stop.mobileTarget ? stop.mobileTarget : stop.target);
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    let highlighted = false;
    // The highlight follows its target: the smooth scroll is often still going when the highlight
    // shows (100 ms on desktop), and a rect measured then sat off by what was left of it (issue 34).
    const follow = () => {
      if (!highlighted || !target) return;
      const box = target.getBoundingClientRect();
      setRect({ top: box.top, left: box.left, width: box.width, height: box.height });
    };
    window.addEventListener('scroll', follow, true);
    window.addEventListener('resize', follow);
    const timers = [
      window.setTimeout(() => {
        target?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'center' });
      }, tourTimings.scrollDelay),
      window.setTimeout(() => {
        if (!target) {
          setRect(null);
          setPlacement('center');
          return;
        }
        highlighted = true;
        follow();
        const box = target.getBoundingClientRect();
        // On mobile the card is pinned away from the highlighted element.
        if (mobile) setPlacement(box.top + box.height / 2 < window.innerHeight / 2 ? 'bottom' : 'top');
        else setPlacement('anchored');
      }, delays.highlight),
      window.setTimeout(() => setShownStep(step), delays.reveal),
    ];
    return () => {
      timers.forEach((timer) => window.clearTimeout(timer));
      window.removeEventListener('scroll', follow, true);
      window.removeEventListener('resize', follow);
    };
  }, [stop, step, mobile]);

  useEffect(() => {
    if (phase === 'shown') cardRef.current?.focus();
  }, [phase, step]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if (event.key === 'ArrowRight' || event.key === ' ') {
        event.preventDefault();
        next();
      } else if (event.key === 'ArrowLeft') {
        event.preventDefault();
        previous();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [next, previous]);
  useLayer(true, { onEscape: close });

  if (!open || !stop) return null;
  const last = step === stops.length - 1;
  const anchoredStyle =
    placement === 'anchored' && rect
      ? {
          top: `${Math.max(16, Math.min(rect.top + rect.height + 12, window.innerHeight - 260))}px`,
          left: `${Math.max(16, Math.min(rect.left, window.innerWidth - 356))}px`,
        }
      : undefined;

  return (
    <div className={styles.layer} data-state={phase} data-placement={placement} data-layout={mobile ? 'mobile' : 'desktop'}>
      <div aria-hidden="true" className={styles.backdrop} />
      {rect ? (
        <div
          aria-hidden="true"
          className={styles.spotlight}
          style={{ top: rect.top - 6, left: rect.left - 6, width: rect.width + 12, height: rect.height + 12 }}
        />
      ) : null}
      <div
        ref={cardRef}
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
        className={styles.card}
        data-placement={placement}
        style={anchoredStyle}
      >
        <div className={styles.cardHeader}>
          <p className={styles.progress}>
            Step {step + 1} of {stops.length}
          </p>
          <button type="button" className={styles.close} aria-label="Close tour" onClick={close}>
            <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" stroke="currentColor" strokeWidth="2">
              <path d="M4 4l8 8M12 4l-8 8" />
            </svg>
          </button>
        </div>
        <h2 id={titleId} className={styles.title}>
          {stop.title}
        </h2>
        <p id={bodyId} className={styles.body}>
          {stop.content}
        </p>
        {mobile ? <p className={styles.hint}>{tourMobileHint}</p> : null}
        <div className={styles.actions}>
          <Button variant="ghost" size="sm" onClick={previous} disabled={step === 0}>
            Previous
          </Button>
          <Button size="sm" onClick={next}>
            {last ? 'Finish' : 'Next'}
          </Button>
        </div>
      </div>
    </div>
  );
}

export const Tour = Object.assign(Root, { Trigger, Card });

/** The dashboard's five stops (accounts §2). */
export const dashboardTourStops: readonly TourStop[] = [
  {
    target: 'sidebar',
    mobileTarget: 'menu',
    title: 'Navigation Sidebar',
    content: 'Move between your Overview, the Profile Wizard, Design & Templates, Flex and Analytics from here.',
  },
  {
    target: 'topbar',
    title: 'Top Bar',
    content: 'Collapse the menu, check your notifications and see who is signed in.',
  },
  {
    target: 'welcome',
    title: 'Welcome Header',
    content: 'Your personal greeting. Take the tour again any time with the Take Tour button.',
  },
  {
    target: 'profile-completion',
    title: 'Profile Completion',
    content: 'See how complete your profile is and which sections are still missing.',
  },
  {
    target: null,
    title: "You're All Set!",
    content: 'You know your way around. Fill in the Profile Wizard, pick a template and publish your portfolio.',
  },
];
