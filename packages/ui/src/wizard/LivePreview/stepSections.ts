import type { WizardStepId } from '@showfolio/portfolio-schema';

/**
 * Where each wizard step's content shows on the page, as a selector: the ids the templates' shared
 * Section block gives every section, and the contact list of their profile parts (a template with
 * none lists its links). The first two steps fill the top; the preview step leaves the page where it is.
 */
export const stepSections: Partial<Record<WizardStepId, string>> = {
  userDetails: 'body',
  documents: 'body',
  education: '#education',
  projects: '#projects',
  experience: '#experience',
  socialLinks: '[aria-label="Contact and profiles"],[aria-label="Social profiles"],#contact,#links',
};
