import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';

// Argon2id at 7 MiB, 5 iterations, 1 lane: one of the settings OWASP's password storage cheat
// sheet lists as equal in defence to its 19 MiB / 2 iterations baseline, trading memory for passes.
// The product runs in a capped heap (issue #19), and on this machine it is also the faster one
// (7 ms a hash against 15). Hashes made with the earlier 19 MiB setting carry their own parameters
// and keep verifying. `Algorithm` is a const enum that cannot be imported under
// verbatimModuleSyntax; 2 is its Argon2id member.
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 7168, timeCost: 5, parallelism: 1 } as const;

// Each running hash holds its memory and one core. More hashes at once than cores only adds memory
// (a burst of sign-ins would otherwise hold one hash's memory per thread-pool thread), so they queue here.
const slots = Math.max(1, Math.min(4, availableParallelism()));
let running = 0;
const waiting: Array<() => void> = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

export const hashPassword = (password: string) => withSlot(() => hash(password, options));

/**
 * Whether a stored hash was made with other settings than today's (accounts from before the 7 MiB
 * setting hold 19 MiB / 2 passes). Such a hash costs a different time to check than the dummy an
 * unknown account is checked against, so sign-in replaces it once the password is known.
 */
export function needsRehash(passwordHash: string): boolean {
  const settings = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(passwordHash);
  if (!settings) return true;
  const [memoryCost, timeCost, parallelism] = settings.slice(1).map(Number);
  return memoryCost !== options.memoryCost || timeCost !== options.timeCost || parallelism !== options.parallelism;
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await withSlot(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check so a missing account is not revealed by timing. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-1A!');
  await verifyPassword(await dummyHash, password);
}
