import './zod-setup';
import * as z from 'zod/mini';
import { portfolioDesignSchema } from './design';
import { portfolioSectionsSchema, profileExtrasShape } from './portfolio-data';
import { skillsInputSchema, storedSectionInputs } from './records';

// The account export (Settings › Your data): a ZIP whose portfolio.json holds every record we
// keep about the account in our own shape, and whose portfolio sections can be imported into an
// empty account. Import reads only the portfolio sections; the rest is for the person to keep.

// Schema
export const portfolioExportFormat = 'showfolio-portfolio';
export const portfolioExportVersion = 1;
/** Largest portfolio.json the import takes (the API's JSON body limit). */
export const portfolioImportMaxBytes = 1024 * 1024;

/** POST /auth/import: a portfolio.json of ours; sections left null stay empty. */
export const portfolioImportSchema = z.object({
  format: z.literal(portfolioExportFormat, { error: () => portfolioImportMessages.notOurs }),
  version: z.literal(portfolioExportVersion, { error: () => portfolioImportMessages.newerVersion }),
  portfolio: z.optional(
    z.nullable(
      // Issue 31's fields: absent in a file exported before it.
      z.extend(storedSectionInputs.portfolio, {
        showEmail: z.optional(profileExtrasShape.showEmail),
        showPhone: z.optional(profileExtrasShape.showPhone),
        links: z.optional(profileExtrasShape.links),
        sections: z.optional(portfolioSectionsSchema),
        // Issue 32's Design panel choices: absent in a file exported before it.
        design: z.optional(portfolioDesignSchema),
      }),
    ),
  ),
  skills: z.optional(z.nullable(skillsInputSchema)),
  projects: z.optional(z.nullable(storedSectionInputs.projects)),
  experiences: z.optional(z.nullable(storedSectionInputs.experiences)),
});

// Type
export type PortfolioImport = z.infer<typeof portfolioImportSchema>;

// Defaults
export const portfolioImportMessages = {
  notOurs: 'This file is not a Showfolio portfolio.json',
  newerVersion: 'This portfolio.json comes from a newer version of Showfolio and cannot be imported here',
  notEmpty: 'Import fills an empty account only: this account already has a portfolio',
  nothing: 'This portfolio.json holds no portfolio to import',
  imported: 'Your portfolio has been imported',
} as const;

/** The export download's file name for a username, e.g. `showfolio-ada-2026-11-25.zip`. */
export const exportFileName = (username: string, date: Date) =>
  `showfolio-${username.replace(/[^A-Za-z0-9_.-]/g, '_')}-${date.toISOString().slice(0, 10)}.zip`;
