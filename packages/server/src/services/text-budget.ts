import { eq } from 'drizzle-orm';
import { limits, messages, textLength } from '@showfolio/portfolio-schema';
import type { Database } from '../db/client';
import { experiences, portfolios, projects, skills, users } from '../db/schema';
import { ApiError } from '../http';

/** The sections a portfolio's text is stored in, one row per user each. */
export interface PortfolioSections {
  portfolio: Partial<typeof portfolios.$inferSelect> | null;
  skills: { tech: string[]; soft: string[] } | null;
  projects: (typeof projects.$inferSelect)['projects'] | null;
  experiences: (typeof experiences.$inferSelect)['experiences'] | null;
}
type Section = keyof PortfolioSections;

/** The text a stored portfolio row holds: every column the person wrote, not ids or times. */
const portfolioText = (row: PortfolioSections['portfolio']) => {
  if (!row) return 0;
  const { id: _id, userId: _userId, createdAt: _created, updatedAt: _updated, ...text } = row;
  return textLength(text);
};

const sectionText = (sections: PortfolioSections, section: Section) =>
  section === 'portfolio' ? portfolioText(sections.portfolio) : textLength(sections[section]);

async function storedSections(db: Database, userId: string): Promise<PortfolioSections> {
  const [row] = await db
    .select({ portfolio: portfolios, skills, projects: projects.projects, experiences: experiences.experiences })
    .from(users)
    .leftJoin(portfolios, eq(portfolios.userId, users.id))
    .leftJoin(skills, eq(skills.userId, users.id))
    .leftJoin(projects, eq(projects.userId, users.id))
    .leftJoin(experiences, eq(experiences.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return {
    portfolio: row?.portfolio ?? null,
    skills: row?.skills ? { tech: row.skills.tech, soft: row.skills.soft } : null,
    projects: row?.projects ?? null,
    experiences: row?.experiences ?? null,
  };
}

/**
 * Refuses (413, naming the limit) a write of one section that would leave the whole portfolio
 * above `limits.portfolioText` characters: every field has its own limit, but together they allow
 * a page that takes seconds to render. `after` builds the section as the write would store it
 * from what is stored now. A portfolio already above the limit (saved before it existed) stays
 * readable and deletable, and takes any write that makes it smaller.
 */
export async function assertTextBudget<S extends Section>(
  db: Database,
  userId: string,
  section: S,
  after: (stored: PortfolioSections[S]) => NonNullable<PortfolioSections[S]>,
): Promise<void> {
  const stored = await storedSections(db, userId);
  const sections = Object.keys(stored) as Section[];
  const before = sections.reduce((sum, name) => sum + sectionText(stored, name), 0);
  const written = { ...stored, [section]: after(stored[section]) };
  const total = sections.reduce((sum, name) => sum + sectionText(written, name), 0);
  if (total > limits.portfolioText && total >= before) throw new ApiError(413, messages.portfolioTextTooLong);
}

/** The same bound for sections written all at once into an empty account (the import). */
export function assertImportedTextBudget(sections: unknown[]): void {
  if (textLength(sections) > limits.portfolioText) throw new ApiError(413, messages.portfolioTextTooLong);
}
