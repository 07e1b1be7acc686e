import './zod-setup';
import * as z from 'zod/mini';
import { limits } from './limits';
import { boundedList, boundedText, dateText, limitedList, tagSchema, urlText } from './text';
import { portfolioDesignSchema } from './design';

// Schema
export const educationSchema = z.object({
  institution: boundedText('institution', limits.shortText),
  degree: boundedText('degree', limits.shortText),
  startDate: dateText('start date'),
  /** '' or 'Present' means still studying there. */
  endDate: dateText('end date'),
  description: boundedText('description', limits.description),
});

export const portfolioExperienceSchema = z.object({
  companyName: boundedText('company name', limits.shortText),
  role: boundedText('role', limits.shortText),
  description: boundedText('description', limits.description),
  startDate: dateText('start date'),
  endDate: dateText('end date'),
  technologies: boundedList('technologies', tagSchema),
});

/** A link with a label the user typed: a project's extra link ("Case study", "Talk video"). */
export const labelledLinkSchema = z.object({
  label: boundedText('link label', limits.shortText),
  url: urlText('link'),
}).check(
  z.refine((link) => link.url === '' || link.label !== '', { message: 'Give the link a label', path: ['label'] }),
);

/** A link of the profile's list: any address; an empty label means "derive it from the host". */
export const profileLinkSchema = z.object({
  url: urlText('link'),
  label: boundedText('link label', limits.shortText),
});

const pixels = (label: string) =>
  z.number({ error: `${label} must be a number` }).check(
    z.int(`${label} must be a whole number of pixels`),
    z.positive(`${label} must be at least 1 pixel`),
    z.maximum(20_000, `${label} must be at most 20000 pixels`),
  );

/** One responsive rendition of a project image, for `srcset`. */
export const imageVariantSchema = z.object({ src: urlText('image link'), width: pixels('Image width') });

/**
 * A project image as the upload route made it: `src` is the largest WebP rendition, `width` and
 * `height` its intrinsic size (so nothing shifts while it loads), `variants` every rendition.
 */
export const projectImageSchema = z.object({
  src: urlText('image link').check(z.minLength(1, 'An image needs its link')),
  alt: boundedText('alt text', limits.imageAlt).check(z.minLength(1, 'Describe the image (alt text is required)')),
  width: pixels('Image width'),
  height: pixels('Image height'),
  variants: z._default(
    z.array(imageVariantSchema).check(z.maxLength(4, 'An image can have at most 4 sizes')),
    [],
  ),
});

/** A year like 2024, or ''. */
export const yearText = (label: string) =>
  boundedText(label, limits.shortText).check(z.regex(/^(\d{4})?$/, `${label.charAt(0).toUpperCase()}${label.slice(1)} must be a year like 2024`));

/** What issue 31 adds to a project, in the rendering shape and in the stored one alike. */
export const projectExtrasShape = {
  year: yearText('year'),
  role: boundedText('role', limits.shortText),
  links: limitedList(labelledLinkSchema, limits.projectLinks, `Add at most ${limits.projectLinks} links to a project`),
  images: limitedList(projectImageSchema, limits.projectImages, `Add at most ${limits.projectImages} images to a project`),
};

export const portfolioProjectSchema = z.object({
  projectName: boundedText('project name', limits.shortText),
  description: boundedText('description', limits.description),
  githubUrl: urlText('repository link'),
  deployedUrl: urlText('live link'),
  technologies: boundedList('technologies', tagSchema),
  ...projectExtrasShape,
});

export const socialPlatforms = ['linkedin', 'github', 'twitter', 'instagram', 'facebook'] as const;
export type SocialPlatform = (typeof socialPlatforms)[number];

export const socialLinksSchema = z.object({
  linkedin: urlText('LinkedIn link'),
  github: urlText('GitHub link'),
  twitter: urlText('X link'),
  instagram: urlText('Instagram link'),
  facebook: urlText('Facebook link'),
});

export const skillSetSchema = z.object({
  tech: boundedList('technical skills', tagSchema),
  soft: boundedList('soft skills', tagSchema),
});

// The JSON Resume sections (issue 31), each an optional list shown only when filled.
const summaryText = () => boundedText('summary', limits.description);

export const awardSchema = z.object({
  title: boundedText('title', limits.shortText),
  awarder: boundedText('awarder', limits.shortText),
  date: dateText('date'),
  summary: summaryText(),
});

export const certificateSchema = z.object({
  name: boundedText('name', limits.shortText),
  issuer: boundedText('issuer', limits.shortText),
  date: dateText('date'),
  url: urlText('link'),
});

export const publicationSchema = z.object({
  name: boundedText('name', limits.shortText),
  publisher: boundedText('publisher', limits.shortText),
  releaseDate: dateText('release date'),
  url: urlText('link'),
  summary: summaryText(),
});

export const languageSchema = z.object({
  language: boundedText('language', limits.shortText),
  fluency: boundedText('fluency', limits.shortText),
});

export const volunteeringSchema = z.object({
  organization: boundedText('organization', limits.shortText),
  position: boundedText('position', limits.shortText),
  url: urlText('link'),
  startDate: dateText('start date'),
  endDate: dateText('end date'),
  summary: summaryText(),
});

export const interestSchema = z.object({
  name: boundedText('name', limits.shortText),
  keywords: boundedList('keywords', tagSchema),
});

export const referenceSchema = z.object({
  name: boundedText('name', limits.shortText),
  reference: boundedText('reference', limits.description),
});

export const customSectionEntrySchema = z.object({
  title: boundedText('title', limits.shortText),
  subtitle: boundedText('subtitle', limits.shortText),
  startDate: dateText('start date'),
  endDate: dateText('end date'),
  description: boundedText('description', limits.description),
  url: urlText('link'),
});

