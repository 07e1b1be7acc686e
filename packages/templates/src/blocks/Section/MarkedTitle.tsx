import type { ReactNode } from 'react';

export interface MarkedTitleProps {
  /** The decoration before the title (`01`, `[02]`), which assistive technology skips. */
  mark: ReactNode;
  /** Class of the mark's `span`. */
  className?: string;
  children: ReactNode;
}

/** A section title after a decorative mark, such as its number: the heading reads as the title alone. */
export function MarkedTitle({ mark, className, children }: MarkedTitleProps) {
  return (
    <>
      <span className={className} aria-hidden="true">
        {mark}
      </span>
      {children}
    </>
  );
}

/** A number as two digits (`7` → `07`), for decorative indexes. */
export const twoDigits = (number: number) => String(number).padStart(2, '0');
