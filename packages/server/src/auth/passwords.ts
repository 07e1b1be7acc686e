import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';

// OWASP's Argon2id baseline: 19 MiB, 2 iterations, 1 lane. `Algorithm` is a const enum that
// cannot be imported under verbatimModuleSyntax; 2 is its Argon2id member.
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

// Each running hash holds 19 MiB and one core. More hashes at once than cores only adds memory
// (a burst of sign-ins would otherwise hold 19 MiB per thread-pool thread), so they queue here.
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
