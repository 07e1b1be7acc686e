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

/** A project image as the upload answers it: everything but the alt text, which the user writes. */
export type UploadedProjectImage = Omit<ProjectImage, 'alt'>;

/** What the wizard reads from its data source on every render. */
export interface WizardControllerState {
  draft: PortfolioDraft;
  mode: WizardMode;
  loading: boolean;
  /** Parts whose unsaved local edits were kept over the server copy on load: the wizard offers Undo. */
  restoredParts?: readonly DraftPart[];
}

/**
 * The wizard's only way to reach data. The host implements it with the api-client portfolio
 * store (`createPortfolioStore`), whose state carries these fields plus a few the wizard ignores.
 *
 * Each part save (`saveUserDetails`, …, named by the schema's step table) reads its part from the
 * current draft and decides itself whether anything changed since the last save: it resolves
 * `{ status: 'no-changes' }` then, `{ status: 'saved' }` after storing, and rejects on failure.
 */
export interface WizardController extends Record<PartSaveAction, () => Promise<SaveResult>> {
  getState(): WizardControllerState;
  /** Returns the unsubscribe function; the listener runs after every state change. */
  subscribe(listener: () => void): () => void;
  /** `userEdit: false` marks a change the user did not make (the prefill), which is not unsaved work. */
  updateDraft(patch: Partial<PortfolioDraft>, options?: { userEdit?: boolean }): void;
  /**
   * Moves one entry of a list from `from` to `to` (schema's `moveDraftEntry`): an edit of the part
   * holding the list, saved by that part's next save. A move that changes nothing is ignored.
   */
  moveEntry(list: ReorderableList, from: number, to: number): void;
  /**
   * The final submit: skills, projects, experiences and the portfolio in one go. Resolves true
   * when everything was stored (builder §7: the result must be truthy).
   */
  saveWhole(): Promise<boolean>;
  /**
   * Uploads the picture and resolves with its public URL. `onProgress` (0-100) is optional
   * to call; the wizard animates its own progress while it waits.
   */
  uploadProfilePicture(file: File, onProgress?: (percent: number) => void, crop?: PictureCrop): Promise<string>;
  /** Uploads a resume PDF and resolves with its public URL (put in the draft's documents). */
  uploadResume(file: File, onProgress?: (percent: number) => void): Promise<string>;
  /**
   * Uploads one image of a project (`POST /api/uploads/project-image`) and resolves with its
   * renditions and size; the wizard adds the alt text and puts it in the project being edited.
   */
  uploadProjectImage(file: File, onProgress?: (percent: number) => void): Promise<UploadedProjectImage>;
  reset(): void;
  /** Puts the server copy back into the restored parts. */
  undoRestore?(): void;
  /** Keeps the restored edits and ends the notice. */
  dismissRestore?(): void;
  /**
   * After a save was refused as stale (412), drops this browser's edits of `parts` and puts the
   * server's newer copy in the draft.
   */
  loadNewerCopy?(parts: readonly DraftPart[]): Promise<void>;
  /** Whether the draft holds edits the server does not have yet (asked before leaving). */
  hasUnsavedChanges?(): boolean;
}

/** Every controller method that saves: one per draft part, and the final submit. */
export type WizardSaveAction = PartSaveAction | 'saveWhole';
