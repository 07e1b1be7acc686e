import './zod-setup';
import * as z from 'zod/mini';
import { EMAIL_PATTERN } from './auth';
import { portfolioDraftSchema, type PortfolioDraft } from './draft';
import {
  bullets,
  clean,
  exportResumeSections,
  importedSectionCounts,
  importResumeSections,
  joinLines,
  jsonResumeSectionsShape,
  optional,
  optionalText,
  optionalTextList,
  resumeDate,
  resumeEntry as entry,
  resumeList as list,
  webUrl,
  type JsonResumeSections,
} from './json-resume-sections';
import { recognizeLink } from './link-platforms';
import { socialPlatforms, type PortfolioData, type ProfileLink, type SocialPlatform } from './portfolio-data';
import { safeUrl } from './rules/safe-url';
import { normalizeSocialLink, socialPlatformLabels } from './rules/social-links';
import { addTag } from './rules/suggestions';

// Interop with JSON Resume 1.0 (https://jsonresume.org/schema). Import reads the fields the
// portfolio has a place for and ignores the rest; export writes a document that validates against
// the official schema. Extension properties (allowed by the schema's additionalProperties) keep a
// round trip lossless: education `summary`, work `keywords`, project `repository` and `links`, and
// the top-level `showfolio` (json-resume-sections.ts). The package README lists what JSON Resume
// holds that the portfolio cannot.

// Schema

/** The parts of a JSON Resume we read; unknown properties are ignored. */
export const jsonResumeInputSchema = entry({
  basics: z.optional(
    entry({
      name: optionalText,
      label: optionalText,
      image: optionalText,
      email: optionalText,
      url: optionalText,
      summary: optionalText,
      location: z.optional(
        entry({
          address: optionalText,
          postalCode: optionalText,
          city: optionalText,
          countryCode: optionalText,
          region: optionalText,
        }),
      ),
      profiles: z.optional(list(entry({ network: optionalText, username: optionalText, url: optionalText }))),
    }),
  ),
  work: z.optional(
    list(
      entry({
        name: optionalText,
        company: optionalText,
        position: optionalText,
        startDate: optionalText,
        endDate: optionalText,
        summary: optionalText,
        description: optionalText,
        highlights: optionalTextList,
        keywords: optionalTextList,
      }),
    ),
  ),
  education: z.optional(
    list(
      entry({
        institution: optionalText,
        area: optionalText,
        studyType: optionalText,
        startDate: optionalText,
        endDate: optionalText,
        score: optionalText,
        summary: optionalText,
        courses: optionalTextList,
      }),
    ),
  ),
  skills: z.optional(list(entry({ name: optionalText, keywords: optionalTextList }))),
  projects: z.optional(
    list(
      entry({
        name: optionalText,
        description: optionalText,
        highlights: optionalTextList,
        keywords: optionalTextList,
        url: optionalText,
        repository: optionalText,
        startDate: optionalText,
        endDate: optionalText,
        roles: optionalTextList,
        links: z.optional(list(entry({ label: optionalText, url: optionalText }))),
      }),
    ),
  ),
  ...jsonResumeSectionsShape,
  meta: z.optional(entry({ canonical: optionalText })),
});

// Type
export type JsonResumeInput = z.infer<typeof jsonResumeInputSchema>;
export type JsonResumeImport =
  | { ok: true; draft: PortfolioDraft; imported: string[] }
  | { ok: false; message: string };

interface JsonResumeProfile {
  network: string;
  username?: string;
  url: string;
}
/** The document toJsonResume writes (a subset of JSON Resume 1.0 plus the extensions above). */
export interface JsonResume extends JsonResumeSections {
  $schema: string;
  basics: {
    name: string;
    label?: string;
    image?: string;
    email?: string;
    phone?: string;
    url?: string;
    summary?: string;
    location?: { city: string; region?: string };
    profiles: JsonResumeProfile[];
  };
  work: Array<{
    name: string;
    position: string;
    startDate?: string;
    endDate?: string;
    summary?: string;
    keywords?: string[];
  }>;
  education: Array<{ institution: string; studyType: string; startDate?: string; endDate?: string; summary?: string }>;
  skills: Array<{ name: string; keywords: string[] }>;
  projects: Array<{
    name: string;
    description?: string;
    url?: string;
    repository?: string;
    keywords?: string[];
    startDate?: string;
    roles?: string[];
    links?: Array<{ label: string; url: string }>;
  }>;
  meta: { version: string; canonical?: string };
}

