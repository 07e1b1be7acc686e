import './zod-setup';
import * as z from 'zod/mini';
import { experienceEntrySchema, projectEntrySchema, type ExperienceEntry, type ProjectEntry } from './draft';
import { educationSchema, type Education } from './portfolio-data';
import { entryDateErrors } from './rules/wizard';

// The entries of the wizard's list steps (Education, Projects, Experience): what a new one holds,
// which fields it needs, and the stricter schemas the API writes them with. Stored entries and
// drafts are read with the lenient section schemas (portfolio-data.ts, draft.ts), so an entry saved
// before a field became required still loads and can be fixed in the wizard.

// Defaults
/** The message of each required field, by list; the wizard shows it at the field, the API answers it. */
export const entryRequiredMessages = {
  education: { degree: 'Degree is required', institution: 'Institution is required' },
  projects: { projectName: 'Project name is required', description: 'Description is required' },
  experiences: { companyName: 'Company name is required', jobRole: 'Your role is required' },
} as const;

export const blankEducation = (): Education => ({
  degree: '',
  institution: '',
  startDate: '',
  endDate: '',
  description: '',
});

export const blankProject = (): ProjectEntry => ({
  projectName: '',
  description: '',
  githubUrl: '',
  deployedUrl: '',
  techStack: [],
  year: '',
  role: '',
  links: [],
  images: [],
});

export const blankExperience = (): ExperienceEntry => ({
  companyName: '',
  jobRole: '',
  description: '',
  startDate: '',
  endDate: '',
  technologyUsed: [],
});

// Type
export interface EntryByList {
  education: Education;
  projects: ProjectEntry;
  experiences: ExperienceEntry;
}
export type EntryList = keyof EntryByList;

// Rules
/**
 * The errors of an entry by field, as the wizard shows them before it adds the entry: each
 * required field left blank, then the date checks of a dated entry. Empty when the entry is fine.
 */
export function entryErrors<L extends EntryList>(list: L, entry: EntryByList[L]): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  const values = entry as unknown as Record<string, unknown>;
  for (const [field, message] of Object.entries(entryRequiredMessages[list])) {
    const value = values[field];
    if (typeof value !== 'string' || value.trim() === '') errors[field] = message;
  }
  if ('startDate' in entry) Object.assign(errors, entryDateErrors(entry));
  return errors;
}

/** Adds an issue at each required field of `list` that is blank (after the section schema trimmed it). */
const requireFields = (list: EntryList) =>
  z.superRefine((entry: object, ctx) => {
    const values = entry as Record<string, unknown>;
    for (const [field, message] of Object.entries(entryRequiredMessages[list])) {
      if (values[field] === '') ctx.addIssue({ code: 'custom', message, path: [field], input: values[field] });
    }
  });

// Schema
/** An education entry as the API writes it: degree and institution required. */
export const educationInputSchema = educationSchema.check(requireFields('education'));
/** A project as the API writes it: name and description required. */
export const projectInputSchema = projectEntrySchema.check(requireFields('projects'));
/** An experience as the API writes it: company name and role required. */
export const experienceInputSchema = experienceEntrySchema.check(requireFields('experiences'));
