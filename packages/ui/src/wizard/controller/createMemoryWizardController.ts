import {
  draftPartTable,
  draftParts,
  emptyPortfolioDraft,
  moveDraftEntry,
  partDiffers,
  partNeedsSave,
  withSavedPart,
  type DraftPart,
  type PartSaveAction,
  type PictureCrop,
  type PortfolioDraft,
  type SaveResult,
  type WizardMode,
} from '@showfolio/portfolio-schema';
import type { UploadedProjectImage, WizardController, WizardControllerState, WizardSaveAction } from './WizardController';

export interface MemoryWizardControllerOptions {
  mode?: WizardMode;
  loading?: boolean;
  /** How long an upload takes before it settles; the wizard's progress ticks meanwhile. */
  uploadDelayMs?: number;
  /**
   * What the pretend server holds when it differs from the draft: the draft is then a restored
   * local copy, and its differing parts are reported as restored.
   */
  serverDraft?: PortfolioDraft;
}

/** A controller that keeps everything in memory and can be told to fail, for stories and tests. */
export interface MemoryWizardController extends WizardController {
  /** Every save that stored something (or failed) and every upload, in call order. */
  readonly calls: ReadonlyArray<WizardCall>;
  /** Makes the next call of `action` fail, with `error` (e.g. one carrying the server's 400 answer) when given. */
  failNext(action: WizardCall, error?: Error): void;
  setLoading(loading: boolean): void;
  /** Another tab's save: what the pretend server holds from now on (what `loadNewerCopy` loads). */
  setServerCopy(draft: PortfolioDraft): void;
  /** The crop sent with each picture upload (undefined: the automatic crop), in call order. */
  readonly pictureCrops: ReadonlyArray<PictureCrop | undefined>;
}

/** Every controller call the memory controller records. */
export type WizardCall = WizardSaveAction | 'uploadProfilePicture' | 'uploadResume' | 'uploadProjectImage';

/**
 * The server's answer for a project image, made in the browser: the file itself stands for every
 * rendition (an object URL where the page can make one, so stories show the picture).
 */
function pretendProjectImage(file: File): UploadedProjectImage {
  const src =
    typeof URL.createObjectURL === 'function' && typeof window !== 'undefined'
      ? URL.createObjectURL(file)
      : `/media/uploads/${encodeURIComponent(file.name)}`;
  return { src, width: 1600, height: 1000, variants: [{ src, width: 480 }, { src, width: 960 }, { src, width: 1600 }] };
}

let nextId = 1;
const newId = (prefix: string) => `${prefix}-${nextId++}`;

/**
 * Stands in for the api-client portfolio store (the network is the third-party boundary): it
 * keeps the draft, hands out record ids the way the server does, skips unchanged parts with the
 * store's change detection (the initial draft counts as stored), and can simulate failures.
 */
