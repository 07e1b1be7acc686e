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
  LinkGooglePayload,
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
  TwoStepPending,
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
import { accountMessages, messages, noAccessTokenMessage } from '@showfolio/portfolio-schema';
import { ApiError } from './errors';
import { authHeaders, networkErrorMessage, send, serverMessage } from './http';
import type { FetchLike, HttpContext, SendOptions } from './http';
import { tokenCookie } from './tokenCookie';
import { tokenSubject } from './tokenSubject';

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

/** The ETag of a record version: its `updatedAt` (ISO) as milliseconds, quoted. */
export const versionTag = (updatedAt: string): string => `"${Date.parse(updatedAt)}"`;

const writeHeaders = (options: WriteOptions | undefined): Record<string, string> | undefined =>
  options?.ifMatch ? { 'If-Match': versionTag(options.ifMatch) } : undefined;

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

const trimSlash = (url: string) => url.replace(/\/+$/, '');
const segment = (value: string) => encodeURIComponent(value);
const asList = <T>(value: T[] | undefined): T[] => (Array.isArray(value) ? value : []);

/**
 * The shape of an uploaded project image, checked by hand: the client is on every page, and the
 * schema's zod parser would bring zod into pages that never upload (the server built the answer
 * with that schema).
 */
const isUploadedImage = (image: unknown): image is ProjectImageUpload['image'] => {
  const candidate = image as Partial<ProjectImageUpload['image']> | undefined;
  const positive = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value > 0;
  return (
    typeof candidate?.src === 'string' &&
    positive(candidate.width) &&
    positive(candidate.height) &&
    Array.isArray(candidate.variants) &&
    candidate.variants.every((variant) => typeof variant?.src === 'string' && positive(variant.width))
  );
};

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const apiBase = `${trimSlash(options.baseUrl ?? '')}/api`;
  const urls = {
    auth: trimSlash(options.authBaseUrl ?? apiBase),
    portfolio: trimSlash(options.portfolioBaseUrl ?? apiBase),
    templates: trimSlash(options.templatesBaseUrl ?? apiBase),
    profile: trimSlash(options.profileBaseUrl ?? apiBase),
  };
  const getToken = options.getToken ?? tokenCookie.get;
  // Resolved per call so a test or polyfill that swaps globalThis.fetch later is honoured.
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const ctx: HttpContext = { fetch: doFetch, getToken };

  const requireToken = (): string => {
    const token = getToken();
    if (!token) throw new ApiError(messages.tokenMissing, { code: 'no-token' });
    return token;
  };
  const getUserId = (): string => {
    const userId = tokenSubject(requireToken());
    if (!userId) throw new ApiError(messages.tokenWithoutSubject, { code: 'no-subject' });
    return userId;
  };

  const auth = <T>(path: string, opts?: SendOptions) => send<T>(ctx, 'auth', `${urls.auth}/auth${path}`, opts);
  const portfolio = async <T>(path: string, opts?: SendOptions) => {
    requireToken();
    return send<T>(ctx, 'portfolio', `${urls.portfolio}${path}`, opts);
  };
  const templates = <T>(path: string, opts?: SendOptions) =>
    send<T>(ctx, 'templates', `${urls.templates}/templates${path}`, opts);
  /** The two "my" lookups: a 404 means nothing exists yet, which screens show as "none". */
  const orNull = async <T>(call: Promise<T | undefined>): Promise<T | null> => {
    try {
      return (await call) ?? null;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  };

  const receiveToken = (response: (AccessTokenResponse & Partial<TwoStepPending>) | undefined): AccessTokenResponse => {
    if (response?.twoStepRequired === true)
      throw new ApiError(response.message ?? 'Enter the code from your authenticator app', { code: 'two-step-required', status: 200, body: response });
    if (!response?.access_token) throw new ApiError(noAccessTokenMessage, { code: 'no-access-token' });
    return { access_token: response.access_token };
  };
  const withMessage = (response: MessageResponse | undefined, fallback = ''): MessageResponse => ({
    message: serverMessage(response) ?? fallback,
  });

  const uploadWithXhr = (url: string, form: FormData, token: string, onProgress?: ProgressListener) =>
    new Promise<unknown>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', url);
      xhr.withCredentials = true;
      xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      xhr.upload.onprogress = (event) => {
        // 100 % is kept for the server's answer: the bytes being sent is not the upload being stored.
        if (event.lengthComputable && event.total > 0)
          onProgress?.(Math.min(99, Math.round((event.loaded / event.total) * 100)));
      };
      xhr.onload = () => {
        let body: unknown;
        try {
          body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
        } catch {
          body = xhr.responseText;
        }
        if (xhr.status >= 200 && xhr.status < 300) resolve(body);
        else reject(new ApiError(serverMessage(body) ?? messages.uploadFailed, { status: xhr.status, body }));
      };
      xhr.onerror = () => reject(new ApiError(messages.uploadFailed, { code: 'network' }));
      xhr.onabort = () => reject(new ApiError(messages.uploadFailed, { code: 'network' }));
      xhr.send(form);
    });

  /** POSTs `file` (and any `fields`) as multipart to /user-portfolio/{route}; resolves with its address. */
  /** Sends `file` as the multipart field `file` to `path` (under the portfolio API) and resolves with the answer's body. */
  const sendUpload = async (
    path: string,
    file: Blob,
    fallbackName: string,
    onProgress?: ProgressListener,
    fields: Record<string, string> = {},
  ): Promise<unknown> => {
    const token = requireToken();
    const url = `${urls.portfolio}${path}`;
    const form = new FormData();
    form.append('file', file, file instanceof File ? file.name : fallbackName);
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    onProgress?.(0);
    return !options.fetch && typeof XMLHttpRequest !== 'undefined'
      ? await uploadWithXhr(url, form, token, onProgress)
      : await uploadWithFetch(url, form, token);
  };

  const uploadFile = async (
    route: string,
    file: Blob,
    fallbackName: string,
    onProgress?: ProgressListener,
    fields: Record<string, string> = {},
  ): Promise<UploadResponse> => {
    const body = await sendUpload(`/user-portfolio/${route}`, file, fallbackName, onProgress, fields);
    const uploaded = (body as Partial<UploadResponse> | undefined)?.url;
    if (typeof uploaded !== 'string' || !uploaded)
      throw new ApiError(messages.uploadFailed, { code: 'invalid-response', status: 200, body });
    onProgress?.(100);
    return { url: uploaded };
  };

  const uploadWithFetch = async (url: string, form: FormData, token: string) => {
    let response: Response;
    try {
      response = await doFetch(url, { method: 'POST', headers: authHeaders(token), body: form, credentials: 'include' });
    } catch (cause) {
      throw new ApiError(messages.uploadFailed, { code: 'network', cause });
    }
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // keep the raw text: it is only read for a message
    }
    if (!response.ok) throw new ApiError(serverMessage(body) ?? messages.uploadFailed, { status: response.status, body });
    return body;
  };

  const usernameAvailability: ApiClient['usernameAvailability'] = async (username, person = {}) => {
    const query = new URLSearchParams({ username });
    if (person.firstName) query.set('firstName', person.firstName);
    if (person.lastName) query.set('lastName', person.lastName);
    const answer = await auth<{ available?: unknown; suggestions?: unknown } | undefined>(`/username-available?${query}`);
    if (typeof answer?.available !== 'boolean')
      throw new ApiError(messages.requestFailed, { code: 'invalid-response', status: 200 });
    const suggestions = Array.isArray(answer.suggestions)
      ? answer.suggestions.filter((name): name is string => typeof name === 'string')
      : [];
    return { available: answer.available, suggestions };
  };

  return {
    urls,
    getToken,
    getUserId,

    async validateToken(token = getToken() ?? '') {
      const result = await auth<{ status?: unknown; valid?: unknown; success?: unknown }>('/validate-token', {
        method: 'POST',
        body: { token },
      });
      return result?.status === true || result?.valid === true || result?.success === true;
    },
    async getProfile() {
      const profile = await auth<UserProfile | undefined>('/profile');
      if (!profile) throw new ApiError(messages.requestFailed, { code: 'invalid-response', status: 200 });
      return profile;
    },
    async signin(payload) {
      const body: SigninPayload = { email: payload.email, password: payload.password };
      return receiveToken(await auth('/signin', { method: 'POST', body, fallback: 'Signin failed' }));
    },
    async googleSignin(credential) {
      return receiveToken(
        await auth('/google/signin', { method: 'POST', body: credential, fallback: messages.googleSigninFailed }),
      );
    },
    async signinWithLink(token) {
      return receiveToken(await auth('/signin-link', { method: 'POST', body: { token }, fallback: accountMessages.signInLinkInvalid }));
    },
    async signup(payload) {
      const response = await auth<MessageResponse>('/signup', { method: 'POST', body: payload, fallback: 'Signup failed' });
      return withMessage(response, messages.signupSucceeded);
    },
    async isUsernameAvailable(username) {
      return (await usernameAvailability(username)).available;
    },
    usernameAvailability,
    async signout(token = getToken()) {
      await auth('/signout', { method: 'POST', body: { token }, fallback: 'Failed to signout properly' });
    },
    async forgotPassword(email) {
      return withMessage(
        await auth('/forgot-password', { method: 'POST', body: { email }, fallback: 'Forgot Password failed' }),
      );
    },
    async resetPassword(token, newPassword) {
      return withMessage(
        await auth('/reset-password', {
          method: 'POST',
          body: { token, newPassword },
          fallback: 'Reset Password failed',
        }),
      );
    },

    async updateProfile(payload) {
      requireToken();
      const body: AccountProfilePayload = { firstName: payload.firstName, lastName: payload.lastName, username: payload.username };
      const response = await auth<AccountProfileResponse | undefined>('/profile', { method: 'PATCH', body });
      if (!response?.profile) throw new ApiError(messages.requestFailed, { code: 'invalid-response', status: 200 });
      return response;
    },
    async changePassword(payload) {
      requireToken();
      const body: ChangePasswordPayload = {
        ...(payload.currentPassword ? { currentPassword: payload.currentPassword } : {}),
        newPassword: payload.newPassword,
      };
      return withMessage(await auth('/change-password', { method: 'POST', body }));
    },
    async listSessions() {
      requireToken();
      const response = await auth<{ sessions?: AccountSession[] } | undefined>('/sessions');
      return asList(response?.sessions);
    },
    async signOutSession(id) {
      requireToken();
      return withMessage(await auth(`/sessions/${segment(id)}`, { method: 'DELETE' }));
    },
    async signOutOtherSessions() {
      requireToken();
      const response = await auth<SignedOutSessionsResponse | undefined>('/sessions/signout-others', { method: 'POST' });
      return { message: serverMessage(response) ?? '', count: typeof response?.count === 'number' ? response.count : 0 };
    },
    async changeEmail(payload) {
      requireToken();
      return withMessage(await auth('/change-email', { method: 'POST', body: { password: payload.password, newEmail: payload.newEmail } }));
    },
    async confirmEmail(token) {
      const response = await auth<{ message: string; email?: string } | undefined>('/confirm-email', { method: 'POST', body: { token } });
      return { ...withMessage(response), ...(typeof response?.email === 'string' ? { email: response.email } : {}) };
    },
    async verifyEmail(token) {
      const response = await auth<{ message: string; email?: string } | undefined>('/verify-email', { method: 'POST', body: { token } });
      return { ...withMessage(response), ...(typeof response?.email === 'string' ? { email: response.email } : {}) };
    },
    async resendVerification() {
      requireToken();
      return withMessage(await auth('/resend-verification', { method: 'POST' }));
    },
    async setPreferences(preferences) {
      requireToken();
      return auth<AccountPreferences>('/preferences', { method: 'PATCH', body: preferences });
    },
    async linkGoogle(credential) {
      requireToken();
      const body: LinkGooglePayload = { credential };
      const response = await auth<AccountProfileResponse | undefined>('/google/link', { method: 'POST', body });
      if (!response?.profile) throw new ApiError(messages.requestFailed, { code: 'invalid-response', status: 200 });
      return response;
    },
    async unlinkGoogle() {
      requireToken();
      const response = await auth<AccountProfileResponse | undefined>('/google/unlink', { method: 'POST' });
      if (!response?.profile) throw new ApiError(messages.requestFailed, { code: 'invalid-response', status: 200 });
      return response;
    },
    async exportAccount(onProgress) {
      const token = requireToken();
      const failed = 'Could not download your data. Please try again.';
      let response: Response;
      try {
        response = await ctx.fetch(`${urls.auth}/auth/export`, { headers: authHeaders(token), credentials: 'include' });
      } catch (cause) {
        throw new ApiError(networkErrorMessage, { code: 'network', cause });
      }
      if (!response.ok) {
        const body: unknown = await response.json().catch(() => undefined);
        throw new ApiError(serverMessage(body) ?? failed, { status: response.status, code: 'http', body });
      }
      const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'showfolio-export.zip';
      const chunks: Uint8Array[] = [];
      let received = 0;
      const reader = response.body?.getReader();
      if (reader) {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          chunks.push(value);
          received += value.byteLength;
          onProgress?.(received);
        }
      }
      return { file: new Blob(chunks as BlobPart[], { type: 'application/zip' }), fileName };
    },
    async importPortfolio(portfolioJson) {
      requireToken();
      return withMessage(await auth('/import', { method: 'POST', body: portfolioJson }));
    },
    async deleteAccount(payload) {
      requireToken();
      const body: DeleteAccountPayload = {
        username: payload.username,
        ...(payload.password ? { password: payload.password } : {}),
        ...(payload.googleCredential ? { googleCredential: payload.googleCredential } : {}),
      };
      return withMessage(await auth('/delete-account', { method: 'POST', body }));
    },

    async verifyTwoStepCode(code) {
      const response = await auth<(AccessTokenResponse & { message?: string }) | undefined>('/two-step/verify', { method: 'POST', body: { code } });
      return { ...receiveToken(response), ...(typeof response?.message === 'string' ? { message: response.message } : {}) };
    },
    async getTwoStepStatus() {
      requireToken();
      const status = await auth<TwoStepStatus | undefined>('/two-step');
      if (!status) throw new ApiError(messages.requestFailed, { code: 'invalid-response', status: 200 });
      return status;
    },
    async startTwoStepSetup() {
      requireToken();
      const setup = await auth<TwoStepSetup | undefined>('/two-step/setup', { method: 'POST' });
      if (!setup?.secret) throw new ApiError(messages.requestFailed, { code: 'invalid-response', status: 200 });
      return setup;
    },
    async enableTwoStep(code) {
      requireToken();
      const response = await auth<(MessageResponse & { recoveryCodes?: string[] }) | undefined>('/two-step/enable', { method: 'POST', body: { code } });
      return { ...withMessage(response), recoveryCodes: asList(response?.recoveryCodes) };
    },
    async disableTwoStep(code) {
      requireToken();
      return withMessage(await auth('/two-step/disable', { method: 'POST', body: { code } }));
    },
    async regenerateRecoveryCodes() {
      requireToken();
      const response = await auth<(MessageResponse & { recoveryCodes?: string[] }) | undefined>('/two-step/recovery-codes', { method: 'POST' });
      return { ...withMessage(response), recoveryCodes: asList(response?.recoveryCodes) };
    },
    async stepUp(payload) {
      requireToken();
      const body: StepUpPayload = payload.code ? { code: payload.code } : { password: payload.password ?? '' };
      return withMessage(await auth('/step-up', { method: 'POST', body }));
    },
    async listPasskeys() {
      requireToken();
      return asList((await auth<{ passkeys?: PasskeySummary[] } | undefined>('/passkeys'))?.passkeys);
    },
    async passkeyRegistrationOptions() {
      requireToken();
      return (await auth<Record<string, unknown>>('/passkeys/register/options', { method: 'POST' })) ?? {};
    },
    async registerPasskey(response, name) {
      requireToken();
      const answer = await auth<(MessageResponse & { passkey?: PasskeySummary }) | undefined>('/passkeys/register/verify', {
        method: 'POST',
        body: { response, ...(name ? { name } : {}) },
      });
      if (!answer?.passkey) throw new ApiError(messages.requestFailed, { code: 'invalid-response', status: 200 });
      return { ...withMessage(answer), passkey: answer.passkey };
    },
    async renamePasskey(id, name) {
      requireToken();
      return withMessage(await auth(`/passkeys/${segment(id)}`, { method: 'PATCH', body: { name } }));
    },
    async removePasskey(id) {
      requireToken();
      return withMessage(await auth(`/passkeys/${segment(id)}`, { method: 'DELETE' }));
    },
    async passkeySigninOptions() {
      return (await auth<Record<string, unknown>>('/passkeys/signin/options', { method: 'POST' })) ?? {};
    },
    async signinWithPasskey(response) {
      return receiveToken(await auth('/passkeys/signin/verify', { method: 'POST', body: { response } }));
    },
    async passkeyStepUpOptions() {
      requireToken();
      return (await auth<Record<string, unknown>>('/passkeys/step-up/options', { method: 'POST' })) ?? {};
    },
    async stepUpWithPasskey(response) {
      requireToken();
      return withMessage(await auth('/passkeys/step-up/verify', { method: 'POST', body: { response } }));
    },

    createSkills: async (input, options) =>
      portfolio('/skills', { method: 'POST', body: { userId: getUserId(), tech: input.tech, soft: input.soft }, headers: writeHeaders(options) }),
    listSkills: async () => asList(await portfolio<SkillsRecord[]>('/skills')),
    updateSkills: async (id, input, options) =>
      portfolio(`/skills/${segment(id)}`, { method: 'PATCH', body: { tech: input.tech, soft: input.soft }, headers: writeHeaders(options) }),
    createProjects: async (input, options) =>
      portfolio('/projects', { method: 'POST', body: { userId: getUserId(), projects: input.projects }, headers: writeHeaders(options) }),
    listProjects: async () => asList(await portfolio<ProjectsRecord[]>('/projects')),
    updateProjects: async (id, input, options) =>
      portfolio(`/projects/${segment(id)}`, { method: 'PATCH', body: { projects: input.projects }, headers: writeHeaders(options) }),
    createExperiences: async (input, options) =>
      portfolio('/experiences', {
        method: 'POST',
        body: { userId: getUserId(), experiences: input.experiences },
        headers: writeHeaders(options),
      }),
    listExperiences: async () => asList(await portfolio<ExperiencesRecord[]>('/experiences')),
    updateExperiences: async (id, input, options) =>
      portfolio(`/experiences/${segment(id)}`, { method: 'PATCH', body: { experiences: input.experiences }, headers: writeHeaders(options) }),
    createPortfolio: async (input, options) =>
      portfolio('/user-portfolio', {
        method: 'POST',
        body: { skills: [], projects: [], experiences: [], ...input, userId: getUserId() },
        headers: writeHeaders(options),
      }),
    listPortfolios: async () => asList(await portfolio<PortfolioRecord[]>('/user-portfolio')),
    updatePortfolio: async (id, input, options) =>
      portfolio(`/user-portfolio/${segment(id)}`, { method: 'PATCH', body: input, headers: writeHeaders(options) }),
    uploadProfilePicture: (file, onProgress, crop) =>
      uploadFile('upload-profile-picture', file, 'profile-picture', onProgress, crop && {
        cropX: String(crop.x),
        cropY: String(crop.y),
        cropSize: String(crop.size),
      }),
    uploadResume: (file, onProgress) => uploadFile('upload-resume', file, 'resume.pdf', onProgress),
    async uploadProjectImage(file, onProgress) {
      const body = await sendUpload('/uploads/project-image', file, 'project-image', onProgress);
      const image = (body as Partial<ProjectImageUpload> | undefined)?.image;
      if (!isUploadedImage(image)) throw new ApiError(messages.uploadFailed, { code: 'invalid-response', status: 201, body });
      onProgress?.(100);
      return image;
    },
    getSections: async () => {
      const sections = await portfolio<SectionsRecord | undefined>('/portfolio-sections');
      if (!sections) throw new ApiError(messages.requestFailed, { code: 'invalid-response', status: 200 });
      return sections;
    },
    updateSections: async (input, options) => {
      const sections = await portfolio<SectionsRecord | undefined>('/portfolio-sections', {
        method: 'PATCH',
        body: input,
        headers: writeHeaders(options),
      });
      if (!sections) throw new ApiError(messages.requestFailed, { code: 'invalid-response', status: 200 });
      return sections;
    },
    getDesign: async () => {
      const record = await portfolio<DesignRecord | undefined>('/portfolio-design');
      if (!record) throw new ApiError(messages.requestFailed, { code: 'invalid-response', status: 200 });
      return record;
    },
    setDesign: async (design, options) => {
      const record = await portfolio<DesignRecord | undefined>('/portfolio-design', {
        method: 'PUT',
        body: design,
        headers: writeHeaders(options),
      });
      if (!record) throw new ApiError(messages.requestFailed, { code: 'invalid-response', status: 200 });
      return record;
    },

    listTemplates: async () => asList(await templates<Template[]>('')),
    previewTemplate: (id) => templates(`/preview/${segment(id)}`, { method: 'POST' }),
    verifyPreview: (id, token) =>
      templates(`/verify-preview/${segment(id)}?token=${encodeURIComponent(token)}`),
    deployTemplate: (request) =>
      templates('/deploy', {
        method: 'POST',
        body: { templateIdentifier: request.templateIdentifier, subdomain: request.subdomain },
      }),
    checkSubdomain: (subdomain) => templates(`/subdomain-availability/${segment(subdomain)}`),
    unpublish: () => templates('/unpublish', { method: 'POST' }),
    setResumeSettings: (settings) =>
      templates('/resume-settings', { method: 'PUT', body: { design: settings.design, paper: settings.paper } }),
    getMyDeployment: () => orNull(templates<UserDeployment | undefined>('/my-deployment')),
    getMyPortfolio: () => orNull(templates<PortfolioData | undefined>('/my-portfolio')),
    getPortfolioBySubdomain: (subdomain) => templates(`/portfolio/${segment(subdomain)}`),
    listMyDeployments: async () => asList(await templates<DeployedTemplate[]>('/my-deployments')),

    async listDomains() {
      requireToken();
      const list = await send<CustomDomainList | undefined>(ctx, 'templates', `${apiBase}/domains`);
      return { domains: asList(list?.domains), maxDomains: list?.maxDomains ?? 3 };
    },
    async addDomain(domain) {
      requireToken();
      const added = await send<CustomDomain | undefined>(ctx, 'templates', `${apiBase}/domains`, { method: 'POST', body: { domain } });
      if (!added) throw new ApiError(messages.requestFailed, { code: 'invalid-response', status: 201 });
      return added;
    },
    async checkDomain(id) {
      requireToken();
      const checked = await send<CustomDomain | undefined>(ctx, 'templates', `${apiBase}/domains/${segment(id)}/check`, { method: 'POST' });
      if (!checked) throw new ApiError(messages.requestFailed, { code: 'invalid-response', status: 200 });
      return checked;
    },
    async setPrimaryDomain(id) {
      requireToken();
      const list = await send<CustomDomainList | undefined>(ctx, 'templates', `${apiBase}/domains/${segment(id)}/primary`, { method: 'POST' });
      return { domains: asList(list?.domains), maxDomains: list?.maxDomains ?? 3 };
    },
    async removeDomain(id) {
      requireToken();
      const list = await send<CustomDomainList | undefined>(ctx, 'templates', `${apiBase}/domains/${segment(id)}`, { method: 'DELETE' });
      return { domains: asList(list?.domains), maxDomains: list?.maxDomains ?? 3 };
    },

    async getAnalyticsSummary(range) {
      requireToken();
      // Answers like the templates API: the server's message on failure.
      const summary = await send<AnalyticsSummary | undefined>(
        ctx,
        'templates',
        `${apiBase}/analytics/summary?range=${encodeURIComponent(range)}`,
      );
      if (!summary) throw new ApiError(messages.requestFailed, { code: 'invalid-response', status: 200 });
      return summary;
    },

    async submitContact(payload) {
      try {
        await doFetch(`${urls.profile}/contact-us`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...authHeaders(getToken()) },
          credentials: 'include',
          body: JSON.stringify({ name: payload.name, email: payload.email, message: payload.message }),
        });
      } catch (cause) {
        throw new ApiError(messages.feedbackFailed, { code: 'network', cause });
      }
    },
    async submitFeedback(payload) {
      try {
        const response = await doFetch(`${urls.profile}/feedback`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...authHeaders(getToken()) },
          credentials: 'include',
          body: JSON.stringify({ name: payload.name, email: payload.email, feedback: payload.feedback }),
        });
        if (!response.ok) console.error(`Failed to submit feedback: ${response.status}`);
      } catch (error) {
        console.error('Failed to submit feedback', error);
      }
    },
  };
}
