import type { ReactNode } from 'react';
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
 * The experience section: its landmark and heading, and the jobs as an `ExperienceList` with the
 * template's classes and layout; nothing at all when there is no job to show.
 */
export function ExperienceSection({
  frame,
  title = 'Experience',
  wrap = unwrapped,
  ...list
}: FramedSectionProps<ExperienceListProps>) {
  return (
    <Section id="experience" title={title} {...frame}>
      {list.items.length > 0 && wrap(<ExperienceList {...list} />)}
    </Section>
  );
}

/** The projects section (see `ExperienceSection`). */
export function ProjectSection({
  frame,
  title = 'Projects',
  wrap = unwrapped,
  ...list
}: FramedSectionProps<ProjectListProps>) {
  return (
    <Section id="projects" title={title} {...frame}>
      {list.items.length > 0 && wrap(<ProjectList {...list} />)}
    </Section>
  );
}

/** The education section (see `ExperienceSection`). */
export function EducationSection({
  frame,
  title = 'Education',
  wrap = unwrapped,
  ...list
}: FramedSectionProps<EducationListProps>) {
  return (
    <Section id="education" title={title} {...frame}>
      {list.items.length > 0 && wrap(<EducationList {...list} />)}
    </Section>
  );
}

/** The skills section: technical and soft skills as `SkillGroups`; nothing without any skill. */
export function SkillsSection({
  frame,
  title = 'Skills',
  wrap = unwrapped,
  ...groups
}: FramedSectionProps<SkillGroupsProps>) {
  return (
    <Section id="skills" title={title} {...frame}>
      {hasSkills(groups.skills) && wrap(<SkillGroups {...groups} />)}
    </Section>
  );
}
