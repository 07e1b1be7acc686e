import { z } from 'zod';
import { boundedList, boundedText, limits, storableText, urlText } from './limits';
import { experienceEntrySchema, projectEntrySchema, userDetailsSchema } from './draft';
import { educationSchema, skillSetSchema, socialLinksSchema } from './portfolio-data';

// Schema
// Request bodies of the portfolio API (builder spec §7). userId is accepted and ignored by the
// server: ownership always comes from the token.
export const skillsInputSchema = skillSetSchema.extend({ userId: storableText().max(limits.shortText).optional() });
export const projectsInputSchema = z.object({
  userId: storableText().max(limits.shortText).optional(),
  projects: boundedList('projects', projectEntrySchema),
});
export const experiencesInputSchema = z.object({
  userId: storableText().max(limits.shortText).optional(),
  experiences: boundedList('experiences', experienceEntrySchema),
});

/**
 * POST/PATCH /user-portfolio. Every field is optional because the wizard saves one step at a
 * time (userDetails with bio, or documents, or socialLinks); the server merges what is sent.
 */
export const portfolioInputSchema = z.object({
  userId: storableText().max(limits.shortText).optional(),
  userDetails: userDetailsSchema.partial().optional(),
  user: userDetailsSchema.partial().optional(),
  bio: boundedText('bio', limits.bio).optional(),
  documents: z
    .object({ profilePictureUrl: urlText('profile picture'), resumeUrl: urlText('resume link') })
    .partial()
    .optional(),
  profilePictureUrl: urlText('profile picture').optional(),
  resumeUrl: urlText('resume link').optional(),
  education: boundedList('education', educationSchema).optional(),
  socialLinks: socialLinksSchema.partial().optional(),
  skills: z.unknown().optional(),
  projects: z.unknown().optional(),
  experiences: z.unknown().optional(),
});

const recordIds = { id: z.string(), _id: z.string() };

export const skillsRecordSchema = skillSetSchema.extend({ ...recordIds, userId: z.string() });
export const projectsRecordSchema = z.object({
  ...recordIds,
  userId: z.string(),
  projects: z.array(projectEntrySchema),
});
export const experiencesRecordSchema = z.object({
  ...recordIds,
  userId: z.string(),
  experiences: z.array(experienceEntrySchema),
});
export const portfolioRecordSchema = z.object({
  ...recordIds,
  user: userDetailsSchema,
  bio: z.string(),
  profilePictureUrl: z.string(),
  resumeUrl: z.string(),
  education: z.array(educationSchema),
  socialLinks: socialLinksSchema,
  deployedTemplates: z.array(z.lazy(() => deployedTemplateSchema)),
});

export const deployedTemplateSchema = z.object({
  domainUrl: z.string(),
  isActive: z.boolean(),
  deployedAt: z.string(),
  templateIdentifier: z.string().optional(),
  subdomain: z.string().optional(),
});

export const uploadResponseSchema = z.object({ url: z.string() });

// Type
export type SkillsInput = z.input<typeof skillsInputSchema>;
export type ProjectsInput = z.input<typeof projectsInputSchema>;
export type ExperiencesInput = z.input<typeof experiencesInputSchema>;
export type PortfolioInput = z.input<typeof portfolioInputSchema>;
export type SkillsRecord = z.infer<typeof skillsRecordSchema>;
export type ProjectsRecord = z.infer<typeof projectsRecordSchema>;
export type ExperiencesRecord = z.infer<typeof experiencesRecordSchema>;
export type PortfolioRecord = z.infer<typeof portfolioRecordSchema>;
export type DeployedTemplate = z.infer<typeof deployedTemplateSchema>;
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
