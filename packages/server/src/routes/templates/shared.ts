import { and, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import { messages, type PortfolioData } from '@showfolio/portfolio-schema';
import { deployments } from '../../db/schema';
import type { Services } from '../../services/context';
import { NAME_HOLD_DAYS } from '../../services/held-names';
import type { LookupCache } from '../../services/lookup-cache';
import type { PublicPortfolio } from '../../services/public-portfolio';
import { routeDeps } from '../deps';

export const templateMessages = {
  notFound: messages.templateNotFound,
  previewMissing: messages.previewMissingParameters,
  previewExpired: 'This preview link has expired',
  previewInvalid: 'Invalid preview token',
  previewWrongTemplate: 'This preview link is for a different template',
  userNotFound: messages.userNotFound,
  subdomainTaken: 'Subdomain is already taken',
  subdomainAvailable: 'Subdomain is available',
  noDeployment: 'No deployment found',
  portfolioNotFound: messages.portfolioNotFound,
} as const;

/** How long a subdomain taken offline stays its owner's, for re-publishing. */
export const UNPUBLISHED_HOLD_DAYS = NAME_HOLD_DAYS;

/**
 * Rows by which someone other than `userId` holds `subdomain` (or one of several): a live site, or
 * one its owner took offline in the last 30 days and has not deployed anything since (moving to
 * another name frees the old one at once, as before).
 */
export function heldByAnother(subdomain: string | readonly string[], userId: string) {
  const since = new Date(Date.now() - UNPUBLISHED_HOLD_DAYS * 24 * 60 * 60 * 1000);
  return and(
    typeof subdomain === 'string' ? eq(deployments.subdomain, subdomain) : inArray(deployments.subdomain, [...subdomain]),
    ne(deployments.userId, userId),
    or(
      eq(deployments.isActive, true),
      and(
        gt(deployments.deactivatedAt, since),
        sql`not exists (select 1 from ${deployments} as later where later.user_id = ${deployments.userId} and later.deployed_at > ${deployments.deployedAt})`,
      ),
    ),
  );
}

/** What the template sub-apps share: the route deps, the catalogue, and the two portfolio caches. */
export type TemplateDeps = ReturnType<typeof templateDeps>;

export function templateDeps(
  services: Services,
  publicPortfolios: LookupCache<PublicPortfolio>,
  previewPortfolios: LookupCache<PortfolioData>,
) {
  const { config, templates } = services;
  return { ...routeDeps(services), config, templates, publicPortfolios, previewPortfolios };
}
