export { LegalPage, legalLastUpdated } from './LegalPage';
export type { LegalDocument, LegalPageProps, LegalSection } from './LegalPage';
