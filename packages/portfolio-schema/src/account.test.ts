import { accountMessages } from './account-messages';
import {
  accountProfileFormSchema,
  accountProfileSchema,
  changePasswordFormSchema,
  changePasswordSchema,
} from './account';
import { usernameMessages } from './signup';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }) =>
  result.error?.issues[0];

describe('Settings: profile', () => {
  it("refuses a short username with sign-up's message", () => {
    const result = accountProfileSchema.safeParse({ firstName: 'Ada', lastName: 'Lovelace', username: 'ad' });
    expect(firstMessage(result)?.message).toBe('Username must be at least 3 characters');
  });

  it('requires both names, as sign-up does', () => {
    const result = accountProfileSchema.safeParse({ firstName: '  ', lastName: 'Lovelace', username: 'ada' });
    expect(firstMessage(result)?.message).toBe('First name is required');
  });

  it('trims what it keeps', () => {
    expect(accountProfileSchema.parse({ firstName: ' Ada ', lastName: 'Lovelace', username: ' ada ' })).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      username: 'ada',
    });
  });
});

// issue 30 item 13: an account whose username was stored before the rule keeps it; only a new name follows it.
describe('Settings: a username from before the character set and reserved list', () => {
  const form = accountProfileFormSchema('ada.rivera');
  const profile = (username: string) => ({ firstName: 'Ada', lastName: 'Rivera', username });

  it('saves the names with the stored username unchanged', () => {
    expect(form.safeParse(profile('ada.rivera')).success).toBe(true);
    expect(accountProfileSchema.safeParse(profile('ada.rivera')).success).toBe(true);
  });

  it('holds a new or changed username to the rule', () => {
    expect(firstMessage(form.safeParse(profile('ada.lovelace')))).toMatchObject({
      path: ['username'],
      message: usernameMessages.characters,
    });
    expect(firstMessage(form.safeParse(profile('Ada.Rivera')))?.message).toBe(usernameMessages.characters);
    expect(firstMessage(form.safeParse(profile('admin')))?.message).toBe(usernameMessages.reserved);
    expect(form.safeParse(profile('ada-rivera')).success).toBe(true);
  });
});

describe('Settings: password', () => {
  it("holds the new password to sign-up's rule and message", () => {
    const result = changePasswordSchema.safeParse({ currentPassword: 'Old-pass1', newPassword: 'lowercase1!' });
    expect(firstMessage(result)?.message).toBe(
      'Password must have 8+ chars, uppercase, lowercase, number, and special char',
    );
  });

  it('asks for the current password only when the account has one', () => {
    const values = { currentPassword: '', newPassword: 'Analytical2!', confirmPassword: 'Analytical2!' };
    const withPassword = changePasswordFormSchema(true).safeParse(values);
    expect(firstMessage(withPassword)).toMatchObject({
      path: ['currentPassword'],
      message: accountMessages.currentPasswordRequired,
    });
    expect(changePasswordFormSchema(false).safeParse(values).success).toBe(true);
  });

  it('says when the confirmation differs or the new password is the old one', () => {
    const mismatch = changePasswordFormSchema(true).safeParse({
      currentPassword: 'Analytical1!',
      newPassword: 'Analytical2!',
      confirmPassword: 'Analytical3!',
    });
    expect(firstMessage(mismatch)).toMatchObject({ path: ['confirmPassword'], message: 'Passwords do not match' });
    const same = changePasswordFormSchema(true).safeParse({
      currentPassword: 'Analytical1!',
      newPassword: 'Analytical1!',
      confirmPassword: 'Analytical1!',
    });
    expect(firstMessage(same)).toMatchObject({ path: ['newPassword'], message: accountMessages.samePassword });
  });

  it('counts the other devices it signed out', () => {
    expect(accountMessages.otherSessionsSignedOut(0)).toBe('No other device was signed in');
    expect(accountMessages.otherSessionsSignedOut(1)).toBe('Signed out 1 other device');
    expect(accountMessages.otherSessionsSignedOut(3)).toBe('Signed out 3 other devices');
  });
});
