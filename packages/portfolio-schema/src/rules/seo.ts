import type { PortfolioData } from '../portfolio-data';
import { productName } from '../constants';
import { safeUrl } from './safe-url';

// Type
export interface MetaTag {
  /** `name` for description/keywords/twitter:*, `property` for og:* (what each consumer expects). */
  name?: string;
  property?: string;
  content: string;
}

export interface SeoMeta {
  title: string;
  description: string;
  keywords: string;
  author: string;
  robots: 'index, follow';
  canonical: string;
  /** Absolute profile picture address, or '' when there is none (or it is unsafe). */
  image: string;
  openGraph: Record<`og:${string}` | `profile:${string}`, string>;
  twitter: Record<`twitter:${string}`, string>;
  /** Every <meta> the head needs, in order, ready to render. */
  metaTags: MetaTag[];
}

export interface PersonJsonLd {
  '@context': 'https://schema.org';
  '@type': 'Person';
  name: string;
  givenName?: string;
  familyName?: string;
  url: string;
  email?: string;
  image?: string;
  description?: string;
  jobTitle?: string;
  address?: { '@type': 'PostalAddress'; addressLocality: string };
  worksFor?: { '@type': 'Organization'; name: string };
  alumniOf?: Array<{ '@type': 'EducationalOrganization'; name: string }>;
  knowsAbout?: string[];
  sameAs?: string[];
}

// Defaults
export const seoDescriptionLength = 150;
export const seoKeywordTechSkills = 5;
export const seoKeywordRoles = 3;

const fullName = (data: PortfolioData) => `${data.firstName.trim()} ${data.lastName.trim()}`.trim();
const firstChar = (text: string) => Array.from(text.trim())[0]?.toUpperCase() ?? '';

/**
 * 'AR | Ada Rivera (@ada) - Portfolio': initials, a bar, the full name, the handle when there is
 * one, then ' - Portfolio'. Without a name it falls back to '@ada - Portfolio' or 'Portfolio'.
 * A headline (issue 31) goes before ' - Portfolio': 'AR | Ada Rivera (@ada) - Product designer -
 * Portfolio'; without one the title is the spec's, unchanged.
 */
export function seoTitle(data: PortfolioData): string {
  const name = fullName(data);
  const handle = data.username.trim() ? `@${data.username.trim()}` : '';
  const headline = data.headline.trim() ? ` - ${data.headline.trim()}` : '';
  if (!name) return handle ? `${handle}${headline} - Portfolio` : 'Portfolio';
  const initials = `${firstChar(data.firstName)}${firstChar(data.lastName)}`;
  return `${initials} | ${name}${handle ? ` (${handle})` : ''}${headline} - Portfolio`;
}

/**
 * What the person does and where, as a sentence ('Product designer in Lisbon, Portugal.'), or ''
 * when the profile has neither (issue 31).
 */
export function seoIntroduction(data: Pick<PortfolioData, 'headline' | 'location'>): string {
  const headline = data.headline.trim();
  const location = data.location.trim();
  if (headline) return location ? `${headline} in ${location}.` : `${headline}.`;
  return location ? `Based in ${location}.` : '';
}

/**
 * The bio, cut at 150 characters (by code point, so no emoji is split) plus '...' when longer.
 * Without a bio: '{name} - professional portfolio showcasing skills in A, B and C.' The headline and
 * location (issue 31), when given, open it as a sentence (`seoIntroduction`) before the bio.
 */
export function seoDescription(data: PortfolioData): string {
  const bio = [seoIntroduction(data), data.bio.trim()].filter(Boolean).join(' ').replace(/\s+/g, ' ');
  if (bio) {
    const chars = Array.from(bio);
    return chars.length > seoDescriptionLength
      ? `${chars.slice(0, seoDescriptionLength).join('').trimEnd()}...`
      : bio;
  }
  const who = fullName(data) || 'A';
  const skills = data.skills.tech.slice(0, 3);
  const list =
    skills.length > 1
      ? `${skills.slice(0, -1).join(', ')} and ${skills.at(-1)}`
      : (skills[0] ?? '');
  return list
    ? `${who} - professional portfolio showcasing skills in ${list}.`
    : `${who} - professional portfolio.`;
}

