import { contactSchema } from './contact';
import { isStorableText, textCharactersMessage } from './limits';
import { portfolioDataSchema } from './portfolio-data';
import { validateSignin, validateSignupStep } from './rules';

describe('text a database can store', () => {
  it.each([
    ['a NUL', 'Ada\u0000'],
    ['an unpaired high surrogate', 'Ada\ud800'],
    ['an unpaired low surrogate', '\udc00Ada'],
    ['a low surrogate before a high one', '\udc00\ud800'],
  ])('refuses %s', (_label, value) => {
    expect(isStorableText(value)).toBe(false);
  });

  it.each([
    ['plain text', 'Ada Lovelace'],
    ['an emoji (a surrogate pair)', 'Rockets 🚀'],
    ['other control characters', 'tab\there'],
    ['nothing', ''],
  ])('accepts %s', (_label, value) => {
    expect(isStorableText(value)).toBe(true);
  });

  it(`gives forms and the server the one message "${textCharactersMessage}", ahead of any other rule`, () => {
    expect(validateSignin({ email: 'ada\u0000@example.com', password: 'secret1' })).toEqual({
      email: textCharactersMessage,
    });
    expect(validateSignupStep(1, { firstName: '\ud800', lastName: 'L', email: 'a@b.co' })).toEqual({
      firstName: textCharactersMessage,
    });
    expect(
      contactSchema.safeParse({ name: 'A', email: 'a@b.co', message: `Hi\u0000` }).error?.issues[0]
        ?.message,
    ).toBe(textCharactersMessage);
    const nested = portfolioDataSchema.safeParse({ skills: { tech: ['Type\u0000Script'] } });
    expect(nested.error?.issues.map((issue) => issue.message)).toEqual([textCharactersMessage]);
  });
});
