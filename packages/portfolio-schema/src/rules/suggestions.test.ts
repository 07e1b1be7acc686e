import { diallingCodes } from './dialling-codes';
import { defaultMobileCode } from '../auth';
import {
  addTag,
  filterSuggestions,
  softSkillSuggestions,
  technicalSkillSuggestions,
  technologySuggestions,
} from './suggestions';

describe('suggestion lists', () => {
  it('has 18 technical skills, 8 soft skills and about 80 technologies, without duplicates', () => {
    expect(technicalSkillSuggestions).toHaveLength(18);
    expect(softSkillSuggestions).toHaveLength(8);
    expect(technologySuggestions.length).toBeGreaterThanOrEqual(75);
    expect(technologySuggestions.length).toBeLessThanOrEqual(90);
    for (const list of [technicalSkillSuggestions, softSkillSuggestions, technologySuggestions])
      expect(new Set(list.map((item) => item.toLowerCase())).size).toBe(list.length);
    expect(technicalSkillSuggestions).toEqual(expect.arrayContaining(['JavaScript', 'Python', 'AWS']));
    expect(softSkillSuggestions).toEqual(expect.arrayContaining(['Communication', 'Leadership']));
  });
});

describe('filterSuggestions', () => {
  it.each([
    ['java', [], ['JavaScript', 'Java']],
    ['JAVA', ['javascript'], ['Java']],
    ['  script ', [], ['JavaScript', 'TypeScript']],
    ['zzz', [], []],
  ])('filters by %j excluding %j', (query, chosen, expected) => {
    expect(filterSuggestions(technicalSkillSuggestions, query, chosen)).toEqual(expected);
  });

  it('lists everything not chosen for an empty query', () => {
    expect(filterSuggestions(softSkillSuggestions, '', ['Teamwork'])).toHaveLength(7);
  });
});

describe('addTag', () => {
  it.each([
    [['Go'], '  Rust ', ['Go', 'Rust']],
    [['Go'], 'go', ['Go']],
    [['Go'], '   ', ['Go']],
    [[], 'C++', ['C++']],
  ])('adds %j + %j → %j', (list, value, expected) => {
    expect(addTag(list, value)).toEqual(expected);
  });
});

describe('dialling codes', () => {
  it('lists about 220 codes from +1 to +998 in order, including the default +91', () => {
    expect(diallingCodes.length).toBeGreaterThanOrEqual(210);
    expect(diallingCodes[0]).toEqual({ code: '+1', country: 'United States' });
    expect(diallingCodes.at(-1)).toEqual({ code: '+998', country: 'Uzbekistan' });
    expect(diallingCodes).toContainEqual({ code: defaultMobileCode, country: 'India' });
    const numbers = diallingCodes.map(({ code }) => Number(code.slice(1)));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    for (const { code, country } of diallingCodes) {
      expect(code).toMatch(/^\+\d{1,4}$/);
      expect(country.trim()).not.toBe('');
    }
    expect(new Set(diallingCodes.map(({ code, country }) => `${code} ${country}`)).size).toBe(diallingCodes.length);
  });
});
