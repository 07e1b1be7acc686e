import { emptyPortfolioDraft, type PortfolioDraft, type WizardMode } from '@showfolio/portfolio-schema';
import type { WizardController, WizardControllerState, WizardSaveAction } from './WizardController';

export interface MemoryWizardControllerOptions {
  mode?: WizardMode;
  loading?: boolean;
  /** How long an upload takes before it settles; the wizard's progress ticks meanwhile. */
  uploadDelayMs?: number;
}

/** A controller that keeps everything in memory and can be told to fail, for stories and tests. */
export interface MemoryWizardController extends WizardController {
  /** Every save and upload, in call order. */
  readonly calls: ReadonlyArray<WizardSaveAction | 'uploadProfilePicture'>;
  /** Makes the next call of `action` fail. */
  failNext(action: WizardSaveAction | 'uploadProfilePicture'): void;
  setLoading(loading: boolean): void;
}

let nextId = 1;
const newId = (prefix: string) => `${prefix}-${nextId++}`;

/**
 * Stands in for the api-client portfolio store (the network is the third-party boundary): it
 * keeps the draft, hands out record ids the way the server does, and can simulate failures.
 */
export function createMemoryWizardController(
  initialDraft: PortfolioDraft = emptyPortfolioDraft(),
  options: MemoryWizardControllerOptions = {},
): MemoryWizardController {
  let state: WizardControllerState = {
    draft: structuredClone(initialDraft),
    mode: options.mode ?? 'create',
    loading: options.loading ?? false,
  };
  const listeners = new Set<() => void>();
  const failures = new Set<WizardSaveAction | 'uploadProfilePicture'>();
  const calls: Array<WizardSaveAction | 'uploadProfilePicture'> = [];

  const setState = (next: Partial<WizardControllerState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  const patchDraft = (patch: Partial<PortfolioDraft>) => setState({ draft: { ...state.draft, ...patch } });

  const save = (action: WizardSaveAction, apply?: () => void) => {
    calls.push(action);
    if (failures.delete(action)) return Promise.reject(new Error('API request failed: 500'));
    apply?.();
    return Promise.resolve(true);
  };

  return {
    get calls() {
      return calls;
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    updateDraft: patchDraft,
    saveUserDetails: () => save('saveUserDetails'),
    saveDocuments: () =>
      save('saveDocuments', () => {
        if (!state.draft.portfolioId) patchDraft({ portfolioId: newId('portfolio') });
      }),
    saveEducation: () => save('saveEducation'),
    saveSkills: () =>
      save('saveSkills', () => {
        if (!state.draft.skills.id) patchDraft({ skills: { ...state.draft.skills, id: newId('skills') } });
      }),
    saveProjects: () =>
      save('saveProjects', () => {
        if (!state.draft.projects.id) patchDraft({ projects: { ...state.draft.projects, id: newId('projects') } });
      }),
    saveExperiences: () =>
      save('saveExperiences', () => {
        if (!state.draft.experiences.id)
          patchDraft({ experiences: { ...state.draft.experiences, id: newId('experiences') } });
      }),
    saveSocialLinks: () => save('saveSocialLinks'),
    saveWhole: () =>
      save('saveWhole', () => {
        if (!state.draft.portfolioId) patchDraft({ portfolioId: newId('portfolio') });
      }),
    uploadProfilePicture(file) {
      calls.push('uploadProfilePicture');
      const fail = failures.delete('uploadProfilePicture');
      return new Promise<string>((resolve, reject) => {
        setTimeout(() => {
          if (fail) {
            reject(new Error('File upload failed'));
            return;
          }
          const url = `/media/uploads/${encodeURIComponent(file.name)}`;
          patchDraft({
            documents: { ...state.draft.documents, profilePictureUrl: url },
            profilePictureUrl: url,
          });
          resolve(url);
        }, options.uploadDelayMs ?? 1000);
      });
    },
    reset() {
      setState({ draft: emptyPortfolioDraft(), mode: 'create' });
    },
    failNext(action) {
      failures.add(action);
    },
    setLoading(loading) {
      setState({ loading });
    },
  };
}
