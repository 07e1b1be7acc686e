import { signInMethodLabel } from './signInMethodLabel';

describe('signInMethodLabel', () => {
  it('says how a session signed in, with the second step when there was one', () => {
    expect(signInMethodLabel('password')).toBe('password');
    expect(signInMethodLabel('google+totp')).toBe('Google and an app code');
    expect(signInMethodLabel('password+recovery')).toBe('password and a recovery code');
    expect(signInMethodLabel('passkey')).toBe('a passkey');
    expect(signInMethodLabel('link+totp')).toBe('an e-mail link and an app code');
  });
});
