import type {
  AccountSession,
  CustomDomainList,
  AnalyticsRange,
  AnalyticsSummary,
  DeployRequest,
  DeployResponse,
  DeployedTemplate,
  PasskeySummary,
  PortfolioData,
  PortfolioLookupResponse,
  Template,
  TwoStepStatus,
  UnpublishResponse,
  ResumeSettings,
  UserDeployment,
} from '@showfolio/portfolio-schema';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { SWRResponse, ScopedMutator } from 'swr';
import { analyticsRanges } from '@showfolio/portfolio-schema';
import type { ApiError } from '../client/errors';
import { useApiClient } from './ApiClientContext';

/** SWR cache keys, exported so screens can `mutate(swrKeys.myDeployment)` after their own writes. */
export const swrKeys = {
  templates: 'showfolio/templates',
  myDeployment: 'showfolio/templates/my-deployment',
  myPortfolio: 'showfolio/templates/my-portfolio',
  myDeployments: 'showfolio/templates/my-deployments',
  publicPortfolio: (subdomain: string) => ['showfolio/templates/portfolio', subdomain] as const,
  portfolios: 'showfolio/user-portfolio',
  skills: 'showfolio/skills',
  projects: 'showfolio/projects',
  experiences: 'showfolio/experiences',
  analyticsSummary: (range: AnalyticsRange) => `showfolio/analytics/summary?range=${range}` as const,
  accountSessions: 'showfolio/auth/sessions',
  customDomains: 'showfolio/domains',
  passkeys: 'showfolio/auth/passkeys',
  twoStep: 'showfolio/auth/two-step',
} as const;

/** Keys that change when a deploy succeeds (gallery's 'Currently Active', Flex, the portfolio's list). */
export const deployDependentKeys = [
  swrKeys.myDeployment,
  swrKeys.myDeployments,
  swrKeys.myPortfolio,
  swrKeys.portfolios,
] as const;

export interface QueryOptions {
  /** false while signed out: the hook then fetches nothing and returns no data. */
  enabled?: boolean;
}

/** Keys whose data belongs to the signed-in user; cleared when the user changes. */
export const userScopedKeys: readonly string[] = [
  swrKeys.myDeployment,
  swrKeys.myPortfolio,
  swrKeys.myDeployments,
  swrKeys.portfolios,
  swrKeys.skills,
  swrKeys.projects,
  swrKeys.experiences,
  ...analyticsRanges.map(swrKeys.analyticsSummary),
  swrKeys.accountSessions,
  swrKeys.customDomains,
  swrKeys.passkeys,
  swrKeys.twoStep,
];

type Mutate = (key: string) => Promise<unknown>;

/**
 * Drops every user-scoped entry (mounted hooks refetch with the current token), so the next
 * account signing in on this page never sees the previous one's data. Pass SWR's `mutate`.
 */
export const clearUserData = (mutate: ScopedMutator): Promise<unknown[]> =>
  mutate((key) => typeof key === 'string' && userScopedKeys.includes(key), undefined, { revalidate: true });

/** Revalidates everything a deploy changes; pass SWR's `mutate` (global or from useSWRConfig). */
export const refreshAfterDeploy = (mutate: Mutate): Promise<unknown[]> =>
  Promise.all(deployDependentKeys.map((key) => mutate(key)));

export function useRefreshAfterDeploy(): () => Promise<unknown[]> {
  const { mutate } = useSWRConfig();
  return useCallback(() => refreshAfterDeploy((key) => mutate(key)), [mutate]);
}

/** Deploys, then refreshes the deployment views before resolving. */
export function useDeployTemplate(): (request: DeployRequest) => Promise<DeployResponse> {
  const client = useApiClient();
  const refresh = useRefreshAfterDeploy();
  return useCallback(
    async (request) => {
      const result = await client.deployTemplate(request);
      await refresh();
      return result;
    },
    [client, refresh],
  );
}

