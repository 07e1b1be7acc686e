// Schema
export const resumeLinkMessages = {
  /** A URL, but not a Drive file link (wrong host, or no /file/d/{id} or /open?id={id}). */
  notDriveLink: 'Please enter a valid Google Drive shareable link',
  /** A Drive file link without usp=sharing. */
  notShared: 'Make sure the link has "Anyone with the link" sharing permission',
  /** Not a web address at all (unparsable, or not http/https), so nothing to point the user at. */
  invalid: 'Please provide a valid Google Drive resume link',
} as const;

// Type
export interface ResumeLinkResult {
  /** The trimmed input; '' clears the resume. */
  value: string;
  error?: string;
}

// Defaults
const DRIVE_ID = '[A-Za-z0-9_-]+';
const FILE_PATH = new RegExp(`^/file/d/${DRIVE_ID}(?:/|$)`);

/** The documents step's resume rule (builder §5): optional, else a publicly shared Drive file. */
export function validateResumeLink(input: string): ResumeLinkResult {
  const value = input.trim();
  if (value === '') return { value };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { value, error: resumeLinkMessages.invalid };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { value, error: resumeLinkMessages.invalid };
  const isDriveFile =
    url.protocol === 'https:' &&
    url.hostname === 'drive.google.com' &&
    (FILE_PATH.test(url.pathname) ||
      (url.pathname === '/open' && new RegExp(`^${DRIVE_ID}$`).test(url.searchParams.get('id') ?? '')));
  if (!isDriveFile) return { value, error: resumeLinkMessages.notDriveLink };
  if (url.searchParams.get('usp') !== 'sharing') return { value, error: resumeLinkMessages.notShared };
  return { value };
}
