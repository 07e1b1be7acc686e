import { draftPartTable, draftParts, partDiffers, wizardMessages, wizardStepTable, type DraftPart } from '@showfolio/portfolio-schema';
import type { WizardController } from '../controller';

/**
 * What the wizard says about saving (issue 34): `saving` while an edit waits for its save or the
 * save is on its way, `saved` once the server has everything, `offline` while the connection is
 * down (it saves when it is back), `retrying` after a server failure (with backoff), `refused`
 * when the server turned a value down (its message says why), `conflict` when another tab or
 * device saved a part first (412): the user is offered the newer copy.
 */
export const autosaveStatuses = ['idle', 'saving', 'saved', 'offline', 'retrying', 'refused', 'conflict'] as const;
export type AutosaveStatus = (typeof autosaveStatuses)[number];

export interface AutosaveState {
  status: AutosaveStatus;
  /** The server's reason for `refused`, the stale-write message for `conflict`. */
  message?: string;
  /** The parts another tab or device saved first; they are not saved again until resolved. */
  conflictParts: readonly DraftPart[];
}

export interface AutosaveOptions {
  /** How long after the last change a save starts (about a second while typing). */
  delayMs: number;
  /** The longest wait between retries of a failed save. */
  maxRetryDelayMs?: number;
  onChange(state: AutosaveState): void;
  /** After a save stored something: the restored-draft notice ends then. */
  onSaved?(): void;
  /**
   * A save failed: the spec's message for its part (or the server's reason for a refused value);
   * `toast` where the spec adds a toast (skills).
   */
  onFailure?(message: string, toast: boolean): void;
}

/** The spec's failure message of each part's save (builder §8), from the step table. */
const partFailures = new Map(
  wizardStepTable.flatMap((step) =>
    step.parts.map((save) => [save.part, { message: save.failure, toast: 'toast' in save && save.toast === true }] as const),
  ),
);

export interface Autosave {
  /** Subscribes to the controller; returns the function that stops everything. */
  start(): () => void;
  /** Saves what waits now instead of after the delay (Next, Submit, leaving); `parts` are saved too. */
  flush(parts?: readonly DraftPart[]): Promise<void>;
  /** Runs `change` without counting it as an edit (the prefill of create mode). */
  quietly(change: () => void): void;
  /** Loads the newer copy of the conflicting parts over this browser's edits of them. */
  loadNewerCopy(): Promise<void>;
  getState(): AutosaveState;
  /** The parts changed by the user's hand (not by a load or a save's answer) since `forgetEdits`. */
  editedParts(): ReadonlySet<DraftPart>;
  forgetEdits(): void;
}

const statusOf = (error: unknown): number | undefined => {
  const { status } = (error ?? {}) as { status?: unknown };
  return typeof status === 'number' && status > 0 ? status : undefined;
};

/** No answer at all: the connection (or the server) is away; saving resumes when it is back. */
const isOffline = (error: unknown) =>
  (typeof navigator !== 'undefined' && navigator.onLine === false) ||
  (error as { code?: unknown } | null)?.code === 'network' ||
  (statusOf(error) === undefined && error instanceof TypeError);

/** The server's own words for a refused value, else the error's message. */
const refusalOf = (error: unknown): string => {
  const body = (error as { body?: unknown } | null)?.body;
  const message = (body as { message?: unknown } | null)?.message;
  if (typeof message === 'string' && message.trim()) return message;
  return error instanceof Error && error.message ? error.message : 'The server did not accept this change.';
};

/**
 * Saves the wizard's draft part by part about a second after the user stops changing it. Free
 * of React so its timing rules read in one place; the wizard drives it through `useAutosave`.
 */
