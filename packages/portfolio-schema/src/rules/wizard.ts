import type { PortfolioDraft } from '../draft';
import { dateMessages, dateTextProblem } from '../dates';
import { messages } from '../messages';

// Type
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
  // Issue #14: nothing typed is lost.
  restoredUnsavedChanges: 'Restored your unsaved changes',
  leaveTitle: 'Leave without saving?',
  leaveDescription: 'You have changes that are not saved yet. They stay in this browser and are saved to your portfolio the next time you open the wizard.',
  // Issue #34: every change is saved about a second after typing stops.
  autosaveSaving: 'Saving…',
  autosaveSaved: 'Saved',
  autosaveOffline: "Offline — will save when you're back",
  autosaveRetrying: 'Not saved yet — trying again…',
  autosaveRefused: 'Not saved:',
  /** Beside the step's buttons while offline, so it is seen where the user works, not only in the header. */
  autosaveOfflineNote: "The connection is down. Your changes are kept in this browser and saved when you're back online.",
  staleWrite:
    'This part of your portfolio was changed in another tab or on another device since you opened it. Load the newer copy to keep editing; your own change was not saved.',
  loadNewerCopy: 'Load the newer copy',
  // Issue 34: dates are months, typed as people write them.
  startDateFormat: 'Enter the start date as a month and year, like May 2021 or 2021-05',
  endDateFormat: 'Enter the end date as a month and year, like June 2024 or 2024-06, or leave it empty',
  endBeforeStart: 'The end date cannot be before the start date',
} as const;

/** A dated entry's dates as the wizard's forms hold them; '' is empty, an end of '' or 'Present' is ongoing. */
export interface EntryDates {
  startDate: string;
  endDate: string;
}

/**
 * The date checks of an education or experience entry, by field, so each message shows at its
 * field before anything is sent: a real date the server accepts (YYYY, YYYY-MM or YYYY-MM-DD) and
 * an end not before the start. Empty when the dates are fine.
 */
export function entryDateErrors({ startDate, endDate }: EntryDates): Partial<Record<keyof EntryDates, string>> {
  const start = startDate.trim();
  const end = endDate.trim() === 'Present' ? '' : endDate.trim();
  const errors: Partial<Record<keyof EntryDates, string>> = {};
  // A text that is no date gets the format; a 13th month or a 30th of February is named.
  const problem = (value: string, format: string) => {
    const found = dateTextProblem(value);
    return found === dateMessages.shape ? format : found;
  };
  const startProblem = problem(start, wizardMessages.startDateFormat);
  const endProblem = problem(end, wizardMessages.endDateFormat);
  if (startProblem) errors.startDate = startProblem;
  if (endProblem) errors.endDate = endProblem;
  // ISO dates compare as text; a year or month compares on the part both dates have.
  const shared = Math.min(start.length, end.length);
  if (!errors.startDate && !errors.endDate && start && end && end.slice(0, shared) < start.slice(0, shared))
    errors.endDate = wizardMessages.endBeforeStart;
  return errors;
}

/** The documents step's file check: an image under 5 MB; null when acceptable. */
export function validateProfilePictureFile(file: ImageFileInfo | null | undefined): string | null {
  if (!file) return wizardMessages.selectProfilePicture;
  if (!file.type.toLowerCase().startsWith('image/')) return wizardMessages.notAnImage;
  if (file.size >= profilePictureMaxBytes) return wizardMessages.imageTooLarge;
  return null;
}

/** The picture formats the server keeps, told by their first bytes (their "magic numbers"). */
const pictureSignatures: ReadonlyArray<{ offset: number; bytes: readonly number[] }> = [
  { offset: 0, bytes: [0xff, 0xd8, 0xff] }, // JPEG
  { offset: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }, // PNG
  { offset: 8, bytes: [0x57, 0x45, 0x42, 0x50] }, // WebP: "RIFF", a size, then "WEBP"
];

/** How many leading bytes of a file `isPictureBytes` reads. */
export const pictureSignatureLength = 12;

/**
 * Whether a file's first bytes are a JPEG, PNG or WebP picture, whatever its name or type says:
 * a text file named `.jpg` is refused before it is uploaded (the server checks the same again).
 */
export function isPictureBytes(head: Uint8Array): boolean {
  return pictureSignatures.some(({ offset, bytes }) => bytes.every((byte, i) => head[offset + i] === byte));
}

/** The first bytes of every PDF ("%PDF-"), whatever its name or type says. */
const pdfSignature = [0x25, 0x50, 0x44, 0x46, 0x2d] as const;
/** How many leading bytes of a file `isPdfBytes` reads. */
export const pdfSignatureLength = pdfSignature.length;

/** Whether a file's first bytes are a PDF's: a text file named `.pdf` is refused before upload. */
export const isPdfBytes = (head: Uint8Array): boolean => pdfSignature.every((byte, i) => head[i] === byte);

/**
 * A manual square crop of a profile picture, in whole pixels of the picture as browsers show it
 * (upright, EXIF orientation applied). Without one the server picks the square itself.
 */
export interface PictureCrop {
  x: number;
  y: number;
  size: number;
}

/** The largest resume PDF the server stores. */
export const resumePdfMaxBytes = 5 * 1024 * 1024;

/**
 * The documents step's first look at a resume file: a PDF of at most 5 MB; null when acceptable.
 * The server checks the file's bytes again; this only saves a doomed upload.
 */
export function validateResumeFile(file: { type: string; size: number; name: string } | null | undefined): string | null {
  if (!file) return messages.selectResumePdf;
  const looksLikePdf = file.type.toLowerCase() === 'application/pdf' || (!file.type && /\.pdf$/i.test(file.name));
  if (!looksLikePdf) return messages.notAPdf;
  if (file.size > resumePdfMaxBytes) return messages.pdfTooLarge;
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
