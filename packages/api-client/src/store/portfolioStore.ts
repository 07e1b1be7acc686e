import {
  draftForStorage,
  draftPartTable,
  draftParts,
  emptyPortfolioDraft,
  isEmptySection,
  moveDraftEntry,
  partDiffers,
  partNeedsSave,
  portfolioDraftEditsStorageKey,
  portfolioDraftStorageKey,
  portfolioModeStorageKey,
  withSavedPart,
} from '@showfolio/portfolio-schema';
import type {
  DraftPart,
  PartSaveAction,
  PictureCrop,
  PortfolioDraft,
  ProjectImage,
  ReorderableList,
  SaveResult,
  WizardMode,
} from '@showfolio/portfolio-schema';
import type { ApiClient, ProgressListener } from '../client/createApiClient';
import { createEditLog, defaultStorage, restoreDraft, restoreMode } from './draftStorage';
import type { DraftStorage } from './draftStorage';
import { loadServerCopy } from './loadedDraft';
import { createRecordVersions, createRecordWriter, createWriteQueue, wholePortfolioBody } from './recordWriter';
import type { SectionName, WizardStep } from './sections';

export type { DraftStorage };

export interface PortfolioStoreState {
  draft: PortfolioDraft;
  mode: WizardMode;
  loading: boolean;
  /** Builder spec §4: a section that failed to load is recorded here and treated as empty. */
  sectionErrors: Partial<Record<SectionName, string>>;
  portfolioId: string;
  /**
   * The parts whose unsaved local edits the last load kept over the server's older copy; the
   * wizard says "Restored your unsaved changes" while this is not empty.
   */
  restoredParts: readonly DraftPart[];
}

export type { SaveResult };

export type DraftUpdate = Partial<PortfolioDraft> | ((draft: PortfolioDraft) => PortfolioDraft);
export interface DraftUpdateOptions {
  /**
   * false for a change the user did not make (the wizard's prefill from the account): it is not
   * an unsaved edit, so it neither wins over the server copy nor makes leaving ask.
   */
  userEdit?: boolean;
}

/**
 * One save per draft part (`saveUserDetails`, `saveDocuments`, …, named by the schema's step
 * table): resolves 'no-changes' when nothing needed storing, rejects when the API call fails.
 */
export interface PortfolioStore extends Record<PartSaveAction, () => Promise<SaveResult>> {
  getState(): PortfolioStoreState;
  subscribe(listener: () => void): () => void;
  /**
   * Loads the four sections in parallel and switches to 'edit' when any exists. `quiet` keeps the
   * wizard on screen (no loading state), for a reload behind an open form.
   */
  load(options?: { quiet?: boolean }): Promise<PortfolioStoreState>;
  updateDraft(update: DraftUpdate, options?: DraftUpdateOptions): void;
  /**
   * Moves one entry of a list (education, projects, experiences, technical or soft skills) from
   * `from` to `to`. The new order is an edit of the part holding the list: it is kept in the local
   * draft and sent by that part's next save. A move that changes nothing is ignored.
   */
  moveEntry(list: ReorderableList, from: number, to: number): void;
  saveStep(step: WizardStep): Promise<SaveResult>;
  /** The final submit: true when every section and the portfolio were stored. */
  saveWhole(): Promise<boolean>;
  /** Uploads the picture and puts its URL in the draft's documents (saved by the documents step). */
  uploadProfilePicture(file: Blob, onProgress?: ProgressListener, crop?: PictureCrop): Promise<string>;
  /** Uploads a resume PDF and puts its URL in the draft's documents (saved by the documents step). */
  uploadResume(file: Blob, onProgress?: ProgressListener): Promise<string>;
  /** Uploads a project image; the wizard adds the alt text and puts it in the project being edited. */
  uploadProjectImage(file: Blob, onProgress?: ProgressListener): Promise<Omit<ProjectImage, 'alt'>>;
  /** Puts the server's copy back into the restored parts and forgets their local edits. */
  undoRestore(): void;
  /** Keeps the restored edits and ends the notice. */
  dismissRestore(): void;
  /**
   * After a save was refused as stale (412: another tab or device saved first), drops this
   * browser's edits of `parts` and loads the server's newer copy, without the loading state.
   */
  loadNewerCopy(parts: readonly DraftPart[]): Promise<void>;
  /** Whether the draft holds edits the server does not have yet. */
  hasUnsavedChanges(): boolean;
  /** Clears the draft, the stored draft and the stored mode. */
  reset(): void;
}

export interface PortfolioStoreOptions {
  client: ApiClient;
  /** Defaults to localStorage when the page has one; null disables mirroring. */
  storage?: DraftStorage | null;
}

const blank = (): PortfolioStoreState => ({
  draft: emptyPortfolioDraft(),
  mode: 'create',
  loading: false,
  sectionErrors: {},
  portfolioId: '',
  restoredParts: [],
});

