import { DomainError } from '@store/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

/** `limit` failures within `windowSeconds` lock the key for `lockSeconds`. */
export interface ThrottleRule {
  readonly name: string;
  readonly limit: number;
  readonly windowSeconds: number;
  readonly lockSeconds: number;
  /** Message key of the refusal (default: too many failed attempts). */
  readonly code?: string;
}

/** Per account: a few wrong passwords lock that account for a while (and say so). */
export const SIGNIN_PER_ACCOUNT: ThrottleRule = { name: 'signin-account', limit: 5, windowSeconds: 900, lockSeconds: 900 };
/** Per address: guessing across many accounts from one address is stopped too. */
export const SIGNIN_PER_ADDRESS: ThrottleRule = { name: 'signin-address', limit: 30, windowSeconds: 900, lockSeconds: 900 };
/** Registrations from one address. */
export const REGISTER_PER_ADDRESS: ThrottleRule = { name: 'register-address', limit: 10, windowSeconds: 3600, lockSeconds: 3600 };

/** Starting two-factor set-up renders a QR code and writes a secret: a costly call, limited per account. */
export const TWO_FACTOR_SETUP_PER_ACCOUNT: ThrottleRule = {
  name: 'twofactor-setup',
  limit: 10,
  windowSeconds: 3600,
  lockSeconds: 3600,
  code: 'security.error.toomanyrequests',
};

export const throttleKey = (rule: ThrottleRule, subject: string) => `${rule.name}:${subject.toLowerCase()}`;

/**
 * Takes one attempt from the key's allowance *before* the costly check it guards (a password hash,
 * a code), in one atomic statement: a burst of concurrent attempts cannot slip past the limit.
 * The attempt after the `limit`-th within the window locks the key; while locked, every attempt
 * is refused with 429 `security.error.lockedout` and the minutes left. State lives in the
 * database, so every process sharing it enforces the same limits.
 */
export async function takeAttempt(db: Kysely<Database>, rule: ThrottleRule, key: string): Promise<void> {
  const lock = sql`make_interval(secs => ${rule.lockSeconds})`;
  const fresh = sql`(t.window_started_at < now() - make_interval(secs => ${rule.windowSeconds}) AND (t.locked_until IS NULL OR t.locked_until <= now()))`;
  const count = sql`(CASE WHEN ${fresh} THEN 1 ELSE t.failures + 1 END)`;
  const { rows } = await sql<{ seconds: string | null }>`
    INSERT INTO auth_throttle AS t (key, failures, window_started_at, locked_until)
    VALUES (${key}, 1, now(), CASE WHEN 1 > ${rule.limit} THEN now() + ${lock} END)
    ON CONFLICT (key) DO UPDATE SET
      failures = ${count},
      window_started_at = CASE WHEN ${fresh} THEN now() ELSE t.window_started_at END,
      locked_until = CASE
        WHEN t.locked_until > now() THEN t.locked_until
        WHEN ${count} > ${rule.limit} THEN now() + ${lock}
        ELSE NULL END
    RETURNING ceil(extract(epoch from t.locked_until - now())) AS seconds
  `.execute(db);
  const seconds = Number(rows[0]?.seconds ?? 0);
  if (seconds > 0) throw new DomainError(rule.code ?? 'security.error.lockedout', 429, { minutes: Math.ceil(seconds / 60) });
}

/** A success ends the account's count. */
export async function clearThrottle(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('authThrottle').where('key', '=', key).execute();
}

/** A success gives its attempt back to a shared key (an address many people sign in from). */
export async function giveBack(db: Kysely<Database>, key: string): Promise<void> {
  await sql`UPDATE auth_throttle SET failures = greatest(failures - 1, 0) WHERE key = ${key} AND (locked_until IS NULL OR locked_until <= now())`.execute(
    db,
  );
}