// Defaults
export const jsonResumeSchemaUrl = 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';
/** Largest JSON text fromJsonResume parses; a real resume is a few kilobytes. */
export const jsonResumeMaxBytes = 1_000_000;
export const jsonResumeMessages = {
  notJson: 'This file is not valid JSON',
  tooLarge: 'This resume is too large to import (1 MB at most)',
  notObject: 'A JSON Resume must be a JSON object',
  nothingToImport: 'No portfolio details were found in this resume',
  invalid: (path: string, problem: string) => `Invalid JSON Resume: ${path} ${problem}`,
  outOfBounds: (problem: string) => `This resume cannot be imported: ${problem}`,
} as const;

const technicalSkillsName = 'Technical skills';
const softSkillsName = 'Soft skills';
const SOFT_SKILL_GROUP = /\b(soft|interpersonal|people)\b/i;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function formatPath(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>(
    (out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)),
    '',
  ) || 'the document';
}

function platformOf(network: string, url: string): SocialPlatform | undefined {
  const haystack = `${network} ${url}`.toLowerCase();
  if (/\bx\b|twitter|x\.com/.test(haystack)) return 'twitter';
  return socialPlatforms.find((platform) => haystack.includes(platform));
}

function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

type ResumeBasics = NonNullable<JsonResumeInput['basics']>;

/** "Lisbon, Portugal" from JSON Resume's location (the street address and postal code stay private). */
const locationText = (location: ResumeBasics['location']) =>
  [location?.city, location?.region, location?.countryCode].map(clean).filter(Boolean).join(', ');

/**
 * The profiles: the first of each of the spec's five networks fills its social link; any other
 * web address (another network, a second account, the person's own site in `basics.url` unless
 * it is the exported page's own address) joins the list of links, labelled by its network unless
 * that is the name the link's host is recognised by anyway.
 */
function importProfiles(basics: ResumeBasics, canonical: string) {
  const socialLinks: Partial<Record<SocialPlatform, string>> = {};
  const links: ProfileLink[] = [];
  const addLink = (url: string, label: string) => {
    if (url && !links.some((link) => link.url === url))
      links.push({ url, label: label === recognizeLink(url).name ? '' : label });
  };
  const site = webUrl(basics.url);
  if (site && site !== canonical) addLink(site, '');
  for (const profile of basics.profiles ?? []) {
    const [network, url, username] = [clean(profile.network), clean(profile.url), clean(profile.username)];
    const platform = platformOf(network, url);
    const social = platform && (normalizeSocialLink(platform, url) || normalizeSocialLink(platform, username));
    if (platform && social && !socialLinks[platform]) socialLinks[platform] = social;
    else addLink(webUrl(url), network);
  }
  return { socialLinks, links };
}

/**
 * Reads a JSON Resume (an object, or its JSON text) into a wizard draft. Basics fill the user
 * details, bio, picture and social links; work, education, skills (keywords, else the group name)
 * and projects fill their sections. Skill groups named like "Soft skills" become soft skills.
 */
