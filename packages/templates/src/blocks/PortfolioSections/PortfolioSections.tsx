import type { ComponentType, ReactNode } from 'react';
import { EducationList, type EducationListProps } from '../EducationList/EducationList';
import { ExperienceList, type ExperienceListProps } from '../ExperienceList/ExperienceList';
import { ProjectList, type ProjectListProps } from '../ProjectList/ProjectList';
import { Section, type SectionProps } from '../Section/Section';
import { SkillGroups, hasSkills, type SkillGroupsProps } from '../SkillGroups/SkillGroups';

/** How a template frames a section: the `<section>` and heading classes, and the heading level. */
export type SectionFrame = Pick<SectionProps, 'className' | 'headingClassName' | 'headingLevel'>;

/**
 * A portfolio section's own props: its frame (usually one object shared by all of a template's
 * sections) and its title, which defaults to the section's plain name.
 */
export type FramedSectionProps<ListProps> = ListProps & {
  frame?: SectionFrame;
  title?: ReactNode;
  /** Puts the list inside the template's own markup (a container, a code block). */
  wrap?: (list: ReactNode) => ReactNode;
};

const unwrapped = (list: ReactNode) => list;

/**
 * One portfolio section: its landmark and heading (`id`, the default title) around a list block
 * that gets every other prop, and nothing at all, not even the heading, when `hasItems` is false.
 */
function framedSection<ListProps extends object>(
  id: string,
  defaultTitle: string,
  List: ComponentType<ListProps>,
  hasItems: (list: ListProps) => boolean,
) {
  return function FramedSection({
    frame,
    title = defaultTitle,
    wrap = unwrapped,
    ...rest
  }: FramedSectionProps<ListProps>) {
    // What is left after taking the section's own props out is exactly the list's props.
    const list = rest as unknown as ListProps;
    return (
      <Section id={id} title={title} {...frame}>
        {hasItems(list) && wrap(<List {...list} />)}
      </Section>
    );
  };
}

/** The jobs as an `ExperienceList` with the template's classes and layout, under "Experience". */
export const ExperienceSection = framedSection<ExperienceListProps>(
  'experience',
  'Experience',
  ExperienceList,
  (list) => list.items.length > 0,
);

/** The projects as a `ProjectList`, under "Projects". */
export const ProjectSection = framedSection<ProjectListProps>(
  'projects',
  'Projects',
  ProjectList,
  (list) => list.items.length > 0,
);

/** The schools as an `EducationList`, under "Education". */
export const EducationSection = framedSection<EducationListProps>(
  'education',
  'Education',
  EducationList,
  (list) => list.items.length > 0,
);

/** Technical and soft skills as `SkillGroups`, under "Skills". */
export const SkillsSection = framedSection<SkillGroupsProps>(
  'skills',
  'Skills',
  SkillGroups,
  (groups) => hasSkills(groups.skills),
);
