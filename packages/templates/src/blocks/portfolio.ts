import {
  linkLabel,
  recognizeLink,
  safeUrl,
  type Education,
  type PortfolioData,
  type PortfolioExperience,
  type PortfolioProject,
} from '@showfolio/portfolio-schema';
import { socialIconNames, type SocialIconName } from './SocialIcon/SocialIcon';
import { englishMessages, type PageMessages } from '../i18n/PageMessages';

/** A page's message function (`useMessages().t`); English by default. */
type Translate = PageMessages['t'];

// Pure view helpers every template shares, so that "what is shown" is decided once and the
// contract test holds for every template: an entry with no text at all is skipped, unsafe links
// are dropped, and a section whose list ends up empty renders nothing.

export const hasText = (value: string | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

export const fullName = (data: PortfolioData): string =>
  [data.firstName, data.lastName].filter(hasText).join(' ');

/** Up to two letters for the initials avatar ('Ada Rivera' → 'AR'). */
export const initialsOf = (data: PortfolioData): string =>
  [data.firstName, data.lastName]
    .filter(hasText)
    .map((part) => Array.from(part.trim())[0]?.toUpperCase() ?? '')
    .join('');

export const visibleEducation = (data: PortfolioData): Education[] =>
  data.education.filter(
    (entry) => hasText(entry.degree) || hasText(entry.institution) || hasText(entry.description),
  );

export const visibleExperience = (data: PortfolioData): PortfolioExperience[] =>
  data.experience.filter(
    (entry) => hasText(entry.companyName) || hasText(entry.role) || hasText(entry.description),
  );

export const visibleProjects = (data: PortfolioData): PortfolioProject[] =>
  data.projects.filter((entry) => hasText(entry.projectName) || hasText(entry.description));

export interface ContactLink {
  kind: SocialIconName;
  /** Human name of the platform, used as the accessible name of icon-only links. */
  label: string;
  href: string;
  /** What a text link shows: the address without its scheme. */
  text: string;
}

const socialLabels = {
  github: 'GitHub',
  linkedin: 'LinkedIn',
  twitter: 'X',
  instagram: 'Instagram',
  facebook: 'Facebook',
} as const;

const withoutScheme = (href: string) =>
  href.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '');

/** The person's social profiles with a safe address, in a fixed order. */
export const socialLinks = (data: PortfolioData): ContactLink[] =>
  (Object.keys(socialLabels) as (keyof typeof socialLabels)[]).flatMap((kind) => {
    const href = safeUrl(data.social[kind]);
    return href ? [{ kind, label: socialLabels[kind], href, text: withoutScheme(href) }] : [];
  });

export const emailLink = (data: PortfolioData, t: Translate = englishMessages.t): ContactLink | undefined => {
  const email = data.email.trim();
  const href = hasText(email) ? safeUrl(`mailto:${email}`) : undefined;
  return href ? { kind: 'email', label: t('contact.email'), href, text: email } : undefined;
};

export const resumeLink = (data: PortfolioData, t: Translate = englishMessages.t): ContactLink | undefined => {
  const href = safeUrl(data.resumeUrl);
  return href ? { kind: 'resume', label: t('contact.resume'), href, text: t('contact.resume') } : undefined;
};

/** E-mail, resume and social profiles together, for templates that show one contact strip. */
export const contactLinks = (data: PortfolioData, t: Translate = englishMessages.t): ContactLink[] =>
  [emailLink(data, t), resumeLink(data, t), ...socialLinks(data)].filter(
    (link): link is ContactLink => link !== undefined,
  );

/**
 * The link list (issue 31) as contact links: each with its platform's icon and the label the user
 * typed, else the platform's name, else the host; unsafe addresses are dropped, the user's order kept.
 */
export const profileLinks = (data: PortfolioData): ContactLink[] =>
  data.links.flatMap((link) => {
    const href = safeUrl(link.url);
    if (!href) return [];
    const { platform, host } = recognizeLink(href);
    const icon = platform === 'x' ? 'twitter' : platform;
    return [
      {
        kind: (socialIconNames as readonly string[]).includes(icon) ? (icon as SocialIconName) : 'generic',
        label: linkLabel(link).trim() || host,
        href,
        text: withoutScheme(href),
      },
    ];
  });

export interface ProjectLink {
  /** The repository, the live site, or one of the project's own labelled links. */
  kind: 'source' | 'live' | 'extra';
  /** Visible text: 'Source code', 'Live site' or the extra link's label. */
  text: string;
  href: string;
  /** Accessible name that says which project the link belongs to ('Source code of Trailhead'). */
  label: string;
}

/** A project's repository and live links that are safe to render, in that order. */
export const projectLinks = (project: PortfolioProject, t: Translate = englishMessages.t): ProjectLink[] => {
  const name = project.projectName.trim() || t('project.thisProject');
  const links: ProjectLink[] = [];
  const source = safeUrl(project.githubUrl);
  if (source)
    links.push({
      kind: 'source',
      text: t('project.sourceCode'),
      href: source,
      label: t('project.sourceCodeOf', { name }),
    });
  const live = safeUrl(project.deployedUrl);
  if (live)
    links.push({ kind: 'live', text: t('project.liveSite'), href: live, label: t('project.liveSiteOf', { name }) });
  for (const extra of project.links) {
    const href = safeUrl(extra.url);
    const text = extra.label.trim();
    if (href && text) links.push({ kind: 'extra', text, href, label: t('project.linkOf', { label: text, name }) });
  }
  return links;
};

/** Everything a template shows, decided once: the preamble of every template's render. */
export interface PortfolioView {
  name: string;
  /** E-mail, resume and social profiles together (`contactLinks`). */
  contacts: ContactLink[];
  email: ContactLink | undefined;
  resume: ContactLink | undefined;
  socials: ContactLink[];
  experience: PortfolioExperience[];
  projects: PortfolioProject[];
  education: Education[];
}

export const portfolioView = (data: PortfolioData, t: Translate = englishMessages.t): PortfolioView => ({
  name: fullName(data),
  contacts: contactLinks(data, t),
  email: emailLink(data, t),
  resume: resumeLink(data, t),
  socials: socialLinks(data),
  experience: visibleExperience(data),
  projects: visibleProjects(data),
  education: visibleEducation(data),
});
