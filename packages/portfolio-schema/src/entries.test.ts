import { describe, expect, it } from 'vitest';
import { portfolioImportSchema, portfolioExportFormat, portfolioExportVersion } from './account-export';
import { portfolioDraftSchema } from './draft';
import {
  blankEducation,
  blankExperience,
  blankProject,
  educationInputSchema,
  entryErrors,
  entryRequiredMessages,
  experienceInputSchema,
  projectInputSchema,
} from './entries';
import { educationSchema } from './portfolio-data';
import { experiencesInputSchema, portfolioInputSchema, portfolioRecordSchema, projectsInputSchema } from './records';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('entry defaults', () => {
  it('gives a fresh blank entry each call, which the stored schema reads back unchanged', () => {
    expect(blankEducation()).not.toBe(blankEducation());
    expect(educationSchema.parse(blankEducation())).toEqual(blankEducation());
    expect(blankProject().techStack).toEqual([]);
    expect(blankExperience().technologyUsed).toEqual([]);
  });
});

describe('required fields of an entry', () => {
  it.each([
    ['education', blankEducation(), ['degree', 'institution']],
    ['projects', blankProject(), ['projectName', 'description']],
    ['experiences', blankExperience(), ['companyName', 'jobRole']],
  ] as const)('the %s step and the API refuse a blank one with the same messages', (list, blank, fields) => {
    const expected = Object.fromEntries(fields.map((field) => [field, (entryRequiredMessages[list] as Record<string, string>)[field]]));
    expect(entryErrors(list, blank)).toEqual(expected);
    const schema = { education: educationInputSchema, projects: projectInputSchema, experiences: experienceInputSchema }[list];
    expect(firstMessage(schema.safeParse(blank))).toEqual(fields.map((field) => `${field}: ${expected[field]}`));
  });

  it('counts blanks as missing: "  " is no degree to the step nor to the API', () => {
    const entry = { ...blankEducation(), degree: '  ', institution: 'MIT' };
    expect(entryErrors('education', entry)).toEqual({ degree: 'Degree is required' });
    expect(firstMessage(educationInputSchema.safeParse(entry))).toEqual(['degree: Degree is required']);
  });

  it('adds the date checks of a dated entry after the required fields', () => {
    const entry = { ...blankExperience(), companyName: 'Acme', jobRole: 'Dev', startDate: '2024-01', endDate: '2023' };
    expect(entryErrors('experiences', entry)).toEqual({ endDate: 'The end date cannot be before the start date' });
  });

  it('accepts a complete entry, the project by its aliases too', () => {
    expect(projectInputSchema.parse({ name: 'Atlas', description: 'Maps' })).toMatchObject({ projectName: 'Atlas' });
    expect(experienceInputSchema.safeParse({ companyName: 'Acme', role: 'Dev' }).success).toBe(true);
    expect(educationInputSchema.safeParse({ degree: 'BSc', institution: 'MIT' }).success).toBe(true);
  });
});

describe('strict on write, lenient on read', () => {
  const oldEducation = { ...blankEducation(), institution: 'MIT' };

  it('the API refuses a write with an entry missing a required field', () => {
    expect(firstMessage(portfolioInputSchema.safeParse({ education: [oldEducation] }))).toEqual([
      'education.0.degree: Degree is required',
    ]);
    expect(projectsInputSchema.safeParse({ projects: [{ projectName: 'Atlas' }] }).success).toBe(false);
    expect(experiencesInputSchema.safeParse({ experiences: [{ companyName: 'Acme' }] }).success).toBe(false);
  });

  it('a stored portfolio, a draft and an account export saved with an empty degree still load', () => {
    const record = portfolioRecordSchema.parse({
      id: 'p1',
      user: { firstName: 'Ada', lastName: '', username: 'ada', email: 'ada@example.com' },
      bio: '',
      profilePictureUrl: '',
      resumeUrl: '',
      education: [oldEducation],
      socialLinks: { linkedin: '', github: '', twitter: '', instagram: '', facebook: '' },
      deployedTemplates: [],
    });
    expect(record.education).toEqual([oldEducation]);
    expect(portfolioDraftSchema.parse({ education: [oldEducation] }).education).toEqual([oldEducation]);
    const imported = portfolioImportSchema.parse({
      format: portfolioExportFormat,
      version: portfolioExportVersion,
      portfolio: { education: [oldEducation] },
      projects: { projects: [{ projectName: 'Atlas' }] },
    });
    expect(imported.portfolio?.education).toEqual([oldEducation]);
    expect(imported.projects?.projects[0]?.projectName).toBe('Atlas');
  });
});
