import type {
  AccountPreferences,
  AccessTokenResponse,
  AccountProfilePayload,
  AccountProfileResponse,
  AccountSession,
  ChangeEmailPayload,
  ChangePasswordPayload,
  DeleteAccountPayload,
  SignedOutSessionsResponse,
  AnalyticsRange,
  AnalyticsSummary,
  CustomDomain,
  CustomDomainList,
  ContactPayload,
  DeployRequest,
  DeployResponse,
  DeployedTemplate,
  ExperiencesInput,
  ExperiencesRecord,
  FeedbackPayload,
  GoogleSigninPayload,
  MessageResponse,
  PortfolioData,
  PortfolioDesign,
  PortfolioInput,
  PortfolioLookupResponse,
  PortfolioRecord,
  PreviewResponse,
  ProjectsInput,
  PictureCrop,
  PasskeySummary,
  StepUpPayload,
  TwoStepSetup,
  TwoStepStatus,
  ProjectsRecord,
  ProjectImageUpload,
  SectionsInput,
  SectionsRecord,
  SigninPayload,
  SignupPayload,
  SkillsInput,
  SkillsRecord,
  SubdomainAvailability,
  Template,
  UnpublishResponse,
  ResumeSettings,
  UploadResponse,
  UserDeployment,
  UserProfile,
  UsernameAvailability,
  VerifyPreviewResponse,
} from '@showfolio/portfolio-schema';
import type { FetchLike } from './http';

export interface ApiClientOptions {
  /** Origin of the API; '' (default) means the page's own origin. Calls go to `{baseUrl}/api/...`. */
  baseUrl?: string;
  /** Overrides for the spec's separate API hosts; each defaults to `{baseUrl}/api`. */
  authBaseUrl?: string;
  portfolioBaseUrl?: string;
  templatesBaseUrl?: string;
  profileBaseUrl?: string;
  /** Defaults to the global fetch. Passing one also makes uploads go through it instead of XMLHttpRequest. */
  fetch?: FetchLike;
  /** Defaults to reading the `user_dashboard_token` cookie. */
  getToken?: () => string | undefined;
}

/** Upload progress in percent (0-100). */
export type ProgressListener = (percent: number) => void;

/** What GET and PUT /portfolio-design answer (issue 32). */
export interface DesignRecord {
  design: PortfolioDesign;
  /** The portfolio record's version, whose row holds the design (absent before the first save). */
  updatedAt?: string;
}

/**
 * How a write names the version it edits (issue 34): `ifMatch` is the record's `updatedAt` as it
 * was read (see `versionTag`); the server refuses the write with 412 when the record changed since
 * (`isStaleWrite`). Without it the write goes through as before.
 */
export interface WriteOptions {
  ifMatch?: string;
}

export interface ApiClient {
  /** The base URLs in use, after defaults. */
  readonly urls: { auth: string; portfolio: string; templates: string; profile: string };
  /** The token the client sends as Bearer, if any. */
  getToken(): string | undefined;
  /** The token's subject; throws 'Authentication token not found' or 'User ID not found in token'. */
  getUserId(): string;

  // Auth API (accounts spec §7)
  validateToken(token?: string): Promise<boolean>;
  getProfile(): Promise<UserProfile>;
  signin(payload: SigninPayload): Promise<AccessTokenResponse>;
  googleSignin(credential: GoogleSigninPayload): Promise<AccessTokenResponse>;
  /** Signs in with a link mailed when failed sign-ins from elsewhere hold new devices back (single use). */
  signinWithLink(token: string): Promise<AccessTokenResponse>;
  signup(payload: SignupPayload): Promise<MessageResponse>;
  /** Whether sign-up would take this username now (GET /auth/username-available). */
  isUsernameAvailable(username: string): Promise<boolean>;
  /**
   * The same check with, for a taken name, up to three free ones to take instead; the person's
   * names (sign-up's step 1) shape them.
   */
  usernameAvailability(username: string, person?: { firstName?: string; lastName?: string }): Promise<UsernameAvailability>;
  signout(token?: string): Promise<void>;
  forgotPassword(email: string): Promise<MessageResponse>;
  resetPassword(token: string, newPassword: string): Promise<MessageResponse>;

