import './zod-setup';
import * as z from 'zod/mini';
import { limits } from './limits';
import { boundedList, boundedText, limitedList, storableText, urlText } from './text';
import { educationInputSchema, experienceInputSchema, projectInputSchema } from './entries';
import { portfolioDesignSchema, type PortfolioDesign } from './design';
import {
  experienceEntrySchema,
  projectEntrySchema,
  userDetailsSchema,
  type ExperienceEntry,
  type StoredProjectEntry,
} from './draft';
import {
  educationSchema,
  portfolioSectionsSchema,
  profileExtrasShape,
  profileLinkSchema,
  projectImageSchema,
  sectionSettingsShape,
  skillSetSchema,
  socialLinksSchema,
  type Education,
  type PortfolioSections,
  type ProfileLink,
  type SkillSet,
  type SocialLinks,
} from './portfolio-data';

/**
 * Server records carry `id` or `_id` (builder §3): the record's id, whichever came, or ''. The
 * record schemas fill both fields with it, so code past the parse reads `id` only.
 */
export function recordIdOf(value: unknown): string {
  if (typeof value !== 'object' || value === null) return '';
  const { id, _id } = value as { id?: unknown; _id?: unknown };
  return (typeof id === 'string' && id) || (typeof _id === 'string' && _id) || '';
}

function withRecordId<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(
    z.transform((value: unknown) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
      const id = recordIdOf(value);
      return { ...value, id, _id: id };
    }),
    schema,
  );
}

// Schema
// Request bodies of the portfolio API (builder spec §7). userId is accepted and ignored by the
// server: ownership always comes from the token.
const userIdInput = () => z.optional(storableText().check(z.maxLength(limits.shortText)));

export const skillsInputSchema = z.extend(skillSetSchema, { userId: userIdInput() });

/**
 * The request bodies that carry entries, with each entry checked by `entries`: the API's writes
 * use the strict entry schemas (entries.ts); an account import takes the stored shape, so a file
 * exported before a field became required still imports.
 */
function sectionInputs<E extends z.ZodMiniType, P extends z.ZodMiniType, X extends z.ZodMiniType>(entries: {
  education: E;
  project: P;
  experience: X;
}) {
  return {
    projects: z.object({ userId: userIdInput(), projects: boundedList('projects', entries.project) }),
    experiences: z.object({ userId: userIdInput(), experiences: boundedList('experiences', entries.experience) }),
    /**
     * POST/PATCH /user-portfolio. Every field is optional because the wizard saves one step at a
     * time (userDetails with bio, or documents, or socialLinks); the server merges what is sent.
     */
    portfolio: z.object({
      userId: userIdInput(),
      userDetails: z.optional(z.partial(userDetailsSchema)),
      user: z.optional(z.partial(userDetailsSchema)),
      bio: z.optional(boundedText('bio', limits.bio)),
      headline: z.optional(profileExtrasShape.headline),
      location: z.optional(profileExtrasShape.location),
      documents: z.optional(
        z.partial(z.object({ profilePictureUrl: urlText('profile picture'), resumeUrl: urlText('resume link') })),
      ),
      profilePictureUrl: z.optional(urlText('profile picture')),
      resumeUrl: z.optional(urlText('resume link')),
      education: z.optional(boundedList('education', entries.education)),
      socialLinks: z.optional(z.partial(socialLinksSchema)),
      skills: z.optional(z.unknown()),
      projects: z.optional(z.unknown()),
      experiences: z.optional(z.unknown()),
    }),
  };
}

/** A link of the profile's list as the API writes it: the address is required. */
export const profileLinkInputSchema = profileLinkSchema.check(
  z.refine((link) => link.url !== '', { message: 'A link needs its address', path: ['url'] }),
);

/**
 * PATCH /portfolio-sections (issue 31): the sections panel's settings and the lists it edits. Every
 * field is optional; the server replaces only the fields sent.
 */
export const sectionsInputSchema = z.object({
  userId: userIdInput(),
  showEmail: z.optional(profileExtrasShape.showEmail),
  showPhone: z.optional(profileExtrasShape.showPhone),
  links: z.optional(limitedList(profileLinkInputSchema, limits.links, `Add at most ${limits.links} links`)),
  ...Object.fromEntries(
    Object.entries(sectionSettingsShape).map(([key, schema]) => [key, z.optional(schema)]),
  ) as { [K in keyof typeof sectionSettingsShape]: z.ZodMiniOptional<(typeof sectionSettingsShape)[K]> },
});

const apiInputs = sectionInputs({
  education: educationInputSchema,
  project: projectInputSchema,
  experience: experienceInputSchema,
});
export const projectsInputSchema = apiInputs.projects;
export const experiencesInputSchema = apiInputs.experiences;
export const portfolioInputSchema = apiInputs.portfolio;

