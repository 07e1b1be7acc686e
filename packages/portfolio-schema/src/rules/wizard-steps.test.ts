import { emptyPortfolioDraft, portfolioDraftSchema, type PortfolioDraft } from '../draft';
import { sampleDraft } from '../samples';
import {
  draftPartTable,
  draftParts,
  partNeedsSave,
  withSavedPart,
  wizardStepTable,
  wizardSteps,
} from './wizard-steps';

const draft = (input: Parameters<typeof portfolioDraftSchema.parse>[0]) =>
  portfolioDraftSchema.parse(input);
const step = (id: (typeof wizardStepTable)[number]['id']) =>
  wizardStepTable.find((entry) => entry.id === id)!;

describe('wizard step table', () => {
  it('names the seven steps', () => {
    expect(wizardSteps).toEqual([
      'User Details',
      'Documents',
      'Education',
      'Projects',
      'Experience',
      'Social Links',
      'Preview',
    ]);
  });

  it('saves every draft part in exactly one step, in wizard order', () => {
    expect(wizardStepTable.flatMap((entry) => entry.parts.map((save) => save.part))).toEqual([
      ...draftParts,
    ]);
  });

  it.each([
    ['userDetails', {}, 'Please fill out all required fields marked with *'],
    [
      'userDetails',
      { userDetails: { firstName: '  ', email: 'a@b.co' } },
      'Please fill out all required fields marked with *',
    ],
    ['userDetails', { userDetails: { firstName: 'Ada', email: 'a@b.co' } }, null],
    ['documents', {}, 'Profile picture is required'],
    ['documents', { documents: { profilePictureUrl: '/media/a.webp' } }, null],
    ['documents', { profilePictureUrl: '/media/a.webp' }, null],
    [
      'education',
      { skills: { tech: ['Go'] } },
      'Please add at least one education entry and select technical skills',
    ],
    [
      'education',
      { education: [{ degree: 'BSc', institution: 'X' }] },
      'Please add at least one technical skill',
    ],
    [
      'education',
      { education: [{ degree: 'BSc', institution: 'X' }], skills: { tech: ['Go'] } },
      null,
    ],
    ['projects', {}, null],
    ['experience', {}, null],
    ['socialLinks', {}, null],
    ['preview', {}, null],
  ] as const)('%s with %j is blocked by %j', (id, input, message) => {
    expect(step(id).validate(draft(input))).toBe(message);
  });

  it('lets the sample draft through every step', () => {
    for (const entry of wizardStepTable) expect(entry.validate(sampleDraft)).toBeNull();
  });

  it('has the no-change messages of the projects and experience steps only', () => {
    expect(wizardStepTable.map((entry) => entry.noChange)).toEqual([
      null,
      null,
      null,
      'No changes detected in projects',
      'No changes detected in experiences',
      null,
      null,
    ]);
  });

  it('tells a skills update failure from a first save failure', () => {
    const skills = step('education').parts[1]!;
    expect(skills.failure(draft({}))).toBe('Failed to save skills. Please try again.');
    expect(skills.failure(draft({ skills: { id: 's1' } }))).toBe(
      'Failed to update skills. Please try again.',
    );
    expect(skills.toast).toBe(true);
  });
});

describe('change detection', () => {
  const edited = (change: Partial<PortfolioDraft>): PortfolioDraft => ({
    ...sampleDraft,
    ...change,
  });

  it.each(draftParts)('edit mode skips %s when it equals the baseline, even as a copy', (part) => {
    expect(
      partNeedsSave(part, {
        mode: 'edit',
        draft: structuredClone(sampleDraft),
        baseline: sampleDraft,
      }),
    ).toBe(false);
  });

  it('edit mode saves a changed part and only that one', () => {
    const changed = edited({ bio: 'Something new' });
    expect(
      draftParts.filter((part) =>
        partNeedsSave(part, { mode: 'edit', draft: changed, baseline: sampleDraft }),
      ),
    ).toEqual(['userDetails']);
  });

  it('create mode saves unchanged parts, except empty lists that have no record yet', () => {
    const empty = emptyPortfolioDraft();
    expect(
      draftParts.filter((part) =>
        partNeedsSave(part, { mode: 'create', draft: empty, baseline: empty }),
      ),
    ).toEqual(['userDetails', 'documents', 'education', 'socialLinks', 'sections']);
    const emptied = { ...empty, projects: { id: 'p1', projects: [] } };
    expect(partNeedsSave('projects', { mode: 'create', draft: emptied, baseline: empty })).toBe(
      true,
    );
  });

  it('moves only the saved part into the baseline', () => {
    const changed = edited({ bio: 'Something new', education: [] });
    const baseline = withSavedPart(sampleDraft, 'userDetails', changed);
    expect(baseline.bio).toBe('Something new');
    expect(baseline.education).toEqual(sampleDraft.education);
    expect(partNeedsSave('userDetails', { mode: 'edit', draft: changed, baseline })).toBe(false);
    expect(partNeedsSave('education', { mode: 'edit', draft: changed, baseline })).toBe(true);
  });

  it('names one store action per part', () => {
    expect(new Set(draftParts.map((part) => draftPartTable[part].save)).size).toBe(
      draftParts.length,
    );
  });
});
