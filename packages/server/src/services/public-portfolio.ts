import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import {
  SUBDOMAIN_PATTERN,
  defaultResumeSettings,
  hostToCustomDomain,
  isResumeDesign,
  isResumePaper,
  publicPortfolio,
  sectionsToPortfolioData,
  servingDomainStatuses,
  type PortfolioData,
  type ResumeSettings,
} from '@showfolio/portfolio-schema';
import type { Database } from '../db/client';
import { customDomains, deployments, experiences, portfolios, projects, skills, users } from '../db/schema';

export interface PublicPortfolio {
  templateIdentifier: string;
  portfolioData: PortfolioData;
  subdomain: string;
  /**
   * The owner's primary custom domain once DNS sends it here (status 'routing'), else null: the
   * page's canonical address, and where the subdomain redirects to.
   */
  primaryDomain: string | null;
  /** The newest change to anything the page shows. */
  updatedAt: Date;
  /** A strong validator of the page content, for ETag / If-None-Match. */
  etag: string;
  /** The owner's résumé design and paper: what "Download PDF" gives when the link names none. */
  resume: ResumeSettings;
}

/** The résumé settings a portfolio row holds (its defaults for a value it cannot hold). */
export const resumeSettingsOf = (portfolio: { resumeDesign: string; resumePaper: string } | undefined): ResumeSettings => ({
  design: isResumeDesign(portfolio?.resumeDesign) ? portfolio.resumeDesign : defaultResumeSettings.design,
  paper: isResumePaper(portfolio?.resumePaper) ? portfolio.resumePaper : defaultResumeSettings.paper,
});

type Rows = {
  user: typeof users.$inferSelect;
  portfolio: typeof portfolios.$inferSelect | undefined;
  skills: typeof skills.$inferSelect | undefined;
  projects: typeof projects.$inferSelect | undefined;
  experiences: typeof experiences.$inferSelect | undefined;
};

// One query, not five: PGlite answers one query at a time (about a millisecond each), and every
// section table holds at most one row per user, so the joins never multiply rows.
async function loadRows(db: Database, userId: string): Promise<Rows | null> {
  const [row] = await db
    .select({ user: users, portfolio: portfolios, skills, projects, experiences })
    .from(users)
    .leftJoin(portfolios, eq(portfolios.userId, users.id))
    .leftJoin(skills, eq(skills.userId, users.id))
    .leftJoin(projects, eq(projects.userId, users.id))
    .leftJoin(experiences, eq(experiences.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  return {
    user: row.user,
    portfolio: row.portfolio ?? undefined,
    skills: row.skills ?? undefined,
    projects: row.projects ?? undefined,
    experiences: row.experiences ?? undefined,
  };
}

/** The signed-in owner's own portfolio (with their mobile number), or null when none is saved. */
export async function getOwnPortfolioData(db: Database, userId: string): Promise<PortfolioData | null> {
  const rows = await loadRows(db, userId);
  if (!rows?.portfolio) return null;
  return sectionsToPortfolioData(rows, rows.user.mobileNumber);
}

/**
 * What a preview link made by `userId` shows: their portfolio through the same mapping as their
 * public page (so never the mobile number), or null when they have not saved one yet.
 */
export async function getPreviewPortfolioData(db: Database, userId: string): Promise<PortfolioData | null> {
  const rows = await loadRows(db, userId);
  if (!rows?.portfolio) return null;
  return publicPortfolio(sectionsToPortfolioData(rows));
}

/**
 * What the public page of `{subdomain}.{PUBLIC_DOMAIN}` shows, or null when nothing is deployed
 * there. Only rendered fields leave the server: no ids, hashes or tokens; the mobile number is
 * never published.
 */
export async function getPublicPortfolio(db: Database, subdomain: string): Promise<PublicPortfolio | null> {
  const name = subdomain.trim().toLowerCase();
  if (!SUBDOMAIN_PATTERN.test(name)) return null;
  const [deployment] = await db
    .select()
    .from(deployments)
    .where(and(eq(deployments.subdomain, name), eq(deployments.isActive, true)))
    .limit(1);
  if (!deployment) return null;
  const [rows, [primary]] = await Promise.all([
    loadRows(db, deployment.userId),
    db
      .select({ domain: customDomains.domain, updatedAt: customDomains.updatedAt })
      .from(customDomains)
      .where(
        and(
          eq(customDomains.userId, deployment.userId),
          eq(customDomains.isPrimary, true),
          eq(customDomains.status, 'routing'),
        ),
      )
      .limit(1),
  ]);
  if (!rows) return null;
  const portfolioData = publicPortfolio(sectionsToPortfolioData(rows));
  const primaryDomain = primary?.domain ?? null;
  const stamps = [deployment.deployedAt, primary?.updatedAt, rows.portfolio?.updatedAt, rows.skills?.updatedAt, rows.projects?.updatedAt, rows.experiences?.updatedAt, rows.user.updatedAt];
  const updatedAt = new Date(Math.max(...stamps.map((d) => d?.getTime() ?? 0)));
  // The address is part of it: identical content under two names is still two pages (issue 30).
  const etag = `"${createHash('sha256')
    .update(JSON.stringify([name, deployment.templateIdentifier, portfolioData, primaryDomain]))
    .digest('base64url')
    .slice(0, 27)}"`;
  return {
    templateIdentifier: deployment.templateIdentifier,
    portfolioData,
    subdomain: name,
    primaryDomain,
    updatedAt,
    etag,
    resume: resumeSettingsOf(rows.portfolio),
  };
}

/**
 * What a connected custom domain shows: the owner's published portfolio, exactly as on their
 * subdomain, when `host` (a Host header) is a verified domain; else null. The match is exact on
 * the stored name: `ada.dev.evil.com` is not `ada.dev`.
 */
export async function getPublicPortfolioByDomain(db: Database, host: string): Promise<PublicPortfolio | null> {
  const domain = hostToCustomDomain(host);
  if (!domain) return null;
  const [deployment] = await db
    .select({ subdomain: deployments.subdomain })
    .from(customDomains)
    .innerJoin(
      deployments,
      and(eq(deployments.userId, customDomains.userId), eq(deployments.isActive, true)),
    )
    .where(and(eq(customDomains.domain, domain), inArray(customDomains.status, [...servingDomainStatuses])))
    .limit(1);
  return deployment ? getPublicPortfolio(db, deployment.subdomain) : null;
}
