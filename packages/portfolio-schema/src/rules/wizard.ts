import type { PortfolioDraft } from '../draft';

// Type
export interface ImageFileInfo {
  type: string;
  size: number;
}

// Defaults
export const profilePictureMaxBytes = 5 * 1024 * 1024;

/** Every message the builder screens show (builder §5 and the §8 catalogue), verbatim. */
export const wizardMessages = {
  // Context-level gating (builder §5).
  firstNameRequired: 'First name is required',
  emailRequired: 'Email is required',
  profilePictureRequired: 'Profile picture is required',
  educationRequired: 'At least one education entry is required',
  technicalSkillRequired: 'At least one technical skill is required',
  // Screens (builder §5).
  requiredFieldsMissing: 'Please fill out all required fields marked with *',
  selectProfilePicture: 'Please select a profile picture before proceeding',
  notAnImage: 'Please select an image file (JPEG, PNG)',
  imageTooLarge: 'Image size should be less than 5MB',
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
  imageProcessingFailed: 'Error processing image. Please try another file.',
  uploadFailed: 'File upload failed',
  tokenMissing: 'Authentication token not found',
  tokenWithoutSubject: 'User ID not found in token',
  apiRequestFailed: (status: number | string) => `API request failed: ${status}`,
  templatesRequestFailed: (status: number | string) => `Request failed with status ${status}`,
  invalidResponseFormat: 'Invalid response format',
  previewFailed: 'Failed to generate preview',
  deployNotLoggedIn: 'Please log in to deploy templates',
  deployWithoutPortfolio: 'Please complete your portfolio before deploying templates',
  deployFailed: 'Failed to deploy template. Please try again.',
  userNotFound: 'User not found.',
  templatesLoadFailed: (detail: string) => `Error loading templates: ${detail}`,
  templateNotFound: 'Template Not Found',
  previewMissingParameters: 'Missing template identifier or token',
  previewInvalid: 'Invalid or expired preview link',
  invalidSubdomain: 'Invalid subdomain',
  portfolioNotFound: 'Portfolio not found',
  contactFailed: 'Failed to send message. Please try again later.',
  feedbackFailed: 'Failed to submit feedback',
  templateIdentifierRequired: 'Template identifier is required for deployment',
  subdomainRequired: 'Subdomain is required for deployment',
} as const;

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

/** Education and skills screen: at least one entry and one technical skill. */
export function educationStepError(draft: Pick<PortfolioDraft, 'education' | 'skills'>): string | null {
  if (draft.education.length === 0) return wizardMessages.educationAndSkillsMissing;
  if (draft.skills.tech.length === 0) return wizardMessages.addTechnicalSkill;
  return null;
}