/** The same bodies with entries as stored (lenient): what an account import reads. */
export const storedSectionInputs = sectionInputs({
  education: educationSchema,
  project: projectEntrySchema,
  experience: experienceEntrySchema,
});

/**
 * `updatedAt` (ISO) is the record's version (issue 34): a write may name it in `If-Match`, and
 * is refused with 412 when the record changed since. Optional: older servers do not send it.
 */
const recordIds = { id: z.string(), _id: z.string(), updatedAt: z.optional(z.string()) };

export const skillsRecordSchema = withRecordId(z.extend(skillSetSchema, { ...recordIds, userId: z.string() }));
export const projectsRecordSchema = withRecordId(
  z.object({
    ...recordIds,
    userId: z.string(),
    projects: z.array(projectEntrySchema),
  }),
);
export const experiencesRecordSchema = withRecordId(
  z.object({
    ...recordIds,
    userId: z.string(),
    experiences: z.array(experienceEntrySchema),
  }),
);
export const portfolioRecordSchema = withRecordId(
  z.object({
    ...recordIds,
    user: userDetailsSchema,
    bio: z.string(),
    profilePictureUrl: z.string(),
    resumeUrl: z.string(),
    education: z.array(educationSchema),
    socialLinks: socialLinksSchema,
    // Issue 31: absent in records of servers from before it, hence the defaults.
    ...profileExtrasShape,
    sections: z._default(portfolioSectionsSchema, () => portfolioSectionsSchema.parse({})),
    design: z._default(portfolioDesignSchema, {}),
    deployedTemplates: z.array(z.lazy(() => deployedTemplateSchema)),
  }),
);

export const deployedTemplateSchema = z.object({
  domainUrl: z.string(),
  isActive: z.boolean(),
  deployedAt: z.string(),
  templateIdentifier: z.optional(z.string()),
  subdomain: z.optional(z.string()),
});

export const uploadResponseSchema = z.object({ url: z.string() });

/** What POST /uploads/project-image answers: a project image without its alt text (the client adds it). */
export const projectImageUploadSchema = z.object({ image: z.omit(projectImageSchema, { alt: true }) });

// Type
export type SkillsInput = z.input<typeof skillsInputSchema>;
export type ProjectsInput = z.input<typeof projectsInputSchema>;
export type ExperiencesInput = z.input<typeof experiencesInputSchema>;
export type PortfolioInput = z.input<typeof portfolioInputSchema>;
export type SectionsInput = z.input<typeof sectionsInputSchema>;
export type SkillsRecord = z.infer<typeof skillsRecordSchema>;
export type ProjectsRecord = z.infer<typeof projectsRecordSchema>;
export type ExperiencesRecord = z.infer<typeof experiencesRecordSchema>;
export type PortfolioRecord = z.infer<typeof portfolioRecordSchema>;
export type DeployedTemplate = z.infer<typeof deployedTemplateSchema>;
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
export type ProjectImageUpload = z.infer<typeof projectImageUploadSchema>;
/** What GET and PATCH /portfolio-sections answer. */
export type SectionsRecord = PortfolioSections & {
  showEmail: boolean;
  showPhone: boolean;
  links: ProfileLink[];
  /** The portfolio record's version, whose row holds the sections (absent before the first save). */
  updatedAt?: string;
};

/**
 * One account's stored sections, one row each, as the server keeps them: the input of
 * `sectionsToPortfolioData`. The wizard's draft is turned into the same shape for its preview.
 */
export interface StoredSections {
  /** The account: its names stand in when the portfolio leaves them empty. */
  user: { firstName: string; lastName: string; username: string };
  portfolio?: {
    firstName: string;
    lastName: string;
    username: string;
    /** The address entered for the portfolio; the sign-in e-mail is never published. */
    email: string;
    bio: string;
    profilePictureUrl: string;
    resumeUrl: string;
    education: readonly Education[];
    socialLinks: Partial<SocialLinks>;
    /** Issue 31's additions; absent means their defaults (empty, contact details shown). */
    headline?: string;
    location?: string;
    showEmail?: boolean;
    showPhone?: boolean;
    links?: readonly ProfileLink[];
    /** Read through `readPortfolioSections` (a stored row may hold `{}`). */
    sections?: Partial<PortfolioSections>;
    /** Issue 32: accent, font, scheme, language; absent or `{}` is the template's own look. */
    design?: PortfolioDesign;
  } | null;
  skills?: SkillSet | null;
  projects?: { projects: readonly StoredProjectEntry[] } | null;
  experiences?: { experiences: readonly ExperienceEntry[] } | null;
}
