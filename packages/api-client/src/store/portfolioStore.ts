import {
  draftForStorage,
  draftPartTable,
  draftParts,
  emptyPortfolioDraft,
  experiencesRecordSchema,
  isEmptySection,
  moveDraftEntry,
  partDiffers,
  partNeedsSave,
  portfolioDraftEditsStorageKey,
  portfolioDraftSchema,
  portfolioDraftStorageKey,
  portfolioModeStorageKey,
  portfolioRecordSchema,
  portfolioRecordsToDraft,
  recordIdOf,
  projectsRecordSchema,
  skillsRecordSchema,
  withSavedPart,
  wizardModes,
} from '@showfolio/portfolio-schema';
import type {
  DraftPart,
  PartSaveAction,
  PictureCrop,
  PortfolioDraft,
  PortfolioInput,
  ProjectImage,
  ReorderableList,
  SaveResult,
  WizardMode,
} from '@showfolio/portfolio-schema';
import type { ApiClient, ProgressListener, WriteOptions } from '../client/createApiClient';
import { errorMessage } from '../client/errors';
import type { SectionName, WizardStep } from './sections';

/** The part of the Web Storage API the store uses. */
export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

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

const defaultStorage = (): DraftStorage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Some privacy modes throw on the mere access.
    return null;
  }
};

const portfolioStepBody: Partial<Record<WizardStep, (draft: PortfolioDraft) => Omit<PortfolioInput, 'userId'>>> = {
  userDetails: (d) => ({ userDetails: d.userDetails, bio: d.bio, headline: d.headline, location: d.location }),
  documents: (d) => ({
    documents: d.documents,
    profilePictureUrl: d.documents.profilePictureUrl,
    resumeUrl: d.documents.resumeUrl,
  }),
  education: (d) => ({ education: d.education }),
  socialLinks: (d) => ({ socialLinks: d.socialLinks }),
};

const wholePortfolioBody = (d: PortfolioDraft): Omit<PortfolioInput, 'userId'> => ({
  userDetails: d.userDetails,
  bio: d.bio,
  headline: d.headline,
  location: d.location,
  documents: d.documents,
  profilePictureUrl: d.documents.profilePictureUrl,
  resumeUrl: d.documents.resumeUrl,
  education: d.education,
  socialLinks: d.socialLinks,
});