export function createMemoryWizardController(
  initialDraft: PortfolioDraft = emptyPortfolioDraft(),
  options: MemoryWizardControllerOptions = {},
): MemoryWizardController {
  const server = options.serverDraft ?? initialDraft;
  let state: WizardControllerState = {
    draft: structuredClone(initialDraft),
    mode: options.mode ?? 'create',
    loading: options.loading ?? false,
    restoredParts: draftParts.filter((part) => partDiffers(part, initialDraft, server)),
  };
  const listeners = new Set<() => void>();
  /** Actions told to fail next, with the error to reject with (a generic failure when none). */
  const failures = new Map<WizardCall, Error | undefined>();
  const calls: Array<WizardCall> = [];
  const pictureCrops: Array<PictureCrop | undefined> = [];
  /** Settles like an upload after `uploadDelayMs`: the stored file's address, or a failure. */
  const pretendUpload = <T,>(action: 'uploadProfilePicture' | 'uploadResume' | 'uploadProjectImage', result: T, store: (result: T) => void) => {
    calls.push(action);
    const fail = failures.has(action);
    const error = failures.get(action) ?? new Error('File upload failed');
    failures.delete(action);
    return new Promise<T>((resolve, reject) => {
      setTimeout(() => {
        if (fail) {
          reject(error);
          return;
        }
        store(result);
        resolve(result);
      }, options.uploadDelayMs ?? 1000);
    });
  };
  /** What the pretend server holds: the baseline of change detection. */
  let baseline = structuredClone(server);

  const setState = (next: Partial<WizardControllerState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  const patchDraft = (patch: Partial<PortfolioDraft>) => setState({ draft: { ...state.draft, ...patch } });

  /** The error `action` fails with this time, or null. */
  const failure = (action: WizardSaveAction): Error | null => {
    calls.push(action);
    if (!failures.has(action)) return null;
    const error = failures.get(action) ?? new Error('API request failed: 500');
    failures.delete(action);
    return error;
  };

  /** Record ids the server hands out on the first save of a section. */
  const assignIds: Partial<Record<DraftPart, () => void>> = {
    documents: () => {
      if (!state.draft.portfolioId) patchDraft({ portfolioId: newId('portfolio') });
    },
    skills: () => {
      if (!state.draft.skills.id) patchDraft({ skills: { ...state.draft.skills, id: newId('skills') } });
    },
    projects: () => {
      if (!state.draft.projects.id) patchDraft({ projects: { ...state.draft.projects, id: newId('projects') } });
    },
    experiences: () => {
      if (!state.draft.experiences.id)
        patchDraft({ experiences: { ...state.draft.experiences, id: newId('experiences') } });
    },
  };

  const savePart = (part: DraftPart): Promise<SaveResult> => {
    if (!partNeedsSave(part, { mode: state.mode, draft: state.draft, baseline }))
      return Promise.resolve({ status: 'no-changes', step: part });
    const error = failure(draftPartTable[part].save);
    if (error) return Promise.reject(error);
    assignIds[part]?.();
    baseline = withSavedPart(baseline, part, state.draft);
    return Promise.resolve({ status: 'saved', step: part });
  };
  const saves = Object.fromEntries(draftParts.map((part) => [draftPartTable[part].save, () => savePart(part)])) as Record<
    PartSaveAction,
    () => Promise<SaveResult>
  >;

  return {
    get calls() {
      return calls;
    },
    get pictureCrops() {
      return pictureCrops;
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    updateDraft: patchDraft,
    moveEntry(list, from, to) {
      const draft = moveDraftEntry(state.draft, list, from, to);
      if (draft !== state.draft) setState({ draft });
    },
    ...saves,
    saveWhole() {
      const error = failure('saveWhole');
      if (error) return Promise.reject(error);
      if (!state.draft.portfolioId) patchDraft({ portfolioId: newId('portfolio') });
      baseline = structuredClone(state.draft);
      return Promise.resolve(true);
    },
    uploadProfilePicture(file, _onProgress, crop) {
      pictureCrops.push(crop);
      return pretendUpload('uploadProfilePicture', `/media/uploads/${encodeURIComponent(file.name)}`, (url) =>
        patchDraft({ documents: { ...state.draft.documents, profilePictureUrl: url } }),
      );
    },
    uploadResume() {
      // Shaped like the server's own addresses, which the documents step recognises as uploads.
      return pretendUpload('uploadResume', `https://showfolio.example/media/${newId('resume').padEnd(24, 'x')}.pdf`, (url) =>
        patchDraft({ documents: { ...state.draft.documents, resumeUrl: url } }),
      );
    },
    uploadProjectImage(file) {
      return pretendUpload('uploadProjectImage', pretendProjectImage(file), () => undefined);
    },
    reset() {
      baseline = emptyPortfolioDraft();
      setState({ draft: emptyPortfolioDraft(), mode: 'create', restoredParts: [] });
    },
    undoRestore() {
      const draft = { ...state.draft };
      for (const part of state.restoredParts ?? [])
        for (const field of draftPartTable[part].fields) Object.assign(draft, { [field]: structuredClone(baseline[field]) });
      setState({ draft, restoredParts: [] });
    },
    dismissRestore() {
      if ((state.restoredParts ?? []).length > 0) setState({ restoredParts: [] });
    },
    loadNewerCopy(parts) {
      const draft = { ...state.draft };
      for (const part of parts)
        for (const field of draftPartTable[part].fields) Object.assign(draft, { [field]: structuredClone(baseline[field]) });
      setState({ draft });
      return Promise.resolve();
    },
    setServerCopy(draft) {
      baseline = structuredClone(draft);
    },
    hasUnsavedChanges: () => draftParts.some((part) => partDiffers(part, state.draft, baseline)),
    failNext(action, error) {
      failures.set(action, error);
    },
    setLoading(loading) {
      setState({ loading });
    },
  };
}
