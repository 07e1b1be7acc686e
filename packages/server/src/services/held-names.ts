import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { sha256 } from '../auth/tokens';
import type { Database } from '../db/client';
import { deployments, heldNames, users, type HeldNameKind } from '../db/schema';

/**
 * How long a name stays out of reach once its holder lets go of it: a subdomain its owner took
 * offline stays theirs for re-publishing, and a deleted account's username and subdomain stay
 * nobody's, so no stranger steps into a name people still follow, link to or mail.
 */
export const NAME_HOLD_DAYS = 30;
const NAME_HOLD_MS = NAME_HOLD_DAYS * 24 * 60 * 60 * 1000;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What is stored of a held name: nothing of a deleted account stays readable. */
const hashOf = (nameKey: string) => sha256(nameKey.toLowerCase());

/**
 * Holds the names of an account being deleted, in the deleting transaction (so there is no moment
 * between the account going and the hold starting): its username, its live subdomain, and a
 * subdomain it took offline whose own hold had not run out yet. Each for 30 days from now.
 */
export async function holdNamesOfDeletedAccount(tx: Transaction, userId: string, now = new Date()): Promise<void> {
  const [account] = await tx.select({ usernameKey: users.usernameKey }).from(users).where(eq(users.id, userId));
  if (!account) return;
  const offlineSince = new Date(now.getTime() - NAME_HOLD_MS);
  const subdomains = await tx
    .selectDistinct({ subdomain: deployments.subdomain })
    .from(deployments)
    .where(
      and(
        eq(deployments.userId, userId),
        sql`(${deployments.isActive} or ${deployments.deactivatedAt} > ${offlineSince})`,
        // A name left for another one was free at once, and stays so.
        sql`not exists (select 1 from ${deployments} as later where later.user_id = ${deployments.userId} and later.deployed_at > ${deployments.deployedAt})`,
      ),
    );
  const heldUntil = new Date(now.getTime() + NAME_HOLD_MS);
  const rows = [
    { kind: 'username' as const, nameHash: hashOf(account.usernameKey), heldUntil },
    ...subdomains.map(({ subdomain }) => ({ kind: 'subdomain' as const, nameHash: hashOf(subdomain), heldUntil })),
  ];
  await tx
    .insert(heldNames)
    .values(rows)
    .onConflictDoUpdate({ target: [heldNames.kind, heldNames.nameHash], set: { heldUntil: sql`greatest(${heldNames.heldUntil}, excluded.held_until)` } });
}

/** Whether a deleted account's hold keeps the name `nameKey` (any case) from everyone now. */
export async function isNameHeld(db: Database | Transaction, kind: HeldNameKind, nameKey: string): Promise<boolean> {
  const [held] = await db
    .select({ kind: heldNames.kind })
    .from(heldNames)
    .where(and(eq(heldNames.kind, kind), eq(heldNames.nameHash, hashOf(nameKey)), gt(heldNames.heldUntil, new Date())))
    .limit(1);
  return held !== undefined;
}

/** Which of `names` (subdomains, already lower-case) a deleted account's hold keeps from everyone now. */
export async function heldNamesAmong(db: Database | Transaction, kind: HeldNameKind, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const byHash = new Map(names.map((name) => [hashOf(name), name]));
  const held = await db
    .select({ nameHash: heldNames.nameHash })
    .from(heldNames)
    .where(and(eq(heldNames.kind, kind), inArray(heldNames.nameHash, [...byHash.keys()]), gt(heldNames.heldUntil, new Date())));
  return new Set(held.map(({ nameHash }) => byHash.get(nameHash)!));
}

/** Forgets holds that have run out (the cleanup job). */
export async function removeExpiredHolds(db: Database, now: Date): Promise<number> {
  const removed = await db.delete(heldNames).where(lt(heldNames.heldUntil, now)).returning({ kind: heldNames.kind });
  return removed.length;
}
