import type { EntryParts } from './EntryList';

/**
 * A dated entry's layout: the title, then the organisation and dates together on one meta line
 * (`lineClassName`; pass `orgAs="span"` so the organisation sits inside it), then the rest.
 */
export const metaLineLayout =
  (lineClassName: string) =>
  ({ title, org, dates, description, technologies }: EntryParts) => (
    <>
      {title}
      <p className={lineClassName}>
        {org}
        {dates}
      </p>
      {description}
      {technologies}
    </>
  );
