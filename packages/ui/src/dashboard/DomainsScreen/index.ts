export { DomainsScreen, domainStatusLabels, domainsTitle } from './DomainsScreen';
export type { DomainsScreenProps } from './DomainsScreen';
