import fc from 'fast-check';
import { subdomainAlternatives } from './name-alternatives';
import { SUBDOMAIN_PATTERN, isReservedSubdomain } from './subdomain';

describe('subdomainAlternatives', () => {
  it('offers the person\'s names first, then the taken name with the year and with numbers', () => {
    expect(subdomainAlternatives('ada', { firstName: 'Ada', lastName: 'Rivera', year: 2026 })).toEqual([
      'ada-rivera',
      'adarivera',
      'ada-2026',
      'ada-rivera-2026',
      'ada-2',
      'ada-3',
      'ada-4',
      'ada-5',
      'ada-6',
      'ada-7',
      'ada-8',
      'ada-9',
    ]);
  });

  it('never offers the taken name itself', () => {
    expect(subdomainAlternatives('ada-rivera', { firstName: 'Ada', lastName: 'Rivera', year: 2026 })).not.toContain('ada-rivera');
  });

  it('cuts a long name so the suffix still fits in 30 characters', () => {
    const long = 'a'.repeat(30);
    const names = subdomainAlternatives(long, { year: 2026 });
    expect(names[0]).toBe(`${'a'.repeat(25)}-2026`);
    expect(names.every((name) => name.length <= 30)).toBe(true);
  });

  it('works from the taken name alone when the person has no names', () => {
    expect(subdomainAlternatives('kj', { year: 2026 }).slice(0, 2)).toEqual(['kj-2026', 'kj-2']);
  });

  it('skips reserved names (a person called Pay Pal gets no "paypal")', () => {
    const names = subdomainAlternatives('pay', { firstName: 'Pay', lastName: 'Pal', year: 2026 });
    expect(names).not.toContain('paypal');
    expect(names).not.toContain('pay-pal');
    expect(names[0]).toBe('pay-2026');
  });

  it('gives only valid, unreserved, distinct subdomains for any input', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (taken, firstName, lastName) => {
        const names = subdomainAlternatives(taken, { firstName, lastName, year: 2026 });
        expect(new Set(names).size).toBe(names.length);
        for (const name of names) {
          expect(name).toMatch(SUBDOMAIN_PATTERN);
          expect(isReservedSubdomain(name)).toBe(false);
        }
      }),
    );
  });
});
