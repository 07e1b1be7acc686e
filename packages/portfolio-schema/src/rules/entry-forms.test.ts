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

describe('entry forms of issue 31', () => {
  const image = { src: '/media/atlas-1600.webp', alt: '', width: 1600, height: 1000, variants: [{ src: '/media/atlas-480.webp', width: 480 }] };

  it('keep a project form with its images and links through browser storage', () => {
    const entry = { projectName: 'Atlas', images: [image], links: [{ label: 'Case study', url: 'https://ada.studio' }] };
    const restored = portfolioDraftSchema.parse(
      JSON.parse(JSON.stringify({ ...sampleDraft, entryForms: { projects: { entry, editing: null } } })),
    );
    expect(restored.entryForms.projects).toEqual({ entry, editing: null });
  });

  it('keep the forms of the extra sections and of a custom section, and drop unknown lists', () => {
    const restored = portfolioDraftSchema.parse({
      ...sampleDraft,
      entryForms: {
        awards: { entry: { title: 'Design Week prize' }, editing: null },
        'custom:talks-1': { entry: { title: 'Designing for trust' }, editing: null },
        'custom:Not An Id': { entry: { title: 'x' }, editing: null },
      },
    });
    expect(Object.keys(restored.entryForms)).toEqual(['awards', 'custom:talks-1']);
  });

  it('show a typed award and a typed custom entry in the preview', () => {
    const draft = {
      ...sampleDraft,
      sections: { ...sampleDraft.sections, customSections: [{ id: 'talks-1', title: 'Talks', entries: [] }] },
      entryForms: {
        awards: { entry: { title: 'Design Week prize' }, editing: null },
        'custom:talks-1': { entry: { title: 'Designing for trust' }, editing: null },
      },
    };
    const shown = withEntryForms(draft);
    expect(shown.sections.awards.at(-1)?.title).toBe('Design Week prize');
    expect(shown.sections.customSections[0]?.entries).toEqual([expect.objectContaining({ title: 'Designing for trust' })]);
  });

  it('show a typed project whose image has no alt text yet, with a placeholder alt', () => {
    const draft = { ...sampleDraft, entryForms: { projects: { entry: { projectName: 'Atlas', description: 'Booking.', images: [image] }, editing: null } } };
    const project = draftToPortfolioData(withEntryForms(draft)).projects.at(-1);
    expect(project?.projectName).toBe('Atlas');
    expect(project?.images[0]).toEqual(expect.objectContaining({ src: image.src, alt: 'An image without a description yet' }));
  });
});
