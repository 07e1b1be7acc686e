import {
  draftParts,
  emptyPortfolioDraft,
  portfolioDraftEditsStorageKey,
  portfolioDraftSchema,
  portfolioDraftStorageKey,
  portfolioModeStorageKey,
  wizardModes,
} from '@showfolio/portfolio-schema';
import type { DraftPart, PortfolioDraft, WizardMode } from '@showfolio/portfolio-schema';

/** The part of the Web Storage API the store uses. */
export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const defaultStorage = (): DraftStorage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Some privacy modes throw on the mere access.
    return null;
  }
};

/** The draft this browser kept, or an empty one when there is none or it no longer parses. */
export const restoreDraft = (storage: DraftStorage | null): PortfolioDraft => {
  const raw = storage?.getItem(portfolioDraftStorageKey);
  if (!raw) return emptyPortfolioDraft();
  try {
    const parsed = portfolioDraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : emptyPortfolioDraft();
  } catch {
    return emptyPortfolioDraft();
  }
};

export const restoreMode = (storage: DraftStorage | null): WizardMode => {
  const raw = storage?.getItem(portfolioModeStorageKey);
  return (wizardModes as readonly string[]).includes(raw ?? '') ? (raw as WizardMode) : 'create';
};

/** When each part was last edited here and not saved since. */
export type EditTimes = Partial<Record<DraftPart, number>>;

const restoreEdits = (storage: DraftStorage | null): EditTimes => {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(portfolioDraftEditsStorageKey) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        ([part, time]) => (draftParts as readonly string[]).includes(part) && typeof time === 'number' && Number.isFinite(time),
      ),
    );
  } catch {
    return {};
  }
};

/**
 * The edit times, mirrored to storage: they decide on the next load whether a part's local copy
 * wins over the server's (a part edited here after the server wrote it).
 */
export function createEditLog(storage: DraftStorage | null) {
  let edits: EditTimes = restoreEdits(storage);
  const store = (next: EditTimes) => {
    edits = next;
    try {
      storage?.setItem(portfolioDraftEditsStorageKey, JSON.stringify(edits));
    } catch {
      // As with the draft itself: only the offline copy is lost.
    }
  };
  return {
    get times(): EditTimes {
      return edits;
    },
    store,
    forget: (parts: readonly DraftPart[]) =>
      store(Object.fromEntries(Object.entries(edits).filter(([part]) => !parts.includes(part as DraftPart)))),
    /** Forgets every edit without writing: the caller removes the stored copy. */
    clear() {
      edits = {};
    },
  };
}
export type EditLog = ReturnType<typeof createEditLog>;
