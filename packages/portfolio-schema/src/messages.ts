// User-facing texts said by more than one package: the server answers with them, the UI shows them
// (or falls back to them when an answer has no message) and the host's server-rendered pages say
// them too. Spec texts are verbatim (builder §8 unless noted). Texts of one screen stay with it;
// the wizard's own texts are `wizardMessages`, the account forms' those of `rules/auth-validation`.

import { limits } from './limits';

// Defaults
export const messages = {
  // Templates, previews and public portfolios.
  /** The templates API's 404 for an identifier the catalogue does not hold (also the host's preview page). */
  templateNotFound: 'Template not found',
  /** The title of the page for an unknown template. */
  templateNotFoundTitle: 'Template Not Found',
  previewMissingParameters: 'Missing template identifier or token',
  previewInvalid: 'Invalid or expired preview link',
  previewFailed: 'Failed to generate preview',
  invalidSubdomain: 'Invalid subdomain',
  portfolioNotFound: 'Portfolio not found',
  // Titles and texts of the status pages the SPA shows and the host renders on the server.
  portfolioNotFoundTitle: '404 - Portfolio Not Found',
  portfolioNoDataTitle: 'Portfolio Data Not Available',
  portfolioNoData: 'The portfolio exists but has no data to show yet.',
  previewNotAvailableTitle: 'Preview Not Available',
  /** Over a preview link's sample person, when its owner has not saved a portfolio yet. */
  previewSampleNote: 'Sample data — fill the Profile Wizard to see your own',
  // Deploying.
  deployNotLoggedIn: 'Please log in to deploy templates',
  deployWithoutPortfolio: 'Please complete your portfolio before deploying templates',
  deployFailed: 'Failed to deploy template. Please try again.',
  /** The 404 of deploy and my-portfolio when the user has no portfolio yet. */
  userNotFound: 'User not found.',
  templateIdentifierRequired: 'Template identifier is required for deployment',
  subdomainRequired: 'Subdomain is required for deployment',
  // API calls.
  tokenMissing: 'Authentication token not found',
  tokenWithoutSubject: 'User ID not found in token',
  apiRequestFailed: (status: number | string) => `API request failed: ${status}`,
  templatesRequestFailed: (status: number | string) => `Request failed with status ${status}`,
  templatesLoadFailed: (detail: string) => `Error loading templates: ${detail}`,
  invalidResponseFormat: 'Invalid response format',
  /** An error answer without a message of its own (no spec text). */
  requestFailed: 'Request failed',
  /** An unknown API path or file (no spec text). */
  notFound: 'Not found',
  // Profile pictures: the wizard checks the file first, the server checks it again.
  selectProfilePicture: 'Please select a profile picture before proceeding',
  notAnImage: 'Please select an image file (JPEG, PNG)',
  imageTooLarge: 'Image size should be less than 5MB',
  imageProcessingFailed: 'Error processing image. Please try another file.',
  uploadFailed: 'File upload failed',
  /** A crop rectangle sent with a picture that is not a square of whole pixels inside it (no spec text). */
  cropInvalid: 'The chosen crop must be a square inside the picture. Please choose the area again.',
  // Resume PDFs (no spec text: the spec only knows Drive links).
  selectResumePdf: 'Please choose a PDF file to upload',
  notAPdf: 'Please choose a PDF file (other documents can be shared as a link)',
  pdfTooLarge: 'The PDF must be smaller than 5 MB',
  // Accounts (accounts spec).
  signupSucceeded: 'User registered successfully',
  googleSigninFailed: 'Google Signin failed',
  // Contact and feedback.
  contactFailed: 'Failed to send message. Please try again later.',
  feedbackFailed: 'Failed to submit feedback',
  // Bounds on the work one request may cause (no spec text).
  /** The 413 of a save that would leave the portfolio's text above `limits.portfolioText`. */
  portfolioTextTooLong: `Your portfolio may hold at most ${limits.portfolioText.toLocaleString('en-US')} characters of text in total (profile, skills, projects, experience and education). Shorten some entries and save again.`,
  /** A preview or public page whose rendering ran past the time limit (503 with Retry-After). */
  renderTimedOut: 'This page is taking too long to prepare. Please try again in a minute.',
} as const;

/** Why a public portfolio is missing: the SPA's viewer and the host's server-rendered 404 list them. */
export const portfolioNotFoundHints = [
  'The portfolio has been moved or deleted',
  'The owner has made it private',
  'The address uses a different subdomain',
] as const;

/** Why a preview link is refused (builder §6): the SPA's preview page and the host's list them. */
export const previewDeniedReasons = [
  'The preview link has expired (links are valid for 24 hours)',
  'The template was not found',
  'The preview token is invalid',
] as const;

/** The heading of those lists. */
export const statusReasonsLabel = 'This can happen when:';

/** The sign-in answer had no access token (accounts §5): the API client and the form both say it. */
export const noAccessTokenMessage = 'No access token received';
