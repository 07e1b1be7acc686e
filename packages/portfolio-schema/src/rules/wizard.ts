import type { PortfolioDraft, WizardMode } from '../draft';
import { messages } from '../messages';

// Schema
export const wizardSteps = [
  'User Details',
  'Documents',
  'Education',
  'Projects',
  'Experience',
  'Social Links',
  'Preview',
] as const;

// Type
export type WizardStepName = (typeof wizardSteps)[number];
/** 1-based, as the stepper shows it. */
export type WizardStep = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export interface ImageFileInfo {
  type: string;
  size: number;
}

// Defaults
export const profilePictureMaxBytes = 5 * 1024 * 1024;

/**
 * The wizard's messages (builder §5 and its save failures in §8), verbatim. Texts other packages
 * say too live in `messages`.
 */
export const wizardMessages = {
  // Context-level gating (builder §5).
  firstNameRequired: 'First name is required',
  emailRequired: 'Email is required',
  profilePictureRequired: 'Profile picture is required',
  educationRequired: 'At least one education entry is required',
  technicalSkillRequired: 'At least one technical skill is required',
  // Screens (builder §5).
  requiredFieldsMissing: 'Please fill out all required fields marked with *',
  selectProfilePicture: messages.selectProfilePicture,
  notAnImage: messages.notAnImage,
  imageTooLarge: messages.imageTooLarge,
  confirmProfilePicture: 'Please confirm your profile picture upload before proceeding',
  educationAndSkillsMissing: 'Please add at least one education entry and select technical skills',
  addTechnicalSkill: 'Please add at least one technical skill',
  noProjectChanges: 'No changes detected in projects',
  noExperienceChanges: 'No changes detected in experiences',
  // Error catalogue (builder §8).
  saveUserDetailsFailed: "Oops! Something went wrong saving your information. Let's try again!",
  saveDocumentsFailed: "Oops! Something went wrong saving your documents. Let's try again!",
  saveSkillsFailed: 'Failed to save skills. Please try again.',
  updateSkillsFailed: 'Failed to update skills. Please try again.',
  saveProjectsFailed: 'Failed to save projects. Please try again.',
  saveExperienceFailed: 'Failed to save experience. Please try again.',
  saveSocialLinksFailed: 'Failed to save social links. Please try again.',
  submitFailed: 'Oops! Something went wrong. Please try again.',
  uploadPictureFailed:
    'Failed to upload profile picture. Your selection is saved but may need to be uploaded again later.',
} as const;

/** The context-level check run by Next (builder §5): the first failure, or null when the step may advance. */
export function wizardStepError(step: number, draft: PortfolioDraft): string | null {
  if (step === 1) {
    if (!draft.userDetails.firstName.trim()) return wizardMessages.firstNameRequired;
    if (!draft.userDetails.email.trim()) return wizardMessages.emailRequired;
  }
  if (step === 2 && !(draft.documents.profilePictureUrl.trim() || draft.profilePictureUrl.trim()))
    return wizardMessages.profilePictureRequired;
  if (step === 3) {
    if (draft.education.length === 0) return wizardMessages.educationRequired;
    if (draft.skills.tech.length === 0) return wizardMessages.technicalSkillRequired;
  }
  return null;
}

/** The documents step's file check: an image under 5 MB; null when acceptable. */
export function validateProfilePictureFile(file: ImageFileInfo | null | undefined): string | null {
  if (!file) return wizardMessages.selectProfilePicture;
  if (!file.type.toLowerCase().startsWith('image/')) return wizardMessages.notAnImage;
  if (file.size >= profilePictureMaxBytes) return wizardMessages.imageTooLarge;
  return null;
}

const filled = (value: string | undefined) => Boolean(value?.trim());

/** User details screen: Next stays disabled and this shows until first name and e-mail are filled. */
export function userDetailsFormError(details: { firstName?: string; email?: string }): string | null {
  return filled(details.firstName) && filled(details.email) ? null : wizardMessages.requiredFieldsMissing;
}

/**
 * Documents screen: a picture must be chosen, and in edit mode a newly selected picture must be
 * uploaded (confirmed) before moving on.
 */
export function documentsStepError(state: {
  mode: WizardMode;
  hasPicture: boolean;
  pendingSelection?: boolean;
}): string | null {
  if (state.mode === 'edit' && state.pendingSelection) return wizardMessages.confirmProfilePicture;
  return state.hasPicture || state.pendingSelection ? null : wizardMessages.selectProfilePicture;
}

/** Education and skills screen: at least one entry and one technical skill. */
export function educationStepError(draft: Pick<PortfolioDraft, 'education' | 'skills'>): string | null {
  if (draft.education.length === 0) return wizardMessages.educationAndSkillsMissing;
  if (draft.skills.tech.length === 0) return wizardMessages.addTechnicalSkill;
  return null;
}

/** Edit mode skips the save when the list equals the snapshot taken on entry (empty lists too). */
export function noChangesMessage(
  section: 'projects' | 'experiences',
  snapshot: readonly unknown[],
  current: readonly unknown[],
): string | null {
  if (JSON.stringify(snapshot) !== JSON.stringify(current)) return null;
  return section === 'projects' ? wizardMessages.noProjectChanges : wizardMessages.noExperienceChanges;
}

/** The add buttons: an education entry needs degree and institution. */
export const canAddEducationEntry = (entry: { degree?: string; institution?: string }) =>
  filled(entry.degree) && filled(entry.institution);
/** A project needs a name and a description. */
export const canAddProjectEntry = (entry: { projectName?: string; description?: string }) =>
  filled(entry.projectName) && filled(entry.description);
/** An experience needs a company name and a role ('Company Name*', 'Your Role*'). */
export const canAddExperienceEntry = (entry: { companyName?: string; jobRole?: string }) =>
  filled(entry.companyName) && filled(entry.jobRole);
