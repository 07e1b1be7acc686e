import { draftParts, type DraftPart } from '@showfolio/portfolio-schema';

/** The four server sections the wizard loads on login (builder spec §4). */
export const sectionNames = ['portfolio', 'skills', 'projects', 'experiences'] as const;
export type SectionName = (typeof sectionNames)[number];

/** The seven parts of the draft the wizard saves, in wizard order (the schema's step table owns them). */
export const wizardSteps = draftParts;
export type WizardStep = DraftPart;