export function fromJsonResume(resume: unknown): JsonResumeImport {
  let input = resume;
  if (typeof resume === 'string') {
    if (resume.length > jsonResumeMaxBytes) return { ok: false, message: jsonResumeMessages.tooLarge };
    try {
      input = JSON.parse(resume);
    } catch {
      return { ok: false, message: jsonResumeMessages.notJson };
    }
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return { ok: false, message: jsonResumeMessages.notObject };
  const parsed = jsonResumeInputSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, message: jsonResumeMessages.invalid(formatPath(issue?.path ?? []), issue?.message ?? 'is invalid') };
  }
  const { basics = {}, work = [], education = [], skills = [], projects = [], meta } = parsed.data;
  const { socialLinks, links } = importProfiles(basics, clean(meta?.canonical));

  let tech: string[] = [];
  let soft: string[] = [];
  for (const group of skills) {
    const isSoft = SOFT_SKILL_GROUP.test(clean(group.name));
    const names = group.keywords?.length ? group.keywords : isSoft ? [] : [clean(group.name)];
    for (const name of names) if (isSoft) soft = addTag(soft, name);
    else tech = addTag(tech, name);
  }

  const email = clean(basics.email);
  const picture = webUrl(basics.image);
  const draftInput = {
    userDetails: { ...splitName(clean(basics.name)), username: '', email: EMAIL_PATTERN.test(email) ? email : '' },
    bio: clean(basics.summary),
    headline: clean(basics.label),
    location: locationText(basics.location),
    links,
    ...importResumeSections(parsed.data),
    documents: { profilePictureUrl: picture, resumeUrl: '' },
    education: education
      .filter((school) => clean(school.institution) || clean(school.studyType) || clean(school.area))
      .map((school) => ({
        institution: clean(school.institution),
        degree: [clean(school.studyType), clean(school.area)].filter(Boolean).join(', '),
        startDate: resumeDate(school.startDate),
        endDate: resumeDate(school.endDate),
        description:
          clean(school.summary) ||
          joinLines(
            school.score ? `Score: ${clean(school.score)}` : '',
            school.courses?.length ? `Courses: ${school.courses.map(clean).filter(Boolean).join(', ')}` : '',
          ),
      })),
    skills: { id: '', tech, soft },
    projects: {
      id: '',
      projects: projects
        .filter((project) => clean(project.name))
        .map((project) => {
          const url = webUrl(project.url);
          const isRepository = /^https?:\/\/(www\.)?github\.com\//i.test(url);
          return {
            projectName: clean(project.name),
            description: joinLines(project.description, ...bullets(project.highlights)),
            githubUrl: webUrl(project.repository) || (isRepository ? url : ''),
            deployedUrl: isRepository ? '' : url,
            techStack: (project.keywords ?? []).reduce<string[]>(addTag, []),
            year: (resumeDate(project.startDate) || resumeDate(project.endDate)).slice(0, 4),
            role: (project.roles ?? []).map(clean).filter(Boolean).join(', '),
            links: (project.links ?? [])
              .map((link) => ({ label: clean(link.label), url: webUrl(link.url) }))
              .filter((link) => link.label && link.url),
          };
        }),
    },
    experiences: {
      id: '',
      experiences: work
        .filter((job) => clean(job.name) || clean(job.company) || clean(job.position))
        .map((job) => ({
          companyName: clean(job.name) || clean(job.company),
          jobRole: clean(job.position),
          description: joinLines(clean(job.summary) || job.description, ...bullets(job.highlights)),
          startDate: resumeDate(job.startDate),
          endDate: resumeDate(job.endDate),
          technologyUsed: (job.keywords ?? []).reduce<string[]>(addTag, []),
        })),
    },
    socialLinks,
  };

  const draft = portfolioDraftSchema.safeParse(draftInput);
  if (!draft.success) {
    const issue = draft.error.issues[0];
    return { ok: false, message: jsonResumeMessages.outOfBounds(issue?.message ?? 'a value is out of bounds') };
  }
  const { userDetails, bio, education: schools, skills: skillSet, projects: projectList, experiences } = draft.data;
  const linkCount = Object.values(draft.data.socialLinks).filter(Boolean).length;
  const imported = [
    userDetails.firstName || userDetails.lastName ? 'name' : '',
    userDetails.email ? 'e-mail address' : '',
    draft.data.headline ? 'headline' : '',
    draft.data.location ? 'location' : '',
    bio ? 'bio' : '',
    picture ? 'profile picture' : '',
    schools.length ? plural(schools.length, 'education entry', 'education entries') : '',
    skillSet.tech.length ? plural(skillSet.tech.length, 'technical skill', 'technical skills') : '',
    skillSet.soft.length ? plural(skillSet.soft.length, 'soft skill', 'soft skills') : '',
    projectList.projects.length ? plural(projectList.projects.length, 'project', 'projects') : '',
    experiences.experiences.length ? plural(experiences.experiences.length, 'experience', 'experiences') : '',
    linkCount ? plural(linkCount, 'social link', 'social links') : '',
    draft.data.links.length ? plural(draft.data.links.length, 'link', 'links') : '',
    ...importedSectionCounts(draft.data.sections),
  ].filter(Boolean);
  if (imported.length === 0) return { ok: false, message: jsonResumeMessages.nothingToImport };
  return { ok: true, draft: draft.data, imported };
}

