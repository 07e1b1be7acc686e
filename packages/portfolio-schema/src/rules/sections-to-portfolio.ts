import { readPortfolioDesign } from '../design';
import { readPortfolioSections, type PortfolioData } from '../portfolio-data';
import type { StoredSections } from '../records';

/**
 * The one mapping from stored sections to what a template renders: the public page maps the
 * database rows with it and the wizard's preview maps its draft with it, so the preview shows
 * what the page will. Values pass through as stored: an empty end date stays '' and each
 * template decides how to show a current position. `mobileNumber` is the caller's choice (the
 * public page never publishes it).
 */
export function sectionsToPortfolioData(
  sections: StoredSections,
  mobileNumber = '',
): PortfolioData {
  const { user, portfolio } = sections;
  return {
    firstName: portfolio?.firstName || user.firstName,
    lastName: portfolio?.lastName || user.lastName,
    username: portfolio?.username || user.username,
    email: portfolio?.email ?? '',
    mobileNumber,
    bio: portfolio?.bio ?? '',
    profilePicture: portfolio?.profilePictureUrl ?? '',
    resumeUrl: portfolio?.resumeUrl ?? '',
    education: (portfolio?.education ?? []).map((e) => ({
      institution: e.institution,
      degree: e.degree,
      startDate: e.startDate,
      endDate: e.endDate,
      description: e.description,
    })),
    skills: { tech: [...(sections.skills?.tech ?? [])], soft: [...(sections.skills?.soft ?? [])] },
    experience: (sections.experiences?.experiences ?? []).map((e) => ({
      companyName: e.companyName,
      role: e.jobRole,
      description: e.description,
      startDate: e.startDate,
      endDate: e.endDate,
      technologies: e.technologyUsed,
    })),
    projects: (sections.projects?.projects ?? []).map((p) => ({
      projectName: p.projectName,
      description: p.description,
      githubUrl: p.githubUrl,
      deployedUrl: p.deployedUrl,
      technologies: p.techStack,
      year: p.year ?? '',
      role: p.role ?? '',
      links: (p.links ?? []).map((link) => ({ ...link })),
      images: (p.images ?? []).map((image) => ({ ...image, variants: image.variants.map((v) => ({ ...v })) })),
    })),
    social: {
      linkedin: portfolio?.socialLinks.linkedin ?? '',
      github: portfolio?.socialLinks.github ?? '',
      twitter: portfolio?.socialLinks.twitter ?? '',
      instagram: portfolio?.socialLinks.instagram ?? '',
      facebook: portfolio?.socialLinks.facebook ?? '',
    },
    headline: portfolio?.headline ?? '',
    location: portfolio?.location ?? '',
    showEmail: portfolio?.showEmail ?? true,
    showPhone: portfolio?.showPhone ?? true,
    links: (portfolio?.links ?? []).map((link) => ({ ...link })),
    ...readPortfolioSections(portfolio?.sections),
    design: readPortfolioDesign(portfolio?.design),
  };
}
