import { describe, expect, it } from 'vitest';
import { emptyPortfolioDraft, portfolioDraftSchema } from '../draft';
import { sampleDraft } from '../samples';
import { draftToPortfolioData } from './draft-to-portfolio';
import { entryFormHoldsText, entryFormValue, withEntryForms } from './entry-forms';

const blankProject = () => ({ projectName: '', description: '', githubUrl: '', deployedUrl: '', techStack: [] as string[] });

describe('entry forms in the draft', () => {
  it('keep a half-typed entry through browser storage, dates that do not parse yet included', () => {
    const draft = {
      ...sampleDraft,
      entryForms: { experiences: { entry: { companyName: 'Babbage & Co', startDate: '2023-1' }, editing: null } },
    };
    const restored = portfolioDraftSchema.parse(JSON.parse(JSON.stringify(draft)));
    expect(restored.entryForms.experiences).toEqual({ entry: { companyName: 'Babbage & Co', startDate: '2023-1' }, editing: null });
    expect(restored.projects).toEqual(sampleDraft.projects);
  });

  it('drop only a form that is not a form, never the rest of the draft', () => {
    const restored = portfolioDraftSchema.parse({
      ...sampleDraft,
      entryForms: { projects: { entry: { projectName: 42 }, editing: -1 }, education: { entry: { degree: 'BSc' }, editing: 0 } },
    });
    expect(restored.entryForms).toEqual({ education: { entry: { degree: 'BSc' }, editing: 0 } });
    expect(restored.bio).toBe(sampleDraft.bio);
    expect(portfolioDraftSchema.parse({ ...sampleDraft, entryForms: 'nonsense' }).entryForms).toEqual({});
  });

  it('start empty', () => {
    expect(emptyPortfolioDraft().entryForms).toEqual({});
  });
});

describe('entryFormValue', () => {
  it('takes each field of the right kind from storage and ignores the rest', () => {
    expect(
      entryFormValue(blankProject(), { projectName: 'Engine', techStack: ['Brass'], deployedUrl: ['x'], extra: 'y' }),
    ).toEqual({ ...blankProject(), projectName: 'Engine', techStack: ['Brass'] });
    expect(entryFormValue(blankProject(), undefined)).toEqual(blankProject());
  });
});

describe('entryFormHoldsText', () => {
  it('is false for blanks and true for any text or tag', () => {
    expect(entryFormHoldsText({ projectName: '  ', techStack: [] })).toBe(false);
    expect(entryFormHoldsText({ projectName: 'E' })).toBe(true);
    expect(entryFormHoldsText({ techStack: ['Go'] })).toBe(true);
  });
});

describe('withEntryForms, what the live preview shows', () => {
  const names = (draft: typeof sampleDraft) => draftToPortfolioData(draft).projects.map((project) => project.projectName);

  it('adds a new entry typed into the form at the end of its list', () => {
    const draft = { ...sampleDraft, entryForms: { projects: { entry: { projectName: 'Difference Engine' }, editing: null } } };
    expect(names(withEntryForms(draft))).toEqual([...sampleDraft.projects.projects.map((p) => p.projectName), 'Difference Engine']);
  });

  it('shows an entry being edited in its place', () => {
    const draft = {
      ...sampleDraft,
      entryForms: { projects: { entry: { ...sampleDraft.projects.projects[1], projectName: 'Renamed' }, editing: 1 } },
    };
    expect(names(withEntryForms(draft))[1]).toBe('Renamed');
    expect(names(withEntryForms(draft))).toHaveLength(sampleDraft.projects.projects.length);
  });

  it('leaves out a blank form and an entry whose fields are not valid yet', () => {
    const blank = { ...sampleDraft, entryForms: { projects: { entry: blankProject(), editing: null } } };
    expect(withEntryForms(blank).projects).toEqual(sampleDraft.projects);
    const halfDate = { ...sampleDraft, entryForms: { experiences: { entry: { companyName: 'Babbage', startDate: '2023-1' }, editing: null } } };
    expect(withEntryForms(halfDate).experiences).toEqual(sampleDraft.experiences);
  });

  it('returns the draft itself when no form is open', () => {
    expect(withEntryForms(sampleDraft)).toBe(sampleDraft);
  });
});
