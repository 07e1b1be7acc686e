import { sampleDraft } from '../samples';
import { moveDraftEntry, moveItem, reorderableLists } from './reorder';
import { partDiffers } from './wizard-steps';

describe('moveItem', () => {
  it.each([
    [0, 2, ['b', 'c', 'a', 'd']],
    [3, 0, ['d', 'a', 'b', 'c']],
    [1, 2, ['a', 'c', 'b', 'd']],
    [2, 1, ['a', 'c', 'b', 'd']],
  ])('moves the item at %i to %i and keeps the others in order', (from, to, expected) => {
    const list = ['a', 'b', 'c', 'd'];
    expect(moveItem(list, from, to)).toEqual(expected);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });

  it.each([
    [1, 1],
    [-1, 0],
    [0, 4],
    [0.5, 1],
    [Number.NaN, 0],
  ])('returns the same list for the move %d → %d, which changes nothing', (from, to) => {
    const list = ['a', 'b', 'c', 'd'];
    expect(moveItem(list, from, to)).toBe(list);
  });
});

describe('moveDraftEntry', () => {
  const draft = {
    ...sampleDraft,
    education: [sampleDraft.education[0]!, { ...sampleDraft.education[0]!, degree: 'MSc' }],
    skills: { ...sampleDraft.skills, tech: ['Go', 'Rust', 'SQL'], soft: ['Patience', 'Humour'] },
  };
  const orderOf = (d: typeof draft) => ({
    education: d.education.map((entry) => entry.degree),
    projects: d.projects.projects.map((entry) => entry.projectName),
    experiences: d.experiences.experiences.map((entry) => entry.companyName),
    techSkills: d.skills.tech,
    softSkills: d.skills.soft,
  });

  it.each(reorderableLists)('moves the last %s entry first and leaves every other list alone', (list) => {
    const before = orderOf(draft);
    const last = before[list].length - 1;
    expect(last).toBeGreaterThan(0);
    const moved = moveDraftEntry(draft, list, last, 0);
    const after = orderOf(moved);
    expect(after[list]).toEqual([before[list][last], ...before[list].slice(0, last)]);
    for (const other of reorderableLists.filter((name) => name !== list)) expect(after[other]).toEqual(before[other]);
    expect(orderOf(draft)).toEqual(before);
  });

  it('counts a new order as a change of the part that stores the list', () => {
    expect(partDiffers('projects', moveDraftEntry(draft, 'projects', 0, 1), draft)).toBe(true);
    expect(partDiffers('skills', moveDraftEntry(draft, 'softSkills', 1, 0), draft)).toBe(true);
    expect(partDiffers('education', moveDraftEntry(draft, 'education', 1, 0), draft)).toBe(true);
    expect(partDiffers('experiences', moveDraftEntry(draft, 'experiences', 1, 0), draft)).toBe(true);
  });

  it('returns the same draft for a move that changes nothing', () => {
    expect(moveDraftEntry(draft, 'projects', 0, 0)).toBe(draft);
    expect(moveDraftEntry(draft, 'techSkills', 0, 9)).toBe(draft);
  });
});
