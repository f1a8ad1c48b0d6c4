import { DomainError } from '@store/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

/** `limit` failures within `windowSeconds` lock the key for `lockSeconds`. */
export interface ThrottleRule {
  readonly name: string;
  readonly limit: number;
  readonly windowSeconds: number;
  readonly lockSeconds: number;
}

/** Per account: a few wrong passwords lock that account for a while (and say so). */
export const SIGNIN_PER_ACCOUNT: ThrottleRule = { name: 'signin-account', limit: 5, windowSeconds: 900, lockSeconds: 900 };
/** Per address: guessing across many accounts from one address is stopped too. */
export const SIGNIN_PER_ADDRESS: ThrottleRule = { name: 'signin-address', limit: 30, windowSeconds: 900, lockSeconds: 900 };
/** Registrations from one address. */
export const REGISTER_PER_ADDRESS: ThrottleRule = { name: 'register-address', limit: 10, windowSeconds: 3600, lockSeconds: 3600 };

export const throttleKey = (rule: ThrottleRule, subject: string) => `${rule.name}:${subject.toLowerCase()}`;

/**
 * Throttling state lives in the database, so every process sharing it enforces the same limits.
 * Refuses with 429 `security.error.lockedout` (minutes left) when any of the keys is locked.
 */
export async function assertNotLocked(db: Kysely<Database>, keys: string[]): Promise<void> {
  const row = await db
    .selectFrom('authThrottle')
    .select(sql<number>`ceil(extract(epoch from max(locked_until) - now()))`.as('seconds'))
    .where('key', 'in', keys)
    .where('lockedUntil', '>', sql<Date>`now()`)
    .executeTakeFirst();
  const seconds = Number(row?.seconds ?? 0);
  if (seconds > 0) throw new DomainError('security.error.lockedout', 429, { minutes: Math.ceil(seconds / 60) });
}

/** Counts one failure (or one use, for registrations) against the key; locks it at the limit. */
export async function recordFailure(db: Kysely<Database>, rule: ThrottleRule, key: string): Promise<void> {
  const window = sql`make_interval(secs => ${rule.windowSeconds})`;
  const fresh = sql<boolean>`t.window_started_at < now() - ${window}`;
  await sql`
    INSERT INTO auth_throttle AS t (key, failures, window_started_at, locked_until)
    VALUES (${key}, 1, now(), CASE WHEN ${rule.limit} <= 1 THEN now() + make_interval(secs => ${rule.lockSeconds}) END)
    ON CONFLICT (key) DO UPDATE SET
      failures = CASE WHEN ${fresh} THEN 1 ELSE t.failures + 1 END,
      window_started_at = CASE WHEN ${fresh} THEN now() ELSE t.window_started_at END,
      locked_until = CASE
        WHEN (CASE WHEN ${fresh} THEN 1 ELSE t.failures + 1 END) >= ${rule.limit}
        THEN now() + make_interval(secs => ${rule.lockSeconds})
        ELSE t.locked_until END
  `.execute(db);
}

export async function clearThrottle(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('authThrottle').where('key', '=', key).execute();
}