  // Settings (our own API under /auth; the token is required)
  /** Saves the account's names and username; resolves with the saved profile. */
  updateProfile(payload: AccountProfilePayload): Promise<AccountProfileResponse>;
  /** Changes (or, for a Google account without one, sets) the password; other devices are signed out. */
  changePassword(payload: ChangePasswordPayload): Promise<MessageResponse>;
  /** The devices signed in to the account, most recently used first. */
  listSessions(): Promise<AccountSession[]>;
  /** Signs one device out; a 404 when the id is not one of the account's live sessions. */
  signOutSession(id: string): Promise<MessageResponse>;
  /** Signs out every device but this one. */
  signOutOtherSessions(): Promise<SignedOutSessionsResponse>;
  /** Asks for an e-mail change: a confirmation link goes to the new address. */
  changeEmail(payload: ChangeEmailPayload): Promise<MessageResponse>;
  /** Applies an e-mail change from the link's token (no sign-in needed). */
  confirmEmail(token: string): Promise<MessageResponse & { email?: string }>;
  /** Verifies the account's e-mail address from the sign-up link's token (no sign-in needed). */
  verifyEmail(token: string): Promise<MessageResponse & { email?: string }>;
  /** Mails a new verification link; 409 when already verified, 429 when asked too often. */
  resendVerification(): Promise<MessageResponse>;
  /** Stores the account's app settings (the dashboard tour taken or closed), for every browser. */
  setPreferences(preferences: AccountPreferences): Promise<AccountPreferences>;
  /** Links the Google account of this credential; 409 when another account holds it. */
  linkGoogle(credential: string): Promise<AccountProfileResponse>;
  /** Unlinks Google; 400 when the account has no password to sign in with instead. */
  unlinkGoogle(): Promise<AccountProfileResponse>;
  /**
   * Downloads the account export (a ZIP), reporting the bytes received so far as they arrive.
   * Resolves with the file and the name the server gave it.
   */
  exportAccount(onProgress?: (receivedBytes: number) => void): Promise<{ file: Blob; fileName: string }>;
  /** Fills an empty account from an export's portfolio.json (its parsed contents). */
  importPortfolio(portfolioJson: unknown): Promise<MessageResponse>;
  /** Deletes the account for good (password or Google credential, and the username typed). */
  deleteAccount(payload: DeleteAccountPayload): Promise<MessageResponse>;

  // Passkeys and two-step sign-in (issue 37; our own API under /auth)
  /** Finishes a sign-in that answered `isTwoStepRequired`: a code from the app or a recovery code. */
  verifyTwoStepCode(code: string): Promise<AccessTokenResponse & { message?: string }>;
  getTwoStepStatus(): Promise<TwoStepStatus>;
  /** A new secret, its otpauth:// URI and QR code (SVG); two-step is on only after `enableTwoStep`. */
  startTwoStepSetup(): Promise<TwoStepSetup>;
  /** Confirms set-up with a first code; resolves with the 10 recovery codes (shown once). */
  enableTwoStep(code: string): Promise<MessageResponse & { recoveryCodes: string[] }>;
  disableTwoStep(code: string): Promise<MessageResponse>;
  /** New recovery codes (the old ones stop working); asks for a fresh proof. */
  regenerateRecoveryCodes(): Promise<MessageResponse & { recoveryCodes: string[] }>;
  /** A fresh proof for the next 10 minutes: the password or a code. */
  stepUp(payload: StepUpPayload): Promise<MessageResponse>;
  listPasskeys(): Promise<PasskeySummary[]>;
  /** WebAuthn creation options (JSON) for `@simplewebauthn/browser`'s startRegistration. */
  passkeyRegistrationOptions(): Promise<Record<string, unknown>>;
  registerPasskey(response: unknown, name?: string): Promise<MessageResponse & { passkey: PasskeySummary }>;
  renamePasskey(id: string, name: string): Promise<MessageResponse>;
  /** Asks for a fresh proof (see `isStepUpRequired`). */
  removePasskey(id: string): Promise<MessageResponse>;
  /** WebAuthn request options (JSON) for a passkey sign-in, the button's or the autofill's. */
  passkeySigninOptions(): Promise<Record<string, unknown>>;
  signinWithPasskey(response: unknown): Promise<AccessTokenResponse>;
  passkeyStepUpOptions(): Promise<Record<string, unknown>>;
  stepUpWithPasskey(response: unknown): Promise<MessageResponse>;

