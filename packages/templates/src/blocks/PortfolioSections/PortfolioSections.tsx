import type { ComponentType, ReactNode } from 'react';
import type { PortfolioData, SectionKey } from '@showfolio/portfolio-schema';
import { bodySectionKeys } from './BodySections';
import { EducationList } from '../EducationList/EducationList';
import { ExperienceList } from '../ExperienceList/ExperienceList';
import { ProjectList } from '../ProjectList/ProjectList';
import { Section, type SectionProps } from '../Section/Section';
import { SkillGroups, hasSkills } from '../SkillGroups/SkillGroups';
import { type PortfolioSectionId } from './specSections';
import { useMessages } from '../../i18n/PageMessages';

/** How a template frames a section: the `<section>` and heading classes, and the heading level. */
export type SectionFrame = Pick<SectionProps, 'className' | 'headingClassName' | 'headingLevel'>;

/**
 * A portfolio section's own props: its frame (usually one object shared by all of a template's
 * sections) and its title, which defaults to the section's plain name in the page's language.
 */
export type FramedSectionProps<ListProps> = ListProps & {
  frame?: SectionFrame;
  title?: ReactNode;
  /** Puts the list inside the template's own markup (a container, a code block). */
  wrap?: (list: ReactNode) => ReactNode;
};

const unwrapped = (list: ReactNode) => list;

/**
 * One portfolio section: its landmark and heading (`id`, and by default the id capitalised as its
 * title, in the page's language) around a list block that gets every other prop, and nothing at all, not even the heading,
 * when `hasItems` is false.
 */
function framedSection<ListProps extends object>(
  id: PortfolioSectionId,
  List: ComponentType<ListProps>,
  hasItems: (list: ListProps) => boolean,
) {
  return function FramedSection({
    frame,
    title,
    wrap = unwrapped,
    ...rest
  }: FramedSectionProps<ListProps>) {
    const { t } = useMessages();
    // What is left after taking the section's own props out is exactly the list's props.
    const list = rest as unknown as ListProps;
    return (
      <Section id={id} title={title ?? t(`section.${id}`)} {...frame}>
        {hasItems(list) && wrap(<List {...list} />)}
      </Section>
    );
  };
}

const hasEntries = (list: { items: readonly unknown[] }) => list.items.length > 0;

/** "Experience": the jobs as an `ExperienceList` with the template's classes and layout. */
export const ExperienceSection = framedSection('experience', ExperienceList, hasEntries);

/** "Projects": the projects as a `ProjectList`. */
export const ProjectSection = framedSection('projects', ProjectList, hasEntries);

/** "Education": the schools as an `EducationList`. */
export const EducationSection = framedSection('education', EducationList, hasEntries);

/** "Skills": technical and soft skills as `SkillGroups`. */
export const SkillsSection = framedSection('skills', SkillGroups, (groups) =>
  hasSkills(groups.skills),
);

export type { PortfolioSectionId } from './specSections';

/**
 * Decorative section numbers that follow only the sections shown, in the order the page shows them
 * (`bodySectionKeys`): `(key) => n`, the section's place from 1; `order` is the template's own
 * order of the spec's four sections.
 */
export function sectionNumbers(data: PortfolioData, order: readonly PortfolioSectionId[]) {
  const shown = bodySectionKeys(data, order);
  return (key: SectionKey) => shown.indexOf(key) + 1;
}
