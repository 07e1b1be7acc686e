import { passwordStrength } from './password-strength';

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