export const customSectionIdPattern = /^[a-z0-9-]{1,40}$/;

export const customSectionSchema = z.object({
  id: z.string({ error: 'A section id must be text' }).check(
    z.regex(customSectionIdPattern, 'A section id is 1 to 40 lower-case letters, digits or hyphens'),
  ),
  title: boundedText('section title', limits.shortText),
  entries: boundedList('entries', customSectionEntrySchema),
});

/** The JSON Resume sections plus custom ones: what a `sectionKey` other than the spec's names. */
export const resumeSectionsShape = {
  awards: boundedList('awards', awardSchema),
  certificates: boundedList('certificates', certificateSchema),
  publications: boundedList('publications', publicationSchema),
  languages: boundedList('languages', languageSchema),
  volunteering: boundedList('volunteering', volunteeringSchema),
  interests: boundedList('interests', interestSchema),
  references: boundedList('references', referenceSchema),
  customSections: limitedList(
    customSectionSchema,
    limits.customSections,
    `Add at most ${limits.customSections} custom sections`,
  ),
};

/** A section's key in `sectionOrder` / `hiddenSections`: a built-in name or `custom:<id>`. */
const sectionKeyText = z.string({ error: 'A section key must be text' }).check(z.maxLength(48, 'A section key must be at most 48 characters'));
const sectionKeyList = (label: string) => boundedList(label, sectionKeyText, 64);

/** Everything the sections panel edits, stored together (the server's `sections` column). */
export const sectionSettingsShape = {
  ...resumeSectionsShape,
  sectionOrder: sectionKeyList('section order'),
  hiddenSections: sectionKeyList('hidden sections'),
  /** Whether the published page links "Download PDF" in its header or contact area (on unless turned off). */
  showPdfLink: z._default(z.boolean({ error: 'Show the PDF link must be true or false' }), true),
};
export const portfolioSectionsSchema = z.object(sectionSettingsShape);

/** What issue 31 adds to the profile. */
export const profileExtrasShape = {
  headline: boundedText('headline', limits.shortText),
  location: boundedText('location', limits.shortText),
  showEmail: z._default(z.boolean({ error: 'Show e-mail must be true or false' }), true),
  showPhone: z._default(z.boolean({ error: 'Show phone must be true or false' }), true),
  links: limitedList(profileLinkSchema, limits.links, `Add at most ${limits.links} links`),
};

/** The public rendering shape: what a template receives. */
export const portfolioDataSchema = z.object({
  firstName: boundedText('first name', limits.name),
  lastName: boundedText('last name', limits.name),
  username: boundedText('username', limits.username),
  email: boundedText('email', limits.email),
  mobileNumber: boundedText('mobile number', limits.mobileNumber + 6),
  bio: boundedText('bio', limits.bio),
  profilePicture: urlText('profile picture'),
  resumeUrl: urlText('resume link'),
  education: boundedList('education', educationSchema),
  skills: z._default(skillSetSchema, { tech: [], soft: [] }),
  experience: boundedList('experience', portfolioExperienceSchema),
  projects: boundedList('projects', portfolioProjectSchema),
  social: z._default(socialLinksSchema, { linkedin: '', github: '', twitter: '', instagram: '', facebook: '' }),
  ...profileExtrasShape,
  ...sectionSettingsShape,
  /** Accent, font, scheme and language (issue 32); `{}` is the template's own look, in English. */
  design: z._default(portfolioDesignSchema, {}),
});

// Type
export type Education = z.infer<typeof educationSchema>;
export type PortfolioExperience = z.infer<typeof portfolioExperienceSchema>;
export type PortfolioProject = z.infer<typeof portfolioProjectSchema>;
export type SocialLinks = z.infer<typeof socialLinksSchema>;
export type SkillSet = z.infer<typeof skillSetSchema>;
export type PortfolioData = z.infer<typeof portfolioDataSchema>;
export type LabelledLink = z.infer<typeof labelledLinkSchema>;
export type ProfileLink = z.infer<typeof profileLinkSchema>;
export type ProjectImage = z.infer<typeof projectImageSchema>;
export type ImageVariant = z.infer<typeof imageVariantSchema>;
export type Award = z.infer<typeof awardSchema>;
export type Certificate = z.infer<typeof certificateSchema>;
export type Publication = z.infer<typeof publicationSchema>;
export type Language = z.infer<typeof languageSchema>;
export type Volunteering = z.infer<typeof volunteeringSchema>;
export type Interest = z.infer<typeof interestSchema>;
export type Reference = z.infer<typeof referenceSchema>;
export type CustomSectionEntry = z.infer<typeof customSectionEntrySchema>;
export type CustomSection = z.infer<typeof customSectionSchema>;
export type PortfolioSections = z.infer<typeof portfolioSectionsSchema>;
export type PortfolioSectionsInput = z.input<typeof portfolioSectionsSchema>;
/** What callers may pass in: every field optional, defaults filled by `portfolioDataSchema.parse`. */
export type PortfolioDataInput = z.input<typeof portfolioDataSchema>;

// Defaults
/** How screens show an empty (or 'Present') end date: a current position. */
export const presentLabel = 'Present';
export const emptySocialLinks: SocialLinks = { linkedin: '', github: '', twitter: '', instagram: '', facebook: '' };
export const emptyPortfolioSections = (): PortfolioSections => portfolioSectionsSchema.parse({});

/**
 * Stored sections with every default filled: a row written before issue 31 holds `{}` or nothing.
 * A value that no longer parses (a bound tightened since it was saved) reads as empty rather than
 * failing every page of its owner.
 */
export function readPortfolioSections(value: unknown): PortfolioSections {
  const parsed = portfolioSectionsSchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : emptyPortfolioSections();
}
