export { createApiClient, versionTag } from './client/createApiClient';
export type { ApiClient, ApiClientOptions, DesignRecord, ProgressListener, WriteOptions } from './client/createApiClient';
export {
  ApiError,
  apiErrorCodes,
  errorMessage,
  isApiError,
  isEmailUnverified,
  isNetworkError,
  isStaleWrite,
  isStepUpRequired,
  isTokenRejection,
  isTwoStepRequired,
  isUnauthorized,
  isUserNotFound,
  staleWriteCopy,
} from './client/errors';
export type { ApiErrorCode, ApiErrorOptions } from './client/errors';
export { networkErrorMessage } from './client/http';
export type { FetchLike } from './client/http';
export { createMemoryTokenStore, tokenCookie, tokenCookieAttributes } from './client/tokenCookie';
export type { TokenStore } from './client/tokenCookie';
export { tokenSubject } from './client/tokenSubject';

export {
  createSessionStore,
  sessionRetryPolicy,
  sessionSignoutFailureMessage,
  sessionStartFailureMessage,
  sessionStatuses,
} from './session/sessionStore';
export type {
  SessionActions,
  SessionState,
  SessionStatus,
  SessionStore,
  SessionStoreOptions,
  SessionUser,
} from './session/sessionStore';
export { AuthProvider } from './session/AuthProvider';
export type { AuthProviderProps } from './session/AuthProvider';
export { SessionContext, SessionProvider, staticSession, useAuth } from './session/SessionContext';
export type { SessionProviderProps, SessionValue } from './session/SessionContext';

export { ApiClientProvider, useApiClient } from './hooks/ApiClientContext';
export type { ApiClientProviderProps } from './hooks/ApiClientContext';
export {
  clearUserData,
  deployDependentKeys,
  refreshAfterDeploy,
  swrKeys,
  useAccountSessions,
  useCustomDomains,
  useAnalyticsSummary,
  useDeployTemplate,
  useMyDeployment,
  useMyDeployments,
  useMyPortfolio,
  usePasskeys,
  usePublicPortfolio,
  useRefreshAfterDeploy,
  useTemplates,
  useTwoStepStatus,
  useUnpublish,
  useSetResumeSettings,
  userScopedKeys,
} from './hooks/swrHooks';
export type { QueryOptions } from './hooks/swrHooks';

export { sectionNames, wizardSteps } from './store/sections';
export type { SectionName, WizardStep } from './store/sections';
export { createPortfolioStore } from './store/portfolioStore';
export type {
  DraftStorage,
  DraftUpdate,
  DraftUpdateOptions,
  PortfolioStore,
  PortfolioStoreOptions,
  PortfolioStoreState,
  SaveResult,
} from './store/portfolioStore';
export { usePortfolioStore, useStoreState } from './store/useStoreState';
export type { ExternalStore } from './store/useStoreState';
