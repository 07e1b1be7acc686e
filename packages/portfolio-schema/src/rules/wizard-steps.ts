import type { PortfolioDraft, WizardMode } from '../draft';
import { educationStepError, userDetailsFormError, wizardMessages } from './wizard';

// Schema
/** The parts of the draft that are saved separately (one API call each), in wizard order. */
export const draftParts = [
  'userDetails',
  'documents',
  'education',
  'skills',
  'projects',
  'experiences',
  'socialLinks',
  // Issue 31: the privacy switches, the link list and the extra sections with their order.
  'sections',
  // Issue 32: the Design panel beside the preview (accent, font, scheme, page language).
  'design',
] as const;

// Type
export type DraftPart = (typeof draftParts)[number];
/** The controller (store) method that saves one part. */
export type PartSaveAction =
  | 'saveUserDetails'
  | 'saveDocuments'
  | 'saveEducation'
  | 'saveSkills'
  | 'saveProjects'
  | 'saveExperiences'
  | 'saveSocialLinks'
  | 'saveSections'
  | 'saveDesign';
/** What a part's save resolves with; a failed save rejects. */
export interface SaveResult {
  status: 'saved' | 'no-changes';
  step: DraftPart;
}

interface DraftPartDefinition {
  save: PartSaveAction;
  /** The draft fields the part owns: what a save stores and what the baseline takes over after it. */
  fields: readonly (keyof PortfolioDraft)[];
  /** What the save sends, and therefore what change detection compares. */
  sent: (draft: PortfolioDraft) => unknown;
}

export interface WizardStepSave {
  part: DraftPart;
  /** The message shown when the save fails (builder §8). */
  failure: (draft: PortfolioDraft) => string;
  /** Failures that also raise a toast (the skills save, builder §8). */
  toast?: boolean;
}

export interface WizardStepDefinition {
  id: string;
  label: string;
  /** Saved in this order when Next is pressed. */
  parts: readonly WizardStepSave[];
  /** The step's own check before saving: the message that blocks Next, or null. */
  validate: (draft: PortfolioDraft) => string | null;
  /** Shown when every part of the step was unchanged (edit mode, builder §4). */
  noChange: string | null;
}

// Defaults
export const draftPartTable: Record<DraftPart, DraftPartDefinition> = {
  userDetails: {
    save: 'saveUserDetails',
    // Issue 31's headline and location are part of step 1, saved with the profile.
    fields: ['userDetails', 'bio', 'headline', 'location'],
    sent: (d) => ({ userDetails: d.userDetails, bio: d.bio, headline: d.headline, location: d.location }),
  },
  documents: {
    save: 'saveDocuments',
    fields: ['documents'],
    sent: (d) => ({ documents: d.documents }),
  },
  education: {
    save: 'saveEducation',
    fields: ['education'],
    sent: (d) => ({ education: d.education }),
  },
  skills: {
    save: 'saveSkills',
    fields: ['skills'],
    sent: (d) => ({ tech: d.skills.tech, soft: d.skills.soft }),
  },
  projects: {
    save: 'saveProjects',
    fields: ['projects'],
    sent: (d) => ({ projects: d.projects.projects }),
  },
  experiences: {
    save: 'saveExperiences',
    fields: ['experiences'],
    sent: (d) => ({ experiences: d.experiences.experiences }),
  },
  socialLinks: {
    save: 'saveSocialLinks',
    fields: ['socialLinks'],
    sent: (d) => ({ socialLinks: d.socialLinks }),
  },
  sections: {
    save: 'saveSections',
    fields: ['showEmail', 'showPhone', 'links', 'sections'],
    sent: (d) => ({ showEmail: d.showEmail, showPhone: d.showPhone, links: d.links, ...d.sections }),
  },
  design: {
    save: 'saveDesign',
    fields: ['design'],
    sent: (d) => d.design,
  },
};

