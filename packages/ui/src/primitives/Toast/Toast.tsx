import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button } from '../Button';
import * as styles from './Toast.css';

export const toastTones = ['success', 'error', 'info'] as const;
export type ToastTone = (typeof toastTones)[number];
/** How long a toast stays, per the spec (3 s). */
export const toastDuration = 3000;

export interface ToastOptions {
  title?: string;
  message: string;
  tone?: ToastTone;
}

interface ToastEntry extends Required<Pick<ToastOptions, 'message' | 'tone'>> {
  id: number;
  title?: string;
}

export interface ToastApi {
  /**
   * Shows a toast for 3 s (top right; at the bottom on phones); returns its id. One toast shows at a
   * time: a new one replaces the one showing, which is then out of date (a wizard moving on fast
   * would otherwise stack its toasts over the page).
   */
  toast: (options: ToastOptions) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

const fallbackApi: ToastApi = {
  toast: (options) => {
    console.warn(`useToast() was called outside a ToastProvider; this toast is not shown: ${options.message}`);
    return -1;
  },
  dismiss: () => undefined,
};

/** The toast API; outside a ToastProvider it only warns in the console, as the spec asks. */
export function useToast(): ToastApi {
  return useContext(ToastContext) ?? fallbackApi;
}

export interface ToastProviderProps {
  children: ReactNode;
  /** Milliseconds a toast stays; defaults to 3000. */
  duration?: number;
}

/** Shows the toasts that `useToast().toast(…)` raises anywhere below it, in a live region, each for `duration` ms. */
export function ToastProvider({ children, duration = toastDuration }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((entry) => entry.id !== id)), []);
  const toast = useCallback((options: ToastOptions) => {
    const id = nextId.current++;
    setToasts([{ id, title: options.title, message: options.message, tone: options.tone ?? 'info' }]);
    return id;
  }, []);
  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <section aria-label="Notifications" className={styles.viewport}>
        <div aria-live="polite" aria-relevant="additions text" className={styles.list}>
          {toasts.map((entry) => (
            <ToastItem key={entry.id} entry={entry} duration={duration} onDismiss={dismiss} />
          ))}
        </div>
      </section>
    </ToastContext.Provider>
  );
}

function ToastItem({ entry, duration, onDismiss }: { entry: ToastEntry; duration: number; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(entry.id), duration);
    return () => window.clearTimeout(timer);
  }, [entry.id, duration, onDismiss]);
  return (
    <div role={entry.tone === 'error' ? 'alert' : 'status'} className={styles.toast({ tone: entry.tone })} data-tone={entry.tone}>
      <div className={styles.body}>
        {entry.title ? <p className={styles.title}>{entry.title}</p> : null}
        <p className={styles.message}>{entry.message}</p>
      </div>
      <Button variant="ghost" size="sm" aria-label="Dismiss notification" onClick={() => onDismiss(entry.id)}>
        <span aria-hidden="true">×</span>
      </Button>
    </div>
  );
}
