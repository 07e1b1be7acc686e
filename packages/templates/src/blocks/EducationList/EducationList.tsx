import type { ReactNode } from 'react';
import type { Education } from '@showfolio/portfolio-schema';
import { EntryList, datedEntryParts, type ClassFor, type EntryParts } from '../EntryList/EntryList';

export interface EducationClassNames {
  title?: string;
  org?: string;
  dates?: ClassFor;
  description?: string;
}

/** One school's pieces, already rendered with the template's classes, for the template to arrange. */
export interface EducationParts extends EntryParts {
  school: Education;
  index: number;
  /** `<h3>` with the degree. */
  title: ReactNode;
  /** The institution as a `<p>`, or nothing when blank. */
  org: ReactNode;
  dates: ReactNode;
  description: ReactNode;
}

export interface EducationListProps {
  /** The schools to show (`visibleEducation(data)`). */
  items: readonly Education[];
  className?: string;
  itemClassName?: ClassFor;
  classNames?: EducationClassNames;
  /**
   * Title the entry with the institution when the degree is blank, and show the institution line only when
   * both are known (so it is never said twice).
   */
  titleFallsBack?: boolean;
  /** The institution line as a `<p>` (default) or a `<span>` inside the template's own line. */
  orgAs?: 'p' | 'span';
  /** Arranges one school's parts; by default dates, title, institution, description. */
  children?: (parts: EducationParts) => ReactNode;
}

const defaultLayout = ({ dates, title, org, description }: EducationParts) => (
  <>
    {dates}
    {title}
    {org}
    {description}
  </>
);

/** The education section's list: one `<li>` per school in an `<ol>`, markup and classes the template's own. */
export function EducationList({
  items,
  className,
  itemClassName,
  classNames = {},
  titleFallsBack = false,
  orgAs = 'p',
  children = defaultLayout,
}: EducationListProps) {
  return (
    <EntryList items={items} className={className} itemClassName={itemClassName}>
      {(school, index) =>
        children({
          school,
          index,
          ...datedEntryParts(
            {
              title: school.degree,
              org: school.institution,
              startDate: school.startDate,
              endDate: school.endDate,
              description: school.description,
            },
            index,
            classNames,
            { titleFallsBack, orgAs },
          ),
        })
      }
    </EntryList>
  );
}
