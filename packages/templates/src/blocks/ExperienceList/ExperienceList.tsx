import type { ReactNode } from 'react';
import type { PortfolioExperience } from '@showfolio/portfolio-schema';
import { EntryList, datedEntryParts, type ClassFor, type EntryParts } from '../EntryList/EntryList';
import { TagList } from '../TagList/TagList';
import { useMessages } from '../../i18n/PageMessages';

export interface ExperienceClassNames {
  title?: string;
  org?: string;
  dates?: ClassFor;
  description?: string;
  tags?: string;
  tag?: ClassFor;
}

/** One job's pieces, already rendered with the template's classes, for the template to arrange. */
export interface ExperienceParts extends EntryParts {
  job: PortfolioExperience;
  index: number;
  /** `<h3>` with the role. */
  title: ReactNode;
  /** The company as a `<p>`, or nothing when blank. */
  org: ReactNode;
  dates: ReactNode;
  description: ReactNode;
  /** This job's own technologies, named after the job for assistive technology. */
  technologies: ReactNode;
}

export interface ExperienceListProps {
  /** The jobs to show (`visibleExperience(data)`). */
  items: readonly PortfolioExperience[];
  className?: string;
  itemClassName?: ClassFor;
  classNames?: ExperienceClassNames;
  /**
   * Title the entry with the companyName when the role is blank, and show the companyName line only when
   * both are known (so it is never said twice).
   */
  titleFallsBack?: boolean;
  /** The companyName line as a `<p>` (default) or a `<span>` inside the template's own line. */
  orgAs?: 'p' | 'span';
  /** What one technology shows (the name by default). */
  renderTag?: (technology: string, index: number) => ReactNode;
  /** Arranges one job's parts; by default dates, title, company, description, technologies. */
  children?: (parts: ExperienceParts) => ReactNode;
}

const defaultLayout = ({ dates, title, org, description, technologies }: ExperienceParts) => (
  <>
    {dates}
    {title}
    {org}
    {description}
    {technologies}
  </>
);

/** The experience section's list: one `<li>` per job in an `<ol>`, markup and classes the template's own. */
export function ExperienceList({
  items,
  className,
  itemClassName,
  classNames = {},
  titleFallsBack = false,
  orgAs = 'p',
  renderTag,
  children = defaultLayout,
}: ExperienceListProps) {
  const { t } = useMessages();
  return (
    <EntryList items={items} className={className} itemClassName={itemClassName}>
      {(job, index) =>
        children({
          job,
          index,
          ...datedEntryParts(
            {
              title: job.role,
              org: job.companyName,
              startDate: job.startDate,
              endDate: job.endDate,
              description: job.description,
            },
            index,
            classNames,
            { titleFallsBack, orgAs },
          ),
          technologies: (
            <TagList
              items={job.technologies}
              className={classNames.tags}
              itemClassName={classNames.tag}
              aria-label={t('experience.technologiesAt', { name: job.companyName || job.role })}
              renderItem={renderTag}
            />
          ),
        })
      }
    </EntryList>
  );
}
