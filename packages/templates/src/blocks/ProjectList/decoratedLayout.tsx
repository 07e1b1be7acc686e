import type { ReactNode } from 'react';
import type { ProjectParts } from './ProjectList';

/**
 * A project's layout under a decoration of the template's own (a number, a cover, a file tab):
 * the decoration, then pictures, title, year and role, description, technologies and links, inside a `bodyClassName` box
 * when given.
 */
export const decoratedLayout =
  (decoration: (parts: ProjectParts) => ReactNode, bodyClassName?: string) =>
  (parts: ProjectParts) => {
    const body = (
      <>
        {parts.media}
        {parts.title}
        {parts.facts}
        {parts.description}
        {parts.technologies}
        {parts.links}
      </>
    );
    return (
      <>
        {decoration(parts)}
        {bodyClassName ? <div className={bodyClassName}>{body}</div> : body}
      </>
    );
  };
