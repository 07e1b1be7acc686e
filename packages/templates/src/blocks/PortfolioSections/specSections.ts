import { visibleSections, type PortfolioData, type SectionKey } from '@showfolio/portfolio-schema';
import { hasSkills } from '../SkillGroups/SkillGroups';
import { visibleEducation, visibleExperience, visibleProjects } from '../portfolio';

/** The four portfolio sections, by their ids. */
export type PortfolioSectionId = 'experience' | 'projects' | 'skills' | 'education';

/** Whether a spec section has an entry a template shows (blank entries are skipped). */
export const hasSection: Record<PortfolioSectionId, (data: PortfolioData) => boolean> = {
  experience: (data) => visibleExperience(data).length > 0,
  projects: (data) => visibleProjects(data).length > 0,
  skills: (data) => hasSkills(data.skills),
  education: (data) => visibleEducation(data).length > 0,
};

/**
 * The body sections a template renders, in order: `visibleSections(data)` (the owner's order, hidden
 * and empty sections left out). Until the owner chooses an order, the spec's four sections keep the
 * template's own order (`templateOrder`) and the others follow, so a page made before sections could
 * be ordered stays as it was.
 */
export function bodySectionKeys(
  data: PortfolioData,
  templateOrder: readonly PortfolioSectionId[],
): SectionKey[] {
  const shown = visibleSections(data).filter(
    (key) => !(key in hasSection) || hasSection[key as PortfolioSectionId](data),
  );
  if (data.sectionOrder.length > 0) return shown;
  const rank = (key: SectionKey) => {
    const place = templateOrder.indexOf(key as PortfolioSectionId);
    return place === -1 ? templateOrder.length : place;
  };
  return shown
    .map((key, place) => ({ key, place }))
    .sort((a, b) => rank(a.key) - rank(b.key) || a.place - b.place)
    .map(({ key }) => key);
}