/** The wizard's draft and its saves (builder spec §4), free of React. */
export function createPortfolioStore(options: PortfolioStoreOptions): PortfolioStore {
  const { client } = options;
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const listeners = new Set<() => void>();

  const currentUserId = (): string => {
    try {
      return client.getUserId();
    } catch {
      return '';
    }
  };

  const restoreDraft = (): PortfolioDraft => {
    const raw = storage?.getItem(portfolioDraftStorageKey);
    if (!raw) return emptyPortfolioDraft();
    try {
      const parsed = portfolioDraftSchema.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : emptyPortfolioDraft();
    } catch {
      return emptyPortfolioDraft();
    }
  };
  const restoreMode = (): WizardMode => {
    const raw = storage?.getItem(portfolioModeStorageKey);
    return (wizardModes as readonly string[]).includes(raw ?? '') ? (raw as WizardMode) : 'create';
  };

  type EditTimes = Partial<Record<DraftPart, number>>;
  const restoreEdits = (): EditTimes => {
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

  const initialDraft = restoreDraft();
  let state: PortfolioStoreState = {
    draft: initialDraft,
    mode: restoreMode(),
    loading: false,
    sectionErrors: {},
    portfolioId: initialDraft.portfolioId,
    restoredParts: [],
  };
  /** What the server holds as far as this store knows: the baseline of change detection. */
  let persisted: PortfolioDraft = emptyPortfolioDraft();
  /**
   * The version (`updatedAt`) of each record as last read or written here: every write names it
   * in If-Match, so a save over another tab's newer one is refused (412) instead of overwriting it.
   * The portfolio record also holds the sections.
   */
  type RecordName = 'portfolio' | 'skills' | 'projects' | 'experiences';
  let versions: Partial<Record<RecordName, string>> = {};
  const versionOf = (name: RecordName): WriteOptions => (versions[name] ? { ifMatch: versions[name] } : {});
  const remember = (name: RecordName, record: unknown) => {
    const updatedAt = (record as { updatedAt?: unknown } | undefined)?.updatedAt;
    if (typeof updatedAt === 'string') versions = { ...versions, [name]: updatedAt };
  };
  /**
   * Writes run one at a time: two parts of the portfolio saved at once would otherwise send the
   * same version, and the second would be refused as stale by this very tab's first.
   */
  let writes: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T,>(write: () => Promise<T>): Promise<T> => {
    const run = writes.then(write, write);
    writes = run.catch(() => undefined);
    return run;
  };
  /** When each part was last edited here and not saved since. */
  let edits: EditTimes = restoreEdits();
  const storeEdits = (next: EditTimes) => {
    edits = next;
    try {
      storage?.setItem(portfolioDraftEditsStorageKey, JSON.stringify(edits));
    } catch {
      // As with the draft itself: only the offline copy is lost.
    }
  };
  const forgetEdits = (parts: readonly DraftPart[]) =>
    storeEdits(Object.fromEntries(Object.entries(edits).filter(([part]) => !parts.includes(part as DraftPart))));

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
      storeEdits({ ...edits, ...Object.fromEntries(changed.map((part) => [part, now])) });
    }
    setState({ draft: next });
  };

  const storePortfolio = async (body: Omit<PortfolioInput, 'userId'>, whole: PortfolioDraft) => {
    if (state.portfolioId) {
      remember('portfolio', await client.updatePortfolio(state.portfolioId, body, versionOf('portfolio')));
      return;
    }
    // The first create carries every portfolio field, so nothing typed in earlier steps is lost.
    const created = await client.createPortfolio({ ...wholePortfolioBody(whole), ...body }, versionOf('portfolio'));
    remember('portfolio', created);
    const id = recordIdOf(created);
    if (id) updateDraft({ portfolioId: id });
  };

  /** The sections panel's part (`PATCH /portfolio-sections`), after the portfolio it belongs to. */
  const storeSections = async (d: PortfolioDraft) =>
    remember(
      'portfolio',
      await client.updateSections({ showEmail: d.showEmail, showPhone: d.showPhone, links: d.links, ...d.sections }, versionOf('portfolio')),
    );

  /** The Design panel's part (`PUT /portfolio-design`, issue 32): the portfolio row holds it too. */
  const storeDesign = async (d: PortfolioDraft) => remember('portfolio', await client.setDesign(d.design, versionOf('portfolio')));

  type ListStep = 'skills' | 'projects' | 'experiences';

  const storeSection = async (step: ListStep, d: PortfolioDraft) => {
    const current = d[step].id;
    let record: unknown;
    if (step === 'skills') {
      const body = { tech: d.skills.tech, soft: d.skills.soft };
      record = current ? await client.updateSkills(current, body, versionOf(step)) : await client.createSkills(body, versionOf(step));
    } else if (step === 'projects') {
      const body = { projects: d.projects.projects };
      record = current
        ? await client.updateProjects(current, body, versionOf(step))
        : await client.createProjects(body, versionOf(step));
    } else {
      const body = { experiences: d.experiences.experiences };
      record = current
        ? await client.updateExperiences(current, body, versionOf(step))
        : await client.createExperiences(body, versionOf(step));
    }
    remember(step, record);
    const id = recordIdOf(record) || current;
    if (id !== current) updateDraft((draft) => ({ ...draft, [step]: { ...draft[step], id } }));
  };

  const saveStep = (step: WizardStep): Promise<SaveResult> => oneAtATime(() => storeStep(step));
  const storeStep = async (step: WizardStep): Promise<SaveResult> => {
    const draft = state.draft;
    if (!partNeedsSave(step, { mode: state.mode, draft, baseline: persisted })) return { status: 'no-changes', step };
    if (step === 'skills' || step === 'projects' || step === 'experiences') {
      await storeSection(step, draft);
    } else if (step === 'sections') {
      await storeSections(draft);
    } else if (step === 'design') {
      await storeDesign(draft);
    } else {
      const body = portfolioStepBody[step];
      if (body) await storePortfolio(body(draft), draft);
    }
    persisted = withSavedPart(persisted, step, state.draft);
    // An edit made while the request was on its way stays unsaved.
    if (!partDiffers(step, draft, state.draft)) forgetEdits([step]);
    return { status: 'saved', step };
  };

  const saves = Object.fromEntries(draftParts.map((part) => [draftPartTable[part].save, () => saveStep(part)])) as Record<
    PartSaveAction,
    () => Promise<SaveResult>
  >;

  const blank = (): PortfolioStoreState => ({
    draft: emptyPortfolioDraft(),
    mode: 'create',
    loading: false,
    sectionErrors: {},
    portfolioId: '',
    restoredParts: [],
  });

  const store: PortfolioStore = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async load({ quiet = false } = {}) {
      if (!quiet) setState({ loading: true });
      const [portfolios, skills, projects, experiences] = await Promise.allSettled([
        client.listPortfolios(),
        client.listSkills(),
        client.listProjects(),
        client.listExperiences(),
      ]);
      const sectionErrors: Partial<Record<SectionName, string>> = {};
      /** The records of one section that parse as records; a section that does not is treated as failed. */
      const settled = (name: SectionName, result: PromiseSettledResult<unknown[]>, schema: { safeParse(value: unknown): { success: boolean } }) => {
        if (result.status === 'rejected') {
          sectionErrors[name] = errorMessage(result.reason, `Failed to load ${name}`);
          return [];
        }
        if (result.value.every((record) => schema.safeParse(record).success)) return result.value;
        sectionErrors[name] = `Failed to load ${name}`;
        return [];
      };
      const records = {
        portfolios: settled('portfolio', portfolios, portfolioRecordSchema),
        skills: settled('skills', skills, skillsRecordSchema),
        projects: settled('projects', projects, projectsRecordSchema),
        experiences: settled('experiences', experiences, experiencesRecordSchema),
      };
      const stored = portfolioRecordsToDraft(records);
      versions = {};
      // The first portfolio and the last record of each list are the ones the draft reads (§4).
      remember('portfolio', records.portfolios[0]);
      for (const name of ['skills', 'projects', 'experiences'] as const) remember(name, records[name].at(-1));

      const userId = currentUserId();
      // A draft left in this browser by another account must not leak into this one.
      const foreign = Boolean(state.draft.userId && state.draft.userId !== userId);
      if (foreign) storeEdits({});
      const base = foreign ? emptyPortfolioDraft() : state.draft;
      const draft: PortfolioDraft = { ...base, userId, portfolioId: stored.portfolioId };
      /** When the server last wrote the record holding `part`; null when it has none. */
      const serverTime = (part: DraftPart): number | null => {
        const list = part === 'skills' || part === 'projects' || part === 'experiences' ? records[part] : records.portfolios;
        if (list.length === 0) return null;
        const times = list.map((record) => Date.parse(String((record as { updatedAt?: unknown }).updatedAt)));
        return Math.max(0, ...times.filter(Number.isFinite));
      };
      const restoredParts: DraftPart[] = [];
      for (const part of draftParts) {
        const written = serverTime(part);
        const edited = edits[part];
        const fields = draftPartTable[part].fields;
        // A part the server has replaces the local one unless it was edited here after the server
        // wrote it. A part the server lacks keeps the local entries, which have no record yet.
        const localWins = written === null || (edited !== undefined && edited > written);
        if (!localWins) {
          for (const field of fields) Object.assign(draft, { [field]: stored[field] });
          forgetEdits([part]);
        } else if (written === null && (part === 'skills' || part === 'projects' || part === 'experiences')) {
          Object.assign(draft, { [part]: { ...base[part], id: '' } });
        }
        if (localWins && edited !== undefined && partDiffers(part, draft, stored)) restoredParts.push(part);
      }
      if (records.portfolios.length > 0) draft.deployedTemplates = stored.deployedTemplates;
      persisted = { ...stored, userId };
      const exists = Object.values(records).some((list) => list.length > 0);
      setState({
        draft,
        mode: exists ? 'edit' : 'create',
        loading: false,
        sectionErrors,
        restoredParts,
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
        storeEdits({});
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
      forgetEdits(parts);
    },
    dismissRestore() {
      if (state.restoredParts.length > 0) setState({ restoredParts: [] });
    },
    async loadNewerCopy(parts) {
      forgetEdits(parts);
      // The load keeps this browser's later edits of the other parts, as on every load.
      await store.load({ quiet: true });
    },
    hasUnsavedChanges() {
      return draftParts.some((part) => edits[part] !== undefined && partDiffers(part, state.draft, persisted));
    },
    reset() {
      persisted = emptyPortfolioDraft();
      versions = {};
      state = blank();
      edits = {};
      storage?.removeItem(portfolioDraftStorageKey);
      storage?.removeItem(portfolioModeStorageKey);
      storage?.removeItem(portfolioDraftEditsStorageKey);
      listeners.forEach((listener) => listener());
    },
  };
  return store;
}
