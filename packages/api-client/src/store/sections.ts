/** The four server sections the wizard loads on login (builder spec §4). */
export const sectionNames = ['portfolio', 'skills', 'projects', 'experiences'] as const;
export type SectionName = (typeof sectionNames)[number];

/** The seven wizard steps that save something, in wizard order. */
export const wizardSteps = [
  'userDetails',
  'documents',
  'education',
  'skills',
  'projects',
  'experiences',
  'socialLinks',
] as const;
export type WizardStep = (typeof wizardSteps)[number];