const steps = [
  {
    id: 'userDetails',
    label: 'User Details',
    parts: [{ part: 'userDetails', failure: () => wizardMessages.saveUserDetailsFailed }],
    validate: (d) => userDetailsFormError(d.userDetails),
    noChange: null,
  },
  {
    id: 'documents',
    label: 'Documents',
    parts: [{ part: 'documents', failure: () => wizardMessages.saveDocumentsFailed }],
    validate: (d) =>
      d.documents.profilePictureUrl.trim() ? null : wizardMessages.profilePictureRequired,
    noChange: null,
  },
  {
    id: 'education',
    label: 'Education',
    parts: [
      // The catalogue has no education-specific message; the generic "your information" one fits.
      { part: 'education', failure: () => wizardMessages.saveUserDetailsFailed },
      {
        part: 'skills',
        failure: (d) =>
          d.skills.id ? wizardMessages.updateSkillsFailed : wizardMessages.saveSkillsFailed,
        toast: true,
      },
    ],
    validate: educationStepError,
    noChange: null,
  },
  {
    id: 'projects',
    label: 'Projects',
    parts: [{ part: 'projects', failure: () => wizardMessages.saveProjectsFailed }],
    validate: () => null,
    noChange: wizardMessages.noProjectChanges,
  },
  {
    id: 'experience',
    label: 'Experience',
    parts: [{ part: 'experiences', failure: () => wizardMessages.saveExperienceFailed }],
    validate: () => null,
    noChange: wizardMessages.noExperienceChanges,
  },
  {
    id: 'socialLinks',
    label: 'Social Links',
    parts: [
      { part: 'socialLinks', failure: () => wizardMessages.saveSocialLinksFailed },
      // "More links" is on this step; the contact switches (step 1) and the sections panel (step 7)
      // are saved with them, and by the final submit.
      { part: 'sections', failure: () => wizardMessages.saveSocialLinksFailed },
    ],
    validate: () => null,
    noChange: null,
  },
  {
    id: 'preview',
    label: 'Preview',
    // The Design panel sits beside the preview (issue 32); autosave stores it, and the final submit.
    parts: [{ part: 'design', failure: () => wizardMessages.saveUserDetailsFailed }],
    validate: () => null,
    noChange: null,
  },
] as const satisfies readonly WizardStepDefinition[];

export type WizardStepId = (typeof steps)[number]['id'];
/**
 * The seven wizard steps (builder §5): the one table the wizard screen and the portfolio store
 * read. The screen adds each step's component by `id`.
 */
export const wizardStepTable: ReadonlyArray<WizardStepDefinition & { id: WizardStepId }> = steps;
export const wizardStepIds = wizardStepTable.map((step) => step.id);
/** The step names the stepper shows, in order. */
export const wizardSteps = wizardStepTable.map((step) => step.label);

/** Structural equality of JSON-like values; an absent key equals one set to undefined. */
function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const record = (value: object) => value as Record<string, unknown>;
  const keysA = Object.keys(a).filter((key) => record(a)[key] !== undefined);
  const keysB = Object.keys(b).filter((key) => record(b)[key] !== undefined);
  return (
    keysA.length === keysB.length && keysA.every((key) => sameValue(record(a)[key], record(b)[key]))
  );
}

/** A list section (skills, projects, experiences) without entries. */
export const isEmptySection = (
  section: 'skills' | 'projects' | 'experiences',
  d: PortfolioDraft,
) =>
  section === 'skills'
    ? d.skills.tech.length + d.skills.soft.length === 0
    : section === 'projects'
      ? d.projects.projects.length === 0
      : d.experiences.experiences.length === 0;

/**
 * Whether saving `part` would store anything. `baseline` is what the server holds as far as the
 * caller knows. Edit mode skips a part equal to it; a list section without a record and without
 * entries has nothing to create in either mode.
 */
export function partNeedsSave(
  part: DraftPart,
  state: { mode: WizardMode; draft: PortfolioDraft; baseline: PortfolioDraft },
): boolean {
  const { sent } = draftPartTable[part];
  if (state.mode === 'edit' && sameValue(sent(state.draft), sent(state.baseline))) return false;
  if (part === 'skills' || part === 'projects' || part === 'experiences')
    return Boolean(state.draft[part].id) || !isEmptySection(part, state.draft);
  // The design is stored only when it differs from what the server holds, in either mode: a new
  // portfolio with no choices has nothing to send (the server's `{}` is the template's own look).
  if (part === 'design') return !sameValue(sent(state.draft), sent(state.baseline));
  return true;
}

/** Whether `part` would send something different from `a` than from `b`. */
export const partDiffers = (part: DraftPart, a: PortfolioDraft, b: PortfolioDraft) =>
  !sameValue(draftPartTable[part].sent(a), draftPartTable[part].sent(b));

/** The baseline after `part` was saved from `draft`. */
export function withSavedPart(
  baseline: PortfolioDraft,
  part: DraftPart,
  draft: PortfolioDraft,
): PortfolioDraft {
  const next = { ...baseline };
  for (const field of draftPartTable[part].fields) Object.assign(next, { [field]: draft[field] });
  return next;
}

/**
 * Whether a step's content is complete (issue 34): what its tick says. The gated steps are complete
 * when their gate passes; the optional ones when they hold something; the preview once submitted.
 */
export function stepContentComplete(id: WizardStepId, d: PortfolioDraft, state: { submitted: boolean }): boolean {
  switch (id) {
    case 'userDetails':
      return userDetailsFormError(d.userDetails) === null;
    case 'documents':
      return d.documents.profilePictureUrl.trim() !== '';
    case 'education':
      return educationStepError(d) === null;
    case 'projects':
      return d.projects.projects.length > 0;
    case 'experience':
      return d.experiences.experiences.length > 0;
    case 'socialLinks':
      return Object.values(d.socialLinks).some((link) => typeof link === 'string' && link.trim() !== '') || d.links.length > 0;
    case 'preview':
      return state.submitted;
  }
}
