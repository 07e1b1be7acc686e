import { Children, type ReactNode } from 'react';

export interface SectionProps {
  /** Becomes the section's id and labels it through its heading (`{id}-title`). */
  id: string;
  title: ReactNode;
  children?: ReactNode;
  /** h2 by default; a template with sub-sections nests h3. */
  headingLevel?: 2 | 3;
  className?: string;
  headingClassName?: string;
}

/** True when children contain something to render (empty lists, false, null and '' do not count). */
export const hasContent = (children: ReactNode): boolean =>
  Children.toArray(children).some((child) => !(typeof child === 'string' && child.trim() === ''));

/**
 * A titled landmark section that renders nothing when it has no content, so no template ever
 * shows an empty heading. Write content as `{items.length > 0 && <ul>…</ul>}`.
 */
export function Section({
  id,
  title,
  children,
  headingLevel = 2,
  className,
  headingClassName,
}: SectionProps) {
  if (!hasContent(children)) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={className}>
      <Heading id={`${id}-title`} className={headingClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