/** The wizard's draft and its saves (builder spec §4), free of React. */
export function createPortfolioStore(options: PortfolioStoreOptions): PortfolioStore {
  const { client } = options;
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const listeners = new Set<() => void>();

  const initialDraft = restoreDraft(storage);
  let state: PortfolioStoreState = {
    draft: initialDraft,
    mode: restoreMode(storage),
    loading: false,
    sectionErrors: {},
    portfolioId: initialDraft.portfolioId,
    restoredParts: [],
  };
  /** What the server holds as far as this store knows: the baseline of change detection. */
  let persisted: PortfolioDraft = emptyPortfolioDraft();
  const versions = createRecordVersions();
  const oneAtATime = createWriteQueue();
  const edits = createEditLog(storage);

  const setState = (patch: Partial<PortfolioStoreState>) => {
    state = { ...state, ...patch };
    if (patch.draft) {
      state.portfolioId = patch.draft.portfolioId;
      try {
        storage?.setItem(portfolioDraftStorageKey, JSON.stringify(draftForStorage(state.draft)));
      } catch {
        // A full or blocked storage only loses the offline copy; the wizard keeps working.
      }
    }
    if (patch.mode) storage?.setItem(portfolioModeStorageKey, patch.mode);
    listeners.forEach((listener) => listener());
  };
  const updateDraft = (update: DraftUpdate, options: DraftUpdateOptions = {}) => {
    const next = typeof update === 'function' ? update(state.draft) : { ...state.draft, ...update };
    const changed = options.userEdit === false ? [] : draftParts.filter((part) => partDiffers(part, state.draft, next));
    if (changed.length > 0) {
      const now = Date.now();
      edits.store({ ...edits.times, ...Object.fromEntries(changed.map((part) => [part, now])) });
    }
    setState({ draft: next });
  };

  const { storePortfolio, storeSections, storeSection, storePart } = createRecordWriter({
    client,
    versions,
    portfolioId: () => state.portfolioId,
    updateDraft,
  });

  const saveStep = (step: WizardStep): Promise<SaveResult> => oneAtATime(() => storeStep(step));
  const storeStep = async (step: WizardStep): Promise<SaveResult> => {
    const draft = state.draft;
    if (!partNeedsSave(step, { mode: state.mode, draft, baseline: persisted })) return { status: 'no-changes', step };
    await storePart(step, draft);
    persisted = withSavedPart(persisted, step, state.draft);
    // An edit made while the request was on its way stays unsaved.
    if (!partDiffers(step, draft, state.draft)) edits.forget([step]);
    return { status: 'saved', step };
  };

  const saves = Object.fromEntries(draftParts.map((part) => [draftPartTable[part].save, () => saveStep(part)])) as Record<
    PartSaveAction,
    () => Promise<SaveResult>
  >;

  const store: PortfolioStore = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async load({ quiet = false } = {}) {
      if (!quiet) setState({ loading: true });
      const loaded = await loadServerCopy({ client, localDraft: () => state.draft, edits, versions });
      persisted = loaded.persisted;
      setState({
        draft: loaded.draft,
        mode: loaded.exists ? 'edit' : 'create',
        loading: false,
        sectionErrors: loaded.sectionErrors,
        restoredParts: loaded.restoredParts,
      });
      return state;
    },
    updateDraft,
    moveEntry(list, from, to) {
      const next = moveDraftEntry(state.draft, list, from, to);
      if (next !== state.draft) updateDraft(next);
    },
    saveStep,
    ...saves,
    saveWhole: () => oneAtATime(async () => {
      try {
        const draft = state.draft;
        for (const step of ['skills', 'projects', 'experiences'] as const) {
          if (!isEmptySection(step, draft)) await storeSection(step, state.draft);
        }
        await storePortfolio(wholePortfolioBody(draft), draft);
        await storeSections(draft);
        persisted = state.draft;
        edits.store({});
        setState({ mode: 'edit', restoredParts: [] });
        return true;
      } catch (error) {
        console.error('Failed to save portfolio', error);
        return false;
      }
    }),
    async uploadProfilePicture(file, onProgress, crop) {
      const { url } = await client.uploadProfilePicture(file, onProgress, crop);
      updateDraft((draft) => ({ ...draft, documents: { ...draft.documents, profilePictureUrl: url } }));
      return url;
    },
    async uploadResume(file, onProgress) {
      const { url } = await client.uploadResume(file, onProgress);
      updateDraft((draft) => ({ ...draft, documents: { ...draft.documents, resumeUrl: url } }));
      return url;
    },
    uploadProjectImage: (file, onProgress) => client.uploadProjectImage(file, onProgress),
    undoRestore() {
      const parts = state.restoredParts;
      if (parts.length === 0) return;
      const draft = { ...state.draft };
      for (const part of parts) for (const field of draftPartTable[part].fields) Object.assign(draft, { [field]: persisted[field] });
      setState({ draft, restoredParts: [] });
      edits.forget(parts);
    },
    dismissRestore() {
      if (state.restoredParts.length > 0) setState({ restoredParts: [] });
    },
    async loadNewerCopy(parts) {
      edits.forget(parts);
      // The load keeps this browser's later edits of the other parts, as on every load.
      await store.load({ quiet: true });
    },
    hasUnsavedChanges() {
      return draftParts.some((part) => edits.times[part] !== undefined && partDiffers(part, state.draft, persisted));
    },
    reset() {
      persisted = emptyPortfolioDraft();
      versions.clear();
      state = blank();
      edits.clear();
      storage?.removeItem(portfolioDraftStorageKey);
      storage?.removeItem(portfolioModeStorageKey);
      storage?.removeItem(portfolioDraftEditsStorageKey);
      listeners.forEach((listener) => listener());
    },
  };
  return store;
}