  // Portfolio API (builder spec §7); every call needs the token
  createSkills(input: Omit<SkillsInput, 'userId'>, options?: WriteOptions): Promise<SkillsRecord | undefined>;
  listSkills(): Promise<SkillsRecord[]>;
  updateSkills(id: string, input: Omit<SkillsInput, 'userId'>, options?: WriteOptions): Promise<SkillsRecord | undefined>;
  createProjects(input: Omit<ProjectsInput, 'userId'>, options?: WriteOptions): Promise<ProjectsRecord | undefined>;
  listProjects(): Promise<ProjectsRecord[]>;
  updateProjects(id: string, input: Omit<ProjectsInput, 'userId'>, options?: WriteOptions): Promise<ProjectsRecord | undefined>;
  createExperiences(input: Omit<ExperiencesInput, 'userId'>, options?: WriteOptions): Promise<ExperiencesRecord | undefined>;
  listExperiences(): Promise<ExperiencesRecord[]>;
  updateExperiences(id: string, input: Omit<ExperiencesInput, 'userId'>, options?: WriteOptions): Promise<ExperiencesRecord | undefined>;
  createPortfolio(input: Omit<PortfolioInput, 'userId'>, options?: WriteOptions): Promise<PortfolioRecord | undefined>;
  listPortfolios(): Promise<PortfolioRecord[]>;
  updatePortfolio(id: string, input: Omit<PortfolioInput, 'userId'>, options?: WriteOptions): Promise<PortfolioRecord | undefined>;
  /** Uploads a picture; with `crop`, the server cuts that square out instead of choosing one. */
  uploadProfilePicture(file: Blob, onProgress?: ProgressListener, crop?: PictureCrop): Promise<UploadResponse>;
  /** Uploads a resume PDF (at most 5 MB) and resolves with its address. */
  uploadResume(file: Blob, onProgress?: ProgressListener): Promise<UploadResponse>;
  /**
   * Uploads a project image (JPEG, PNG or WebP, at most 5 MB): resolves with its WebP renditions,
   * to save in a project's `images` with the alt text the user writes (issue 31).
   */
  uploadProjectImage(file: Blob, onProgress?: ProgressListener): Promise<ProjectImageUpload['image']>;
  /** The sections panel's part of the portfolio: JSON Resume and custom sections, order, hiding, links, privacy. */
  getSections(): Promise<SectionsRecord>;
  /** Saves the fields sent (each replaces the stored one; the others are kept) and resolves with them all. */
  updateSections(input: Omit<SectionsInput, 'userId'>, options?: WriteOptions): Promise<SectionsRecord>;
  /** The Design panel's choices (accent, font, scheme, page language); `{}` is the template's own look. */
  getDesign(): Promise<DesignRecord>;
  /** Replaces the whole design (a choice left out is the template's own) and resolves with it as stored. */
  setDesign(design: PortfolioDesign, options?: WriteOptions): Promise<DesignRecord>;

  // Templates API
  listTemplates(): Promise<Template[]>;
  previewTemplate(templateIdentifier: string): Promise<PreviewResponse>;
  verifyPreview(templateIdentifier: string, token: string): Promise<VerifyPreviewResponse>;
  deployTemplate(request: DeployRequest): Promise<DeployResponse>;
  /** Whether a deploy to this subdomain would succeed; rejects with the deploy's 400 for a bad name. */
  checkSubdomain(subdomain: string): Promise<SubdomainAvailability>;
  /** Takes the live site offline; its subdomain stays the user's for 30 days. 404 when none is live. */
  unpublish(): Promise<UnpublishResponse>;
  /** The résumé design and paper "Download PDF" gives, remembered on the user's portfolio (issue 33). */
  setResumeSettings(settings: ResumeSettings): Promise<ResumeSettings>;
  /** null when the user has not deployed anything (404 or empty answer). */
  getMyDeployment(): Promise<UserDeployment | null>;
  /** The user's portfolio as templates render it; null when there is none yet (404 or empty answer). */
  getMyPortfolio(): Promise<PortfolioData | null>;
  getPortfolioBySubdomain(subdomain: string): Promise<PortfolioLookupResponse>;
  /** Flex: every deployment the user made, newest first as the server orders them. */
  listMyDeployments(): Promise<DeployedTemplate[]>;

  // Analytics (our own API; the token is required)
  /** The signed-in owner's views for the range and the period before it. */
  getAnalyticsSummary(range: AnalyticsRange): Promise<AnalyticsSummary>;

  // Custom domains (our own API; the token is required)
  /** The owner's connected domains, with the DNS records each needs and its status. */
  listDomains(): Promise<CustomDomainList>;
  /** Connects a domain (normalised by the server); a 400/409 carries the reason. */
  addDomain(domain: string): Promise<CustomDomain>;
  /** Asks DNS about the domain now; resolves with its new status. */
  checkDomain(id: string): Promise<CustomDomain>;
  /** Makes the domain the primary one (canonical links and the subdomain's redirect). */
  setPrimaryDomain(id: string): Promise<CustomDomainList>;
  removeDomain(id: string): Promise<CustomDomainList>;

  // Contact and feedback
  /** Resolves whatever the HTTP status; rejects only when the request never got an answer. */
  submitContact(payload: ContactPayload): Promise<void>;
  /** Never rejects: a failure is only logged. */
  submitFeedback(payload: FeedbackPayload): Promise<void>;
}
