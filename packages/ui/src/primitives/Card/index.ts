export { Card, cardElements, cardElevations, cardPaddings } from './Card';
export type { CardElement, CardElevation, CardPadding, CardProps } from './Card';
