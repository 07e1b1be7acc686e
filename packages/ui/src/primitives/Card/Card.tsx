import type { ReactNode } from 'react';
import * as styles from './Card.css';
import { cx } from '../cx/cx';

export const cardElements = ['div', 'article', 'section', 'li'] as const;
export type CardElement = (typeof cardElements)[number];
export const cardPaddings = ['none', 'sm', 'md', 'lg'] as const;
export type CardPadding = (typeof cardPaddings)[number];
export const cardElevations = ['flat', 'raised'] as const;
export type CardElevation = (typeof cardElevations)[number];

export interface CardProps {
  children: ReactNode;
  as?: CardElement;
  padding?: CardPadding;
  elevation?: CardElevation;
  className?: string;
  id?: string;
  'aria-labelledby'?: string;
}

/** A surface that groups related content; `as` picks the element (a `section` or `article` when it has a heading). */
export function Card({ children, as: Element = 'div', padding = 'md', elevation = 'flat', className, ...rest }: CardProps) {
  return (
    <Element className={cx(styles.card({ padding, elevation }), className)} {...rest}>
      {children}
    </Element>
  );
}