/** Saves the résumé's design and paper, then refreshes the deployment (which tells them). */
export function useSetResumeSettings(): (settings: ResumeSettings) => Promise<ResumeSettings> {
  const client = useApiClient();
  const refresh = useRefreshAfterDeploy();
  return useCallback(
    async (settings) => {
      const result = await client.setResumeSettings(settings);
      await refresh();
      return result;
    },
    [client, refresh],
  );
}

/** Takes the live site offline, then refreshes the deployment views before resolving. */
export function useUnpublish(): () => Promise<UnpublishResponse> {
  const client = useApiClient();
  const refresh = useRefreshAfterDeploy();
  return useCallback(async () => {
    const result = await client.unpublish();
    await refresh();
    return result;
  }, [client, refresh]);
}

export function useTemplates(): SWRResponse<Template[], ApiError> {
  const client = useApiClient();
  return useSWR(swrKeys.templates, () => client.listTemplates());
}

/** Builder spec §4: a failed own-deployment load means "none", so this never ends in an error. */
export function useMyDeployment({ enabled = true }: QueryOptions = {}): SWRResponse<UserDeployment | null, ApiError> {
  const client = useApiClient();
  return useSWR(enabled ? swrKeys.myDeployment : null, () => client.getMyDeployment().catch(() => null));
}

/** `data` is null when the user has no portfolio yet (hasPortfolio = data != null). */
export function useMyPortfolio({ enabled = true }: QueryOptions = {}): SWRResponse<PortfolioData | null, ApiError> {
  const client = useApiClient();
  return useSWR(enabled ? swrKeys.myPortfolio : null, () => client.getMyPortfolio());
}

export function useMyDeployments({ enabled = true }: QueryOptions = {}): SWRResponse<DeployedTemplate[], ApiError> {
  const client = useApiClient();
  return useSWR(enabled ? swrKeys.myDeployments : null, () => client.listMyDeployments());
}

export function usePublicPortfolio(
  subdomain: string | null | undefined,
): SWRResponse<PortfolioLookupResponse, ApiError> {
  const client = useApiClient();
  return useSWR(subdomain ? swrKeys.publicPortfolio(subdomain) : null, ([, name]: readonly [string, string]) =>
    client.getPortfolioBySubdomain(name),
  );
}

/** The signed-in owner's Analytics for `range` (each range is cached on its own). */
export function useAnalyticsSummary(
  range: AnalyticsRange,
  { enabled = true }: QueryOptions = {},
): SWRResponse<AnalyticsSummary, ApiError> {
  const client = useApiClient();
  return useSWR(enabled ? swrKeys.analyticsSummary(range) : null, () => client.getAnalyticsSummary(range));
}

/** The devices signed in to the account (Settings); `mutate()` after signing one out. */
/**
 * The owner's custom domains. While one waits for DNS (pending or verified without routing) the
 * list is fetched again every 30 s, so a status the background check changes shows up by itself.
 */
export function useCustomDomains({ enabled = true }: QueryOptions = {}): SWRResponse<CustomDomainList, ApiError> {
  const client = useApiClient();
  return useSWR(enabled ? swrKeys.customDomains : null, () => client.listDomains(), {
    refreshInterval: (list: CustomDomainList | undefined) =>
      list?.domains.some((domain) => domain.status === 'pending' || domain.status === 'verified') ? 30_000 : 0,
  });
}

export function useAccountSessions({ enabled = true }: QueryOptions = {}): SWRResponse<AccountSession[], ApiError> {
  const client = useApiClient();
  return useSWR(enabled ? swrKeys.accountSessions : null, () => client.listSessions());
}

/** The account's passkeys (Settings > Passkeys). */
export function usePasskeys({ enabled = true }: QueryOptions = {}): SWRResponse<PasskeySummary[], ApiError> {
  const client = useApiClient();
  return useSWR(enabled ? swrKeys.passkeys : null, () => client.listPasskeys());
}

/** Whether two-step sign-in is on, recovery codes left, and whether this session's proof is fresh. */
export function useTwoStepStatus({ enabled = true }: QueryOptions = {}): SWRResponse<TwoStepStatus, ApiError> {
  const client = useApiClient();
  return useSWR(enabled ? swrKeys.twoStep : null, () => client.getTwoStepStatus());
}