export function createAutosave(controller: WizardController, options: AutosaveOptions): Autosave {
  const { delayMs, maxRetryDelayMs = 30_000 } = options;
  const dirty = new Set<DraftPart>();
  const conflicts = new Set<DraftPart>();
  /** The parts the user changed since `forgetEdits` (the wizard calls it on entering a step). */
  const edited = new Set<DraftPart>();
  let previous = controller.getState().draft;
  let wasLoading = controller.getState().loading;
  let quiet = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let attempts = 0;
  let stopped = false;
  let state: AutosaveState = { status: 'idle', conflictParts: [] };

  const publish = (status: AutosaveStatus, message?: string) => {
    state = { status, ...(message ? { message } : {}), conflictParts: [...conflicts] };
    options.onChange(state);
  };
  const schedule = (ms: number) => {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(() => void flush(), ms);
  };

  /** Edits restored from an earlier visit are unsaved: they go with the next save (or Next). */
  const adoptRestored = () => {
    for (const part of controller.getState().restoredParts ?? []) if (!conflicts.has(part)) dirty.add(part);
  };

  const noticeChange = () => {
    const { draft, loading } = controller.getState();
    const settling = loading || wasLoading || quiet;
    if (wasLoading && !loading) adoptRestored();
    wasLoading = loading;
    const changed = draftParts.filter((part) => partDiffers(part, previous, draft));
    previous = draft;
    if (settling || changed.length === 0) return;
    for (const part of changed) edited.add(part);
    const waiting = changed.filter((part) => !conflicts.has(part));
    if (waiting.length === 0) return;
    for (const part of waiting) dirty.add(part);
    attempts = 0;
    // Offline stays said until the connection is back: a new edit does not make it less true.
    if (state.status !== 'offline' && state.status !== 'conflict') publish('saving');
    schedule(delayMs);
  };

  const saveWaiting = async () => {
    if (state.status !== 'offline' || !isOffline(null)) publish('saving');
    let retry: 'offline' | 'retrying' | null = null;
    let retryMessage: string | undefined;
    let refused: string | null = null;
    let stored = false;
    for (const part of draftParts) {
      if (!dirty.has(part) || stopped) continue;
      dirty.delete(part);
      try {
        const result = await controller[draftPartTable[part].save]();
        if (result.status === 'saved') stored = true;
      } catch (error) {
        const status = statusOf(error);
        if (status === 412) {
          conflicts.add(part);
        } else if (isOffline(error)) {
          dirty.add(part);
          retry = 'offline';
        } else if (status === undefined || status >= 500 || status === 429 || status === 408) {
          dirty.add(part);
          retry ??= 'retrying';
          const failure = partFailures.get(part);
          retryMessage ??= failure?.message(controller.getState().draft);
          // Said once per failing stretch, not on every retry.
          if (failure && attempts === 0) options.onFailure?.(failure.message(controller.getState().draft), failure.toast);
        } else {
          // The server's own words say exactly what to fix (e.g. "Start date must be a date like 2024-05-31").
          refused = refusalOf(error);
          options.onFailure?.(refused, false);
        }
      }
    }
    if (stored || (!retry && !refused && conflicts.size === 0)) options.onSaved?.();
    if (conflicts.size > 0) publish('conflict', wizardMessages.staleWrite);
    else if (refused) publish('refused', refused);
    else if (retry) publish(retry, retry === 'retrying' ? retryMessage : undefined);
    else if (dirty.size === 0) publish('saved');
    if (retry) {
      attempts += 1;
      schedule(Math.min(maxRetryDelayMs, delayMs * 2 ** (attempts - 1)));
    } else {
      attempts = 0;
    }
  };

  const flush = async (parts: readonly DraftPart[] = []): Promise<void> => {
    for (const part of parts) if (!conflicts.has(part)) dirty.add(part);
    clearTimeout(timer);
    if (running) {
      again = true;
      return running;
    }
    if (dirty.size === 0) return;
    running = saveWaiting().finally(() => {
      running = null;
      if (again) {
        again = false;
        if (dirty.size > 0 && state.status !== 'offline' && state.status !== 'retrying') void flush();
      }
    });
    return running;
  };

  const online = () => {
    if (dirty.size > 0) {
      attempts = 0;
      void flush();
    }
  };
  const offline = () => {
    if (dirty.size > 0 || running) publish('offline');
  };

  return {
    start() {
      stopped = false;
      previous = controller.getState().draft;
      wasLoading = controller.getState().loading;
      if (!wasLoading) adoptRestored();
      const unsubscribe = controller.subscribe(noticeChange);
      if (typeof window !== 'undefined') {
        window.addEventListener('online', online);
        window.addEventListener('offline', offline);
      }
      return () => {
        stopped = true;
        clearTimeout(timer);
        unsubscribe();
        if (typeof window !== 'undefined') {
          window.removeEventListener('online', online);
          window.removeEventListener('offline', offline);
        }
      };
    },
    flush,
    quietly(change) {
      quiet = true;
      try {
        change();
      } finally {
        quiet = false;
      }
    },
    async loadNewerCopy() {
      const parts = [...conflicts];
      if (parts.length === 0) return;
      quiet = true;
      try {
        await controller.loadNewerCopy?.(parts);
      } finally {
        quiet = false;
      }
      previous = controller.getState().draft;
      for (const part of parts) {
        conflicts.delete(part);
        dirty.delete(part);
      }
      publish(dirty.size > 0 ? 'saving' : 'saved');
      if (dirty.size > 0) schedule(0);
    },
    getState: () => state,
    editedParts: () => edited,
    forgetEdits: () => edited.clear(),
  };
}
