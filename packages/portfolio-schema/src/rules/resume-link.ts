// Schema
export const resumeLinkMessages = {
  /** A Google Drive address, but not a Drive file link (no /file/d/{id} or /open?id={id}, or not https). */
  notDriveLink: 'Please enter a valid Google Drive shareable link',
  /** A Drive file link without usp=sharing. */
  notShared: 'Make sure the link has "Anyone with the link" sharing permission',
  /** Meant as a Drive link (it names drive.google.com) but not a web address at all. */
  invalid: 'Please provide a valid Google Drive resume link',
  /** Not a web address at all, and nothing suggests Drive. */
  notALink: 'Please enter a full link starting with https://, or upload a PDF',
  /** A plain http:// link: the resume would open without encryption (and browsers warn). */
  notSecure: 'Please use a secure link that starts with https://',
} as const;

// Type
export interface ResumeLinkResult {
  /** The trimmed input; '' clears the resume. */
  value: string;
  error?: string;
}

export interface ResumeLinkOptions {
  /**
   * Where this server stores uploads (`{APP_URL}/media/`, the bucket's `…/media/`). When given,
   * only a PDF under one of them counts as an uploaded resume; the browser, which does not know
   * them, recognises an upload by its `/media/{key}.pdf` path (the server checks again on save).
   */
  uploadBases?: readonly string[];
}

// Defaults
const DRIVE_ID = '[A-Za-z0-9_-]+';
const FILE_PATH = new RegExp(`^/file/d/${DRIVE_ID}(?:/|$)`);
/** The names the server gives uploaded PDFs (random, URL-safe). */
export const uploadedResumeKeyPattern = /^[A-Za-z0-9_-]{16,64}\.pdf$/;
const UPLOADED_RESUME_PATH = /\/media\/[A-Za-z0-9_-]{16,64}\.pdf$/;
const mentionsDrive = (value: string) => /drive\.google\.com/i.test(value);

/** Whether `value` is the address of a resume PDF uploaded to Showfolio (see `ResumeLinkOptions`). */
export function isUploadedResumeUrl(value: string, options: ResumeLinkOptions = {}): boolean {
  if (options.uploadBases) {
    return options.uploadBases.some(
      (base) => value.startsWith(base) && uploadedResumeKeyPattern.test(value.slice(base.length)),
    );
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && !url.search && !url.hash && UPLOADED_RESUME_PATH.test(url.pathname);
}

/**
 * The documents step's resume rule: optional; else a PDF uploaded to Showfolio, any https:// link,
 * or a Google Drive link, which keeps builder §5's rule (a publicly shared Drive file) and messages.
 */
export function validateResumeLink(input: string, options: ResumeLinkOptions = {}): ResumeLinkResult {
  const value = input.trim();
  if (value === '') return { value };
  const notALink = mentionsDrive(value) ? resumeLinkMessages.invalid : resumeLinkMessages.notALink;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { value, error: notALink };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { value, error: notALink };
  if (isUploadedResumeUrl(value, options)) return { value };
  if (url.hostname === 'drive.google.com') {
    const isDriveFile =
      url.protocol === 'https:' &&
      (FILE_PATH.test(url.pathname) ||
        (url.pathname === '/open' && new RegExp(`^${DRIVE_ID}$`).test(url.searchParams.get('id') ?? '')));
    if (!isDriveFile) return { value, error: resumeLinkMessages.notDriveLink };
    if (url.searchParams.get('usp') !== 'sharing') return { value, error: resumeLinkMessages.notShared };
    return { value };
  }
  if (url.protocol !== 'https:') return { value, error: resumeLinkMessages.notSecure };
  return { value };
}
