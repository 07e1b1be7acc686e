import { asc, eq, sql, type AnyColumn } from 'drizzle-orm';
import { readPortfolioDesign, readPortfolioSections, type DeployedTemplate, type PortfolioRecord } from '@showfolio/portfolio-schema';
import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import type { experiences, portfolios, projects, skills } from '../db/schema';
import { deployments } from '../db/schema';

type PortfolioRow = typeof portfolios.$inferSelect;
type SkillsRow = typeof skills.$inferSelect;
type ProjectsRow = typeof projects.$inferSelect;
type ExperiencesRow = typeof experiences.$inferSelect;
type DeploymentRow = typeof deployments.$inferSelect;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The parsed fields the client actually sent. Schemas fill absent fields with defaults, which
 * must not overwrite stored values in a partial save.
 */
export function onlySent<T extends object>(parsed: T | undefined, raw: unknown): Partial<T> {
  if (!parsed || !isObject(raw)) return {};
  const out: Partial<T> = {};
  for (const key of Object.keys(parsed) as (keyof T & string)[]) if (key in raw) out[key] = parsed[key];
  return out;
}

export function rawField(raw: unknown, key: string): unknown {
  return isObject(raw) ? raw[key] : undefined;
}

/** `http://{sub}.{PUBLIC_DOMAIN}[:port]/`, keeping the scheme and port of APP_URL. */
export function deployUrlFor(config: Pick<ServerConfig, 'appUrl' | 'publicDomain'>, subdomain: string): string {
  const app = new URL(config.appUrl);
  const port = app.port ? `:${app.port}` : '';
  return `${app.protocol}//${subdomain}.${config.publicDomain}${port}/`;
}

type DeploymentFields = Pick<DeploymentRow, 'templateIdentifier' | 'subdomain' | 'isActive' | 'deployedAt'>;

export function toDeployedTemplate(config: ServerConfig, row: DeploymentFields): DeployedTemplate & { subdomain: string } {
  return {
    domainUrl: deployUrlFor(config, row.subdomain),
    isActive: row.isActive,
    deployedAt: row.deployedAt.toISOString(),
    templateIdentifier: row.templateIdentifier,
    subdomain: row.subdomain,
  };
}

export async function deploymentHistory(db: Database, config: ServerConfig, userId: string) {
  const rows = await db.select().from(deployments).where(eq(deployments.userId, userId)).orderBy(asc(deployments.deployedAt));
  return rows.map((row) => toDeployedTemplate(config, row));
}

/** One deployment as `deploymentHistoryOf` selects it (JSON: the time is a string). */
export interface DeploymentJson {
  templateIdentifier: string;
  subdomain: string;
  isActive: boolean;
  deployedAt: string;
}

/**
 * A column holding the deployment history of the user in `userId` (oldest first), so a row and
 * its history come back in one query: PGlite answers one query at a time, at about a millisecond
 * each, so round trips are what a read costs there.
 */
export const deploymentHistoryOf = (userId: AnyColumn) =>
  sql<DeploymentJson[]>`coalesce((select json_agg(json_build_object(
    'templateIdentifier', ${deployments.templateIdentifier}, 'subdomain', ${deployments.subdomain},
    'isActive', ${deployments.isActive}, 'deployedAt', ${deployments.deployedAt}) order by ${deployments.deployedAt})
    from ${deployments} where ${deployments.userId} = ${userId}), '[]'::json)`;

export const fromDeploymentHistory = (config: ServerConfig, history: DeploymentJson[]) =>
  history.map((deployment) => toDeployedTemplate(config, { ...deployment, deployedAt: new Date(deployment.deployedAt) }));

/** What GET and PATCH /portfolio-sections answer: the sections panel's part of a portfolio row. */
export const toSectionsRecord = (
  row: Pick<PortfolioRow, 'showEmail' | 'showPhone' | 'links' | 'sections'> & { updatedAt?: Date },
) => ({
  showEmail: row.showEmail,
  showPhone: row.showPhone,
  links: row.links,
  ...readPortfolioSections(row.sections),
  // The portfolio record's version: the sections live in its row (issue 34's If-Match).
  ...(row.updatedAt ? { updatedAt: row.updatedAt.toISOString() } : {}),
});

export function toPortfolioRecord(row: PortfolioRow, deployedTemplates: DeployedTemplate[]): PortfolioRecord & Record<string, unknown> {
  return {
    id: row.id,
    _id: row.id,
    userId: row.userId,
    user: { firstName: row.firstName, lastName: row.lastName, username: row.username, email: row.email },
    bio: row.bio,
    profilePictureUrl: row.profilePictureUrl,
    resumeUrl: row.resumeUrl,
    documents: { profilePictureUrl: row.profilePictureUrl, resumeUrl: row.resumeUrl },
    education: row.education,
    socialLinks: row.socialLinks,
    headline: row.headline,
    location: row.location,
    showEmail: row.showEmail,
    showPhone: row.showPhone,
    links: row.links,
    sections: readPortfolioSections(row.sections),
    design: readPortfolioDesign(row.design),
    deployedTemplates,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const toSkillsRecord = (row: SkillsRow) => ({
  id: row.id,
  _id: row.id,
  userId: row.userId,
  tech: row.tech,
  soft: row.soft,
  updatedAt: row.updatedAt.toISOString(),
});

export const toProjectsRecord = (row: ProjectsRow) => ({
  id: row.id,
  _id: row.id,
  userId: row.userId,
  projects: row.projects,
  updatedAt: row.updatedAt.toISOString(),
});

export const toExperiencesRecord = (row: ExperiencesRow) => ({
  id: row.id,
  _id: row.id,
  userId: row.userId,
  experiences: row.experiences,
  updatedAt: row.updatedAt.toISOString(),
});
