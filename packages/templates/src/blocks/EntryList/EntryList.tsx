import type { ReactNode } from 'react';
import { DateRange } from '../DateRange/DateRange';
import { FormattedText } from '../FormattedText/FormattedText';
import { hasText } from '../portfolio';
import * as textStyles from './EntryText.css';

/** A class name, or one chosen by the entry's position (templates that cycle colours). */
export type ClassFor = string | ((index: number) => string);

export const classFor = (value: ClassFor | undefined, index: number): string | undefined =>
  typeof value === 'function' ? value(index) : value;

export interface EntryListProps<T> {
  items: readonly T[];
  /** `ol` where the order means something (jobs, schools), `ul` otherwise. */
  as?: 'ol' | 'ul';
  className?: string;
  itemClassName?: ClassFor;
  children: (item: T, index: number) => ReactNode;
}

/** `<ol|ul className><li itemClassName>…</li></ol>` keyed by position; nothing when empty. */
export function EntryList<T>({
  items,
  as: List = 'ol',
  className,
  itemClassName,
  children,
}: EntryListProps<T>) {
  if (items.length === 0) return null;
  return (
    <List className={className}>
      {items.map((item, index) => (
        <li key={index} className={classFor(itemClassName, index)}>
          {children(item, index)}
        </li>
      ))}
    </List>
  );
}

export interface EntryTextProps {
  text: string;
  className?: string;
  as?: 'p' | 'span';
}

/**
 * Plain user text (an organisation's name) that is left out when blank and keeps its line breaks;
 * prose that may carry formatting (bio, descriptions) goes through `FormattedText`.
 */
export function EntryText({ text, className, as: Tag = 'p' }: EntryTextProps) {
  if (!hasText(text)) return null;
  return (
    <Tag className={className ? `${className} ${textStyles.keepsLineBreaks}` : textStyles.keepsLineBreaks} dir="auto">
      {text}
    </Tag>
  );
}

/** What a job and a school have in common, so one layout can arrange both. */
export interface EntryParts {
  index: number;
  title: ReactNode;
  org: ReactNode;
  dates: ReactNode;
  description: ReactNode;
  technologies?: ReactNode;
}

/** The classes a dated entry's common parts take. */
export interface EntryClassNames {
  title?: string;
  org?: string;
  dates?: ClassFor;
  description?: string;
}

/**
 * The parts every dated entry has (a job's role at a company, a school's degree at an institution):
 * the `<h3>` title (falling back to the organisation when `titleFallsBack` and the title is blank,
 * which then shows the organisation only once), the organisation, the date range and the description.
 */
export function datedEntryParts(
  entry: { title: string; org: string; startDate: string; endDate: string; description: string },
  index: number,
  classNames: EntryClassNames,
  { titleFallsBack, orgAs }: { titleFallsBack: boolean; orgAs: 'p' | 'span' },
): Omit<EntryParts, 'index' | 'technologies'> {
  return {
    title: (
      <h3 className={classNames.title} dir="auto">
        {titleFallsBack ? entry.title || entry.org : entry.title}
      </h3>
    ),
    org: (!titleFallsBack || hasText(entry.title)) && (
      <EntryText text={entry.org} className={classNames.org} as={orgAs} />
    ),
    dates: (
      <DateRange
        startDate={entry.startDate}
        endDate={entry.endDate}
        className={classFor(classNames.dates, index)}
      />
    ),
    description: <FormattedText text={entry.description} className={classNames.description} />,
  };
}

/** A dated entry's layout: title, organisation, dates, description and technologies in turn. */
export const titleFirstLayout = ({ title, org, dates, description, technologies }: EntryParts) => (
  <>
    {title}
    {org}
    {dates}
    {description}
    {technologies}
  </>
);

/** A dated entry's layout: title and dates on one row (`rowClassName`), then the rest below. */
export const headRowLayout =
  (rowClassName: string) =>
  ({ title, dates, org, description, technologies }: EntryParts) => (
    <>
      <div className={rowClassName}>
        {title}
        {dates}
      </div>
      {org}
      {description}
      {technologies}
    </>
  );

/** A dated entry's layout: dates first, then title, organisation, description and technologies. */
export const datesFirstLayout = ({ dates, title, org, description, technologies }: EntryParts) => (
  <>
    {dates}
    {title}
    {org}
    {description}
    {technologies}
  </>
);
