import { validateReset, validateSignupStep } from './auth-validation';
import { passwordRequirements, passwordStrength } from './password-strength';

describe('password strength meter', () => {
  it.each([
    ['', 0, 'Very weak', 'red'],
    ['a', 1, 'Weak', 'red'],
    ['aA', 2, 'Moderate', 'red'],
    ['aA1', 3, 'Good', 'yellow'],
    ['aA1!', 4, 'Strong', 'yellow'],
    ['abcdefgh', 2, 'Moderate', 'red'],
    ['Abcdefg1', 4, 'Strong', 'yellow'],
    ['Abcdef1!', 5, 'Very strong', 'green'],
    ['ÄBCDEFG!', 3, 'Good', 'yellow'],
  ])('scores %j as %i (%s, %s)', (password, score, label, color) => {
    expect(passwordStrength(password)).toEqual({ score, label, color });
  });
});

describe('password meter and password rule', () => {
  const accepted = { isTermsofServiceAccepted: true, isPrivacyPolicyAcceped: true };
  const signupAccepts = (password: string) =>
    !validateSignupStep(3, { password, confirmPassword: password, ...accepted }).password;
  const resetAccepts = (password: string) => !validateReset({ newPassword: password, confirmPassword: password }).newPassword;

  it.each(['Abcdef1#', 'Abcdef1^', 'Abcdef1~', 'Abcdef1(', 'Abcd ef1', 'Abcdef1!', 'ABCDEF1!', 'abcdef1!', 'Abcdefg!', 'Abcdefg1', 'Ab1#', 'Ünïcodé1#'])(
    'agree on %j: "Very strong" exactly when sign-up and reset accept it',
    (password) => {
      const veryStrong = passwordStrength(password).label === 'Very strong';
      expect(signupAccepts(password)).toBe(veryStrong);
      expect(resetAccepts(password)).toBe(veryStrong);
    },
  );

  it('counts every ASCII punctuation character as the special character', () => {
    const punctuation = [...'!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~'];
    expect(punctuation).toHaveLength(32);
    for (const symbol of punctuation) expect(signupAccepts(`Abcdef1${symbol}`), symbol).toBe(true);
  });

  it('lists each requirement with whether the password meets it, for a checklist', () => {
    expect(passwordRequirements.map((requirement) => [requirement.label, requirement.test('abc1')])).toEqual([
      ['At least 8 characters', false],
      ['A lowercase letter', true],
      ['An uppercase letter', false],
      ['A number', true],
      ['A symbol, such as ! # or ?', false],
    ]);
  });
});
