import {
  emptyPortfolioDraft,
  portfolioDraftSchema,
  portfolioDraftStorageKey,
  portfolioModeStorageKey,
  wizardModes,
} from '@showfolio/portfolio-schema';
import type {
  ExperiencesRecord,
  PortfolioDraft,
  PortfolioInput,
  PortfolioRecord,
  ProjectsRecord,
  SkillsRecord,
  WizardMode,
} from '@showfolio/portfolio-schema';
import type { ApiClient, ProgressListener } from '../client/createApiClient';
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
}

export type SaveResult = { status: 'saved'; step: WizardStep } | { status: 'no-changes'; step: WizardStep };

export type DraftUpdate = Partial<PortfolioDraft> | ((draft: PortfolioDraft) => PortfolioDraft);

export interface PortfolioStore {
  getState(): PortfolioStoreState;
  subscribe(listener: () => void): () => void;
  /** Loads the four sections in parallel and switches to 'edit' when any exists. */
  load(): Promise<PortfolioStoreState>;
  updateDraft(update: DraftUpdate): void;
  saveUserDetails(): Promise<SaveResult>;
  saveDocuments(): Promise<SaveResult>;
  saveEducation(): Promise<SaveResult>;
  saveSkills(): Promise<SaveResult>;
  saveProjects(): Promise<SaveResult>;
  saveExperiences(): Promise<SaveResult>;
  saveSocialLinks(): Promise<SaveResult>;
  saveStep(step: WizardStep): Promise<SaveResult>;
  /** The final submit: true when every section and the portfolio were stored. */
  saveWhole(): Promise<boolean>;
  /** Uploads the picture and puts its URL in the draft's documents (saved by the documents step). */
  uploadProfilePicture(file: Blob, onProgress?: ProgressListener): Promise<string>;
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

const recordId = (record: { id?: string; _id?: string } | null | undefined): string =>
  record?.id || record?._id || '';

const deepEqual = (a: unknown, b: unknown): boolean => {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined);
  const keysB = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined);
  return (
    keysA.length === keysB.length &&
    keysA.every((key) => deepEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
};

/** What each step sends, and therefore what its change detection compares. */
const stepSlices: Record<WizardStep, (draft: PortfolioDraft) => unknown> = {
  userDetails: (d) => ({ userDetails: d.userDetails, bio: d.bio }),
  documents: (d) => ({ documents: d.documents }),
  education: (d) => ({ education: d.education }),
  skills: (d) => ({ tech: d.skills.tech, soft: d.skills.soft }),
  projects: (d) => ({ projects: d.projects.projects }),
  experiences: (d) => ({ experiences: d.experiences.experiences }),
  socialLinks: (d) => ({ socialLinks: d.socialLinks }),
};

const portfolioStepBody: Partial<Record<WizardStep, (draft: PortfolioDraft) => Omit<PortfolioInput, 'userId'>>> = {
  userDetails: (d) => ({ userDetails: d.userDetails, bio: d.bio }),
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
  documents: d.documents,
  profilePictureUrl: d.documents.profilePictureUrl,
  resumeUrl: d.documents.resumeUrl,
  education: d.education,
  socialLinks: d.socialLinks,
});

/** documents is the source of truth; the top-level copies exist because the contract mirrors them. */
const mirrorDocuments = (draft: PortfolioDraft): PortfolioDraft => ({
  ...draft,
  profilePictureUrl: draft.documents.profilePictureUrl,
  resumeUrl: draft.documents.resumeUrl,
});

const applyPortfolio = (draft: PortfolioDraft, record: PortfolioRecord | null): PortfolioDraft => {
  if (!record) return { ...draft, portfolioId: '' };
  const user = record.user ?? draft.userDetails;
  return mirrorDocuments({
    ...draft,
    userDetails: {
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      username: user.username ?? '',
      email: user.email ?? '',
    },
    bio: record.bio ?? '',
    documents: { profilePictureUrl: record.profilePictureUrl ?? '', resumeUrl: record.resumeUrl ?? '' },
    education: record.education ?? [],
    socialLinks: { ...draft.socialLinks, ...record.socialLinks },
    portfolioId: recordId(record),
    deployedTemplates: record.deployedTemplates ?? [],
  });
};
const applySkills = (draft: PortfolioDraft, record: SkillsRecord | null): PortfolioDraft =>
  record
    ? { ...draft, skills: { id: recordId(record), tech: record.tech ?? [], soft: record.soft ?? [] } }
    : { ...draft, skills: { ...draft.skills, id: '' } };