/** An absolute, RFC 3986-clean address (JSON Resume's `uri` format), or undefined. */
function resumeUri(value: string, base?: string): string | undefined {
  const url = safeUrl(value);
  if (!url || url.toLowerCase().startsWith('mailto:')) return undefined;
  try {
    const href = new URL(url, base).href;
    if (!/^https?:/i.test(href)) return undefined;
    // Keep the address as written when it is already plain ASCII; only IRIs and relative paths
    // need the parser's percent-encoded absolute form.
    return /^https?:\/\/[\x21-\x7e]+$/i.test(url) ? url : href;
  } catch {
    return undefined;
  }
}

/**
 * Writes portfolio data as a JSON Resume 1.0 document. `url` (the portfolio's public address)
 * becomes basics.url and resolves a same-origin profile picture into an absolute address.
 */
export function toJsonResume(data: PortfolioData, options: { url?: string } = {}): JsonResume {
  const email = data.email.trim();
  const profiles = socialPlatforms.flatMap((platform): JsonResumeProfile[] => {
    const link = normalizeSocialLink(platform, data.social[platform]);
    const url = link && resumeUri(link);
    if (!url) return [];
    return [{ network: socialPlatformLabels[platform], username: decodeURIComponent(url.slice(url.lastIndexOf('/') + 1)), url }];
  });
  for (const link of data.links) {
    const url = resumeUri(link.url);
    if (url) profiles.push({ network: link.label || recognizeLink(url).name, url });
  }
  const [city = '', ...region] = data.location.split(',').map((part) => part.trim());
  const skillGroups = [
    { name: technicalSkillsName, keywords: [...data.skills.tech] },
    { name: softSkillsName, keywords: [...data.skills.soft] },
  ].filter((group) => group.keywords.length > 0);
  return {
    $schema: jsonResumeSchemaUrl,
    basics: {
      name: `${data.firstName.trim()} ${data.lastName.trim()}`.trim(),
      ...optional('label', data.headline),
      ...optional('image', resumeUri(data.profilePicture, options.url)),
      ...optional('email', EMAIL_PATTERN.test(email) ? email : ''),
      ...optional('phone', data.mobileNumber.trim()),
      ...optional('url', options.url ? resumeUri(options.url) : undefined),
      ...optional('summary', data.bio.trim()),
      ...optional('location', city ? { city, ...optional('region', region.filter(Boolean).join(', ')) } : undefined),
      profiles,
    },
    work: data.experience.map((job) => ({
      name: job.companyName,
      position: job.role,
      ...optional('startDate', resumeDate(job.startDate)),
      ...optional('endDate', resumeDate(job.endDate)),
      ...optional('summary', job.description),
      ...optional('keywords', job.technologies.length ? [...job.technologies] : undefined),
    })),
    education: data.education.map((school) => ({
      institution: school.institution,
      studyType: school.degree,
      ...optional('startDate', resumeDate(school.startDate)),
      ...optional('endDate', resumeDate(school.endDate)),
      ...optional('summary', school.description),
    })),
    skills: skillGroups,
    projects: data.projects.map((project) => {
      const repository = resumeUri(project.githubUrl);
      return {
        name: project.projectName,
        ...optional('description', project.description),
        ...optional('url', resumeUri(project.deployedUrl) ?? repository),
        ...optional('repository', repository),
        ...optional('keywords', project.technologies.length ? [...project.technologies] : undefined),
        ...optional('startDate', project.year),
        ...optional('roles', project.role ? [project.role] : undefined),
        ...optional('links', project.links.length ? project.links.map((link) => ({ ...link })) : undefined),
      };
    }),
    ...exportResumeSections(data, (value) => resumeUri(value)),
    meta: { version: 'v1.0.0', ...optional('canonical', options.url ? resumeUri(options.url) : undefined) },
  };
}
