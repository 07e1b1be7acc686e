import type { PortfolioDraft, WizardMode } from '@showfolio/portfolio-schema';

/** What the wizard reads from its data source on every render. */
export interface WizardControllerState {
  draft: PortfolioDraft;
  mode: WizardMode;
  loading: boolean;
}

/**
 * The wizard's only way to reach data. The host implements it with the api-client portfolio
 * store (`createPortfolioStore`), whose state carries these fields plus a few the wizard ignores.
 *
 * Every save reads the section from the current draft. A save fails when its promise rejects
 * or resolves to `false`; anything else counts as success.
 */
export interface WizardController {
  getState(): WizardControllerState;
  /** Returns the unsubscribe function; the listener runs after every state change. */
  subscribe(listener: () => void): () => void;
  updateDraft(patch: Partial<PortfolioDraft>): void;
  saveUserDetails(): Promise<unknown>;
  saveDocuments(): Promise<unknown>;
  saveEducation(): Promise<unknown>;
  saveSkills(): Promise<unknown>;
  saveProjects(): Promise<unknown>;
  saveExperiences(): Promise<unknown>;
  saveSocialLinks(): Promise<unknown>;
  /** The final submit: skills, projects, experiences and the portfolio in one go. */
  saveWhole(): Promise<unknown>;
  /**
   * Uploads the picture and resolves with its public URL. `onProgress` (0-100) is optional
   * to call; the wizard animates its own progress while it waits.
   */
  uploadProfilePicture(file: File, onProgress?: (percent: number) => void): Promise<string>;
  reset(): void;
}

/** The controller methods that save one part of the draft. */
export const wizardSaveActions = [
  'saveUserDetails',
  'saveDocuments',
  'saveEducation',
  'saveSkills',
  'saveProjects',
  'saveExperiences',
  'saveSocialLinks',
  'saveWhole',
] as const;
export type WizardSaveAction = (typeof wizardSaveActions)[number];

/** Runs a save and folds both failure conventions (rejection, `false`) into one boolean. */
export async function runSave(save: () => Promise<unknown>): Promise<boolean> {
  try {
    return (await save()) !== false;
  } catch {
    return false;
  }
}