const applyProjects = (draft: PortfolioDraft, record: ProjectsRecord | null): PortfolioDraft =>
  record
    ? { ...draft, projects: { id: recordId(record), projects: record.projects ?? [] } }
    : { ...draft, projects: { ...draft.projects, id: '' } };
const applyExperiences = (draft: PortfolioDraft, record: ExperiencesRecord | null): PortfolioDraft =>
  record
    ? { ...draft, experiences: { id: recordId(record), experiences: record.experiences ?? [] } }
    : { ...draft, experiences: { ...draft.experiences, id: '' } };

const lastOf = <T>(list: T[]): T | null => list[list.length - 1] ?? null;

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
      return parsed.success ? mirrorDocuments(parsed.data) : emptyPortfolioDraft();
    } catch {
      return emptyPortfolioDraft();
    }
  };
  const restoreMode = (): WizardMode => {
    const raw = storage?.getItem(portfolioModeStorageKey);
    return (wizardModes as readonly string[]).includes(raw ?? '') ? (raw as WizardMode) : 'create';
  };

  const initialDraft = restoreDraft();
  let state: PortfolioStoreState = {
    draft: initialDraft,
    mode: restoreMode(),
    loading: false,
    sectionErrors: {},
    portfolioId: initialDraft.portfolioId,
  };
  /** What the server holds as far as this store knows: the baseline of change detection. */
  let persisted: PortfolioDraft = emptyPortfolioDraft();

  const setState = (patch: Partial<PortfolioStoreState>) => {
    state = { ...state, ...patch };
    if (patch.draft) {
      state.portfolioId = patch.draft.portfolioId;
      try {
        storage?.setItem(portfolioDraftStorageKey, JSON.stringify(state.draft));
      } catch {
        // A full or blocked storage only loses the offline copy; the wizard keeps working.
      }
    }
    if (patch.mode) storage?.setItem(portfolioModeStorageKey, patch.mode);
    listeners.forEach((listener) => listener());
  };
  const updateDraft = (update: DraftUpdate) => {
    const next = typeof update === 'function' ? update(state.draft) : { ...state.draft, ...update };
    setState({ draft: mirrorDocuments(next) });
  };

  const storePortfolio = async (body: Omit<PortfolioInput, 'userId'>, whole: PortfolioDraft) => {
    if (state.portfolioId) {
      await client.updatePortfolio(state.portfolioId, body);
      return;
    }
    // The first create carries every portfolio field, so nothing typed in earlier steps is lost.
    const created = await client.createPortfolio({ ...wholePortfolioBody(whole), ...body });
    const id = recordId(created);
    if (id) updateDraft({ portfolioId: id });
  };

  type ListStep = 'skills' | 'projects' | 'experiences';
  const isEmptySection = (step: ListStep, d: PortfolioDraft) =>
    step === 'skills'
      ? d.skills.tech.length + d.skills.soft.length === 0
      : step === 'projects'
        ? d.projects.projects.length === 0
        : d.experiences.experiences.length === 0;

  const storeSection = async (step: ListStep, d: PortfolioDraft) => {
    const current = d[step].id;
    let record: { id?: string; _id?: string } | undefined;
    if (step === 'skills') {
      const body = { tech: d.skills.tech, soft: d.skills.soft };
      record = current ? await client.updateSkills(current, body) : await client.createSkills(body);
    } else if (step === 'projects') {
      const body = { projects: d.projects.projects };
      record = current ? await client.updateProjects(current, body) : await client.createProjects(body);
    } else {
      const body = { experiences: d.experiences.experiences };
      record = current ? await client.updateExperiences(current, body) : await client.createExperiences(body);
    }
    const id = recordId(record) || current;
    if (id !== current) updateDraft((draft) => ({ ...draft, [step]: { ...draft[step], id } }));
  };

  const markPersisted = (step: WizardStep) => {
    const d = state.draft;
    persisted = mirrorDocuments({
      ...persisted,
      ...(step === 'userDetails' ? { userDetails: d.userDetails, bio: d.bio } : {}),
      ...(step === 'documents' ? { documents: d.documents } : {}),
      ...(step === 'education' ? { education: d.education } : {}),
      ...(step === 'socialLinks' ? { socialLinks: d.socialLinks } : {}),
      ...(step === 'skills' || step === 'projects' || step === 'experiences' ? { [step]: d[step] } : {}),
    });
  };

  const saveStep = async (step: WizardStep): Promise<SaveResult> => {
    const draft = state.draft;
    const unchanged = deepEqual(stepSlices[step](draft), stepSlices[step](persisted));
    if (state.mode === 'edit' && unchanged) return { status: 'no-changes', step };
    if (step === 'skills' || step === 'projects' || step === 'experiences') {
      // Nothing to create: an empty list only matters once a record exists to be emptied.
      if (!draft[step].id && isEmptySection(step, draft)) return { status: 'no-changes', step };
      await storeSection(step, draft);
    } else {
      const body = portfolioStepBody[step];
      if (body) await storePortfolio(body(draft), draft);
    }
    markPersisted(step);
    return { status: 'saved', step };
  };

  const blank = (): PortfolioStoreState => ({
    draft: emptyPortfolioDraft(),
    mode: 'create',
    loading: false,
    sectionErrors: {},
    portfolioId: '',
  });

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async load() {
      setState({ loading: true });
      const [portfolios, skills, projects, experiences] = await Promise.allSettled([
        client.listPortfolios(),
        client.listSkills(),
        client.listProjects(),
        client.listExperiences(),
      ]);
      const sectionErrors: Partial<Record<SectionName, string>> = {};
      const settled = <T>(name: SectionName, result: PromiseSettledResult<T[]>): T[] => {
        if (result.status === 'fulfilled') return result.value;
        sectionErrors[name] = errorMessage(result.reason, `Failed to load ${name}`);
        return [];
      };
      const portfolio = settled('portfolio', portfolios)[0] ?? null;
      const skillsRecord = lastOf(settled('skills', skills));
      const projectsRecord = lastOf(settled('projects', projects));
      const experiencesRecord = lastOf(settled('experiences', experiences));

      const userId = currentUserId();
      // A draft left in this browser by another account must not leak into this one.
      const base = state.draft.userId && state.draft.userId !== userId ? emptyPortfolioDraft() : state.draft;
      const apply = (d: PortfolioDraft) =>
        applyExperiences(
          applyProjects(applySkills(applyPortfolio(d, portfolio), skillsRecord), projectsRecord),
          experiencesRecord,
        );
      persisted = apply({ ...emptyPortfolioDraft(), userId });
      const exists = Boolean(portfolio || skillsRecord || projectsRecord || experiencesRecord);
      setState({
        draft: apply({ ...base, userId }),
        mode: exists ? 'edit' : 'create',
        loading: false,
        sectionErrors,
      });
      return state;
    },
    updateDraft,
    saveStep,
    saveUserDetails: () => saveStep('userDetails'),
    saveDocuments: () => saveStep('documents'),
    saveEducation: () => saveStep('education'),
    saveSkills: () => saveStep('skills'),
    saveProjects: () => saveStep('projects'),
    saveExperiences: () => saveStep('experiences'),
    saveSocialLinks: () => saveStep('socialLinks'),
    async saveWhole() {
      try {
        const draft = state.draft;
        for (const step of ['skills', 'projects', 'experiences'] as const) {
          if (!isEmptySection(step, draft)) await storeSection(step, state.draft);
        }
        await storePortfolio(wholePortfolioBody(draft), draft);
        persisted = state.draft;
        setState({ mode: 'edit' });
        return true;
      } catch (error) {
        console.error('Failed to save portfolio', error);
        return false;
      }
    },
    async uploadProfilePicture(file, onProgress) {
      const { url } = await client.uploadProfilePicture(file, onProgress);
      updateDraft((draft) => ({ ...draft, documents: { ...draft.documents, profilePictureUrl: url } }));
      return url;
    },
    reset() {
      persisted = emptyPortfolioDraft();
      state = blank();
      storage?.removeItem(portfolioDraftStorageKey);
      storage?.removeItem(portfolioModeStorageKey);
      listeners.forEach((listener) => listener());
    },
  };
}
