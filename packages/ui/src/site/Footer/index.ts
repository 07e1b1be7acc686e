export { Footer, legalLinks, productAnchors } from './Footer';
export type { FooterProps } from './Footer';
