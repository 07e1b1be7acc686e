import { describe, expect, it } from 'vitest';
import { designMessages, isRightToLeft, portfolioDesignSchema, readPortfolioDesign } from './design';
import { portfolioDataSchema } from './portfolio-data';

describe('portfolioDesignSchema', () => {
  it('stores an accent in its canonical form, lower-case #rrggbb', () => {
    expect(portfolioDesignSchema.parse({ accent: '#1F6FEB' })).toEqual({ accent: '#1f6feb' });
  });

  it.each([
    [{ accent: 'red' }, designMessages.accent],
    [{ accent: '#fff' }, designMessages.accent],
    [{ accent: '#1f6feb80' }, designMessages.accent],
    [{ accent: 12 }, designMessages.accent],
    [{ font: 'comic-sans' }, designMessages.font],
    [{ scheme: 'sepia' }, designMessages.scheme],
    [{ language: 'klingon' }, designMessages.language],
    [{ language: 'pt' }, designMessages.language],
  ])('refuses %j with a message', (input, message) => {
    const result = portfolioDesignSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it('leaves every choice out by default, so a portfolio that chose nothing looks as before', () => {
    expect(portfolioDataSchema.parse({}).design).toEqual({});
  });
});

describe('readPortfolioDesign', () => {
  it('keeps what still parses and drops what no longer does', () => {
    expect(readPortfolioDesign({ accent: '#AA0000', font: 'papyrus', scheme: 'dark', language: 'ar' })).toEqual({
      accent: '#aa0000',
      scheme: 'dark',
      language: 'ar',
    });
  });

  it.each([null, undefined, 'dark', 3, []])('reads %j as no choices', (stored) => {
    expect(readPortfolioDesign(stored)).toEqual({});
  });
});

describe('isRightToLeft', () => {
  it('is true for Arabic only', () => {
    expect(isRightToLeft('ar')).toBe(true);
    expect(isRightToLeft('en')).toBe(false);
    expect(isRightToLeft(undefined)).toBe(false);
  });
});
