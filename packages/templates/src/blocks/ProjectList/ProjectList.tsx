import type { ReactNode } from 'react';
import type { PortfolioProject } from '@showfolio/portfolio-schema';
import { EntryList, type ClassFor } from '../EntryList/EntryList';
import { FormattedText } from '../FormattedText/FormattedText';
import { SafeLink } from '../SafeLink/SafeLink';
import { TagList } from '../TagList/TagList';
import { projectLinks, type ProjectLink } from '../portfolio';
import {
  ProjectFacts,
  ProjectMedia,
  type ProjectMediaClassNames,
  type ProjectMediaSizes,
} from './ProjectMedia';
import { useMessages } from '../../i18n/PageMessages';

export interface ProjectClassNames extends ProjectMediaClassNames {
  title?: string;
  /** The line with the project's year and the person's role. */
  facts?: string;
  description?: string;
  tags?: string;
  tag?: ClassFor;
  /** The paragraph that holds the links. */
  links?: string;
  link?: string | ((link: ProjectLink) => string);
}

/** One project's pieces, already rendered with the template's classes, for the template to arrange. */
export interface ProjectParts {
  project: PortfolioProject;
  index: number;
  /** `<h3>` with the project's name. */
  title: ReactNode;
  description: ReactNode;
  technologies: ReactNode;
  /** Source, live and the project's own links in a `<p>`, or nothing when none is safe. */
  links: ReactNode;
  /** The cover and the gallery (`ProjectMedia`), or nothing without images. */
  media: ReactNode;
  /** Year and role (`ProjectFacts`), or nothing when both are blank. */
  facts: ReactNode;
}

export interface ProjectListProps {
  /** The projects to show (`visibleProjects(data)`). */
  items: readonly PortfolioProject[];
  /** `ul` by default; `ol` where the template numbers its work. */
  as?: 'ol' | 'ul';
  className?: string;
  itemClassName?: ClassFor;
  classNames?: ProjectClassNames;
  /** A decorative mark after each link's text ('↗'), hidden from assistive technology. */
  linkArrow?: string;
  renderLink?: (link: ProjectLink) => ReactNode;
  renderTag?: (technology: string, index: number) => ReactNode;
  /** How wide the cover and the thumbnails show in this template (`sizes`). */
  mediaSizes?: ProjectMediaSizes;
  /** Arranges one project's parts; by default media, title, facts, description, technologies, links. */
  children?: (parts: ProjectParts) => ReactNode;
}

const defaultLayout = ({ media, title, facts, description, technologies, links }: ProjectParts) => (
  <>
    {media}
    {title}
    {facts}
    {description}
    {technologies}
    {links}
  </>
);

export interface ProjectLinksProps {
  project: PortfolioProject;
  className?: string;
  linkClassName?: string | ((link: ProjectLink) => string);
  arrow?: string;
  /** What a link shows instead of its text (and arrow), e.g. a leading glyph. */
  renderLink?: (link: ProjectLink) => ReactNode;
}

/** A project's safe source and live links, each named after the project for assistive technology. */
export function ProjectLinks({
  project,
  className,
  linkClassName,
  arrow,
  renderLink,
}: ProjectLinksProps) {
  const { t } = useMessages();
  const links = projectLinks(project, t);
  if (links.length === 0) return null;
  return (
    <p className={className}>
      {links.map((link) => (
        <SafeLink
          key={`${link.kind}-${link.href}`}
          href={link.href}
          className={typeof linkClassName === 'function' ? linkClassName(link) : linkClassName}
          aria-label={link.label}
        >
          {renderLink ? (
            renderLink(link)
          ) : (
            <>
              {link.text}
              {arrow && (
                <>
                  {' '}
                  <span aria-hidden="true">{arrow}</span>
                </>
              )}
            </>
          )}
        </SafeLink>
      ))}
    </p>
  );
}

/** The projects section's list: one `<li>` per project in a `<ul>`, markup and classes the template's own. */
export function ProjectList({
  items,
  as = 'ul',
  className,
  itemClassName,
  classNames = {},
  linkArrow,
  renderLink,
  renderTag,
  mediaSizes,
  children = defaultLayout,
}: ProjectListProps) {
  const { t } = useMessages();
  return (
    <EntryList as={as} items={items} className={className} itemClassName={itemClassName}>
      {(project, index) =>
        children({
          project,
          index,
          title: (
            <h3 className={classNames.title} dir="auto">
              {project.projectName}
            </h3>
          ),
          description: (
            <FormattedText text={project.description} className={classNames.description} />
          ),
          technologies: (
            <TagList
              items={project.technologies}
              className={classNames.tags}
              itemClassName={classNames.tag}
              aria-label={t('project.technologiesOf', { name: project.projectName })}
              renderItem={renderTag}
            />
          ),
          links: (
            <ProjectLinks
              project={project}
              className={classNames.links}
              linkClassName={classNames.link}
              arrow={linkArrow}
              renderLink={renderLink}
            />
          ),
          media: (
            <ProjectMedia project={project} index={index} classNames={classNames} sizes={mediaSizes} />
          ),
          facts: <ProjectFacts project={project} className={classNames.facts} />,
        })
      }
    </EntryList>
  );
}
