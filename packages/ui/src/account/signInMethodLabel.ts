const firstSteps: Record<string, string> = {
  password: 'password',
  google: 'Google',
  passkey: 'a passkey',
  link: 'an e-mail link',
};
const secondSteps: Record<string, string> = { totp: 'an app code', recovery: 'a recovery code' };

/** How a session signed in, in words: 'password and an app code', 'a passkey' (issue 37). */
export function signInMethodLabel(method: string): string {
  const [first = '', second] = method.split('+');
  const words = firstSteps[first] ?? first;
  return second ? `${words} and ${secondSteps[second] ?? second}` : words;
}
