export { LegalPage, legalLastUpdated } from './LegalPage';
export type { LegalDocument, LegalPageProps, LegalSection, LegalSubsection } from './LegalPage';