/** Name, first 5 tech skills, up to 3 distinct roles, then 'portfolio', 'developer', 'professional'. */
export function seoKeywords(data: PortfolioData): string[] {
  const roles = [...new Set(data.experience.map((job) => job.role.trim()).filter(Boolean))].slice(
    0,
    seoKeywordRoles,
  );
  const candidates = [
    fullName(data),
    ...data.skills.tech.slice(0, seoKeywordTechSkills),
    ...roles,
    'portfolio',
    'developer',
    'professional',
  ];
  const seen = new Set<string>();
  return candidates.filter((keyword) => {
    const key = keyword.trim().toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Makes a same-origin picture path absolute against the page address (og:image must be absolute). */
function absoluteImage(picture: string, pageUrl: string): string {
  const safe = safeUrl(picture);
  if (!safe || safe.toLowerCase().startsWith('mailto:')) return '';
  try {
    return new URL(safe, pageUrl).href;
  } catch {
    return '';
  }
}

function twitterHandle(link: string): string {
  const match = /^https:\/\/(?:www\.)?(?:x|twitter)\.com\/([A-Za-z0-9_]+)/.exec(link.trim());
  return match ? `@${match[1]}` : '';
}

/** Everything the public portfolio's <head> needs (builder §2, portfolio viewer). */
/** A generated social image (Open Graph card) of the portfolio, preferred over the profile picture. */
export interface SocialImage {
  url: string;
  width: number;
  height: number;
}

export function seoMeta(
  data: PortfolioData,
  { url, socialImage }: { url: string; socialImage?: SocialImage },
): SeoMeta {
  const title = seoTitle(data);
  const description = seoDescription(data);
  const keywords = seoKeywords(data).join(', ');
  const author = fullName(data) || data.username.trim();
  const image = socialImage?.url ?? absoluteImage(data.profilePicture, url);
  const creator = twitterHandle(data.social.twitter);
  const openGraph: SeoMeta['openGraph'] = {
    'og:title': title,
    'og:description': description,
    'og:type': 'profile',
    'og:url': url,
    'og:site_name': productName,
    ...(image ? { 'og:image': image, 'og:image:alt': author } : {}),
    ...(socialImage
      ? {
          'og:image:type': 'image/png',
          'og:image:width': String(socialImage.width),
          'og:image:height': String(socialImage.height),
        }
      : {}),
    ...(data.firstName.trim() ? { 'profile:first_name': data.firstName.trim() } : {}),
    ...(data.lastName.trim() ? { 'profile:last_name': data.lastName.trim() } : {}),
    ...(data.username.trim() ? { 'profile:username': data.username.trim() } : {}),
  };
  const twitter: SeoMeta['twitter'] = {
    'twitter:card': image ? 'summary_large_image' : 'summary',
    'twitter:title': title,
    'twitter:description': description,
    ...(image ? { 'twitter:image': image } : {}),
    ...(creator ? { 'twitter:creator': creator } : {}),
  };
  const metaTags: MetaTag[] = [
    { name: 'description', content: description },
    { name: 'keywords', content: keywords },
    ...(author ? [{ name: 'author', content: author }] : []),
    { name: 'robots', content: 'index, follow' },
    ...Object.entries(openGraph).map(([property, content]) => ({ property, content })),
    ...Object.entries(twitter).map(([name, content]) => ({ name, content })),
  ];
  return {
    title,
    description,
    keywords,
    author,
    robots: 'index, follow',
    canonical: url,
    image,
    openGraph,
    twitter,
    metaTags,
  };
}

/** schema.org Person for a <script type="application/ld+json">; empty facts are left out. */
export function personJsonLd(data: PortfolioData, url: string): PersonJsonLd {
  const current =
    data.experience.find((job) => !job.endDate || job.endDate === 'Present') ?? data.experience[0];
  const image = absoluteImage(data.profilePicture, url);
  const sameAs = [...Object.values(data.social), ...data.links.map((link) => link.url)]
    .map((link) => safeUrl(link))
    .filter((link): link is string => Boolean(link) && /^https?:/i.test(link ?? ''));
  const schools = [
    ...new Set(data.education.map((entry) => entry.institution.trim()).filter(Boolean)),
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: fullName(data) || data.username.trim(),
    ...(data.firstName.trim() ? { givenName: data.firstName.trim() } : {}),
    ...(data.lastName.trim() ? { familyName: data.lastName.trim() } : {}),
    url,
    ...(data.email.trim() ? { email: data.email.trim() } : {}),
    ...(image ? { image } : {}),
    ...(data.bio.trim() ? { description: data.bio.trim() } : {}),
    // The headline says what the person does in their own words; the current job's role otherwise.
    ...(data.headline.trim()
      ? { jobTitle: data.headline.trim() }
      : current?.role.trim()
        ? { jobTitle: current.role.trim() }
        : {}),
    ...(data.location.trim()
      ? { address: { '@type': 'PostalAddress' as const, addressLocality: data.location.trim() } }
      : {}),
    ...(current?.companyName.trim()
      ? { worksFor: { '@type': 'Organization' as const, name: current.companyName.trim() } }
      : {}),
    ...(schools.length
      ? { alumniOf: schools.map((name) => ({ '@type': 'EducationalOrganization' as const, name })) }
      : {}),
    ...(data.skills.tech.length ? { knowsAbout: [...data.skills.tech] } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}
