import { DomainError } from '@store/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

/** At most `limit` attempts in any `windowSeconds`-long interval: a sliding window, with no edge. */
export interface ThrottleRule {
  readonly name: string;
  readonly limit: number;
  readonly windowSeconds: number;
  /** Message key of the refusal (default: too many failed attempts). */
  readonly code?: string;
}

/**
 * Per account, for clients it does not know (no valid device cookie for it, see device-cookie.ts):
 * strangers' guesses are limited, and lock out only strangers.
 */
export const SIGNIN_PER_ACCOUNT: ThrottleRule = { name: 'signin-account', limit: 5, windowSeconds: 900 };
/** Per known device (its device cookie's nonce): a device used for guessing locks only itself. */
export const SIGNIN_PER_DEVICE: ThrottleRule = { name: 'signin-device', limit: 5, windowSeconds: 900 };
/** Per address: guessing across many accounts from one address is stopped too. */
export const SIGNIN_PER_ADDRESS: ThrottleRule = { name: 'signin-address', limit: 30, windowSeconds: 900 };
/** Registrations from one address. */
export const REGISTER_PER_ADDRESS: ThrottleRule = { name: 'register-address', limit: 10, windowSeconds: 3600 };

/** Starting two-factor set-up renders a QR code and writes a secret: a costly call, limited per account. */
export const TWO_FACTOR_SETUP_PER_ACCOUNT: ThrottleRule = {
  name: 'twofactor-setup',
  limit: 10,
  windowSeconds: 3600,
  code: 'security.error.toomanyrequests',
};

/** A customer's picture uploads: each takes room in the store's storage (issue 12's review). */
export const AVATAR_UPLOADS_PER_ACCOUNT: ThrottleRule = {
  name: 'avatar-upload',
  limit: 10,
  windowSeconds: 3600,
  code: 'security.error.toomanyrequests',
};

/** Attachments a signed-in user uploads for tickets (issue 12): enough for a few tickets' files an hour, not to fill the store. */
export const TICKET_UPLOADS_PER_ACCOUNT: ThrottleRule = {
  name: 'ticket-upload',
  limit: 20,
  windowSeconds: 3600,
  code: 'security.error.toomanyrequests',
};

/** Files a signed-in customer uploads for their own file-upload attributes (a CV, a scan): a few an hour. */
export const ATTRIBUTE_UPLOADS_PER_ACCOUNT: ThrottleRule = {
  name: 'attribute-upload',
  limit: 20,
  windowSeconds: 3600,
  code: 'security.error.toomanyrequests',
};

/** Pictures a signed-in customer uploads for the products they add (issue 13): a few products' worth an hour. */
export const PRODUCT_PICTURE_UPLOADS_PER_ACCOUNT: ThrottleRule = {
  name: 'product-picture-upload',
  limit: 40,
  windowSeconds: 3600,
  code: 'security.error.toomanyrequests',
};

/**
 * Changes of one's own national code: a change answers whether another customer holds the code
 * (the unique key), so a customer may ask only this often (issue 12's review).
 */
export const NATIONAL_CODE_CHANGES_PER_ACCOUNT: ThrottleRule = {
  name: 'nationalcode-change',
  limit: 5,
  windowSeconds: 86_400,
  code: 'security.error.toomanyrequests',
};

/**
 * Step-up: a signed-in session confirming its password before a sensitive change. A stolen session
 * can guess only this often, and its guesses never lock the owner's sign-in.
 */
export const STEP_UP_PER_SESSION: ThrottleRule = { name: 'stepup-session', limit: 5, windowSeconds: 900 };

/**
 * Every step-up call of a session, right password or not (a success does not give it back): each
 * costs a password hash, and with the right password `changeEmail` would otherwise answer "is this
 * e-mail registered?" without end. As many as registrations allow one address (which answer as much).
 */
export const STEP_UP_CALLS_PER_SESSION: ThrottleRule = {
  name: 'stepup-calls',
  limit: 10,
  windowSeconds: 3600,
  code: 'security.error.toomanyrequests',
};

export const throttleKey = (rule: ThrottleRule, subject: string) => `${rule.name}:${subject.toLowerCase()}`;

/** Namespace of the throttle's advisory locks (the two-number form never meets a one-number lock). */
const LOCK_SPACE = 9009;
/** Expired attempts of any key removed per attempt taken, so keys never used again do not pile up. */
const SWEEP = 50;

/**
 * Takes one attempt from the key's allowance *before* the costly check it guards (a password hash,
 * a code). While the key has `limit` attempts younger than `windowSeconds`, the attempt is refused
 * (and not recorded) with 429 `security.error.lockedout` and the minutes until the oldest of them
 * leaves the window. State lives in the database, so every process sharing it enforces the same
 * limits; attempts on one key are serialised, so a burst of concurrent ones cannot slip past.
 */
export async function takeAttempt(db: Kysely<Database>, rule: ThrottleRule, key: string): Promise<void> {
  await takeAttempts(db, [[rule, key]]);
}

/**
 * One attempt from each key, all or none: an attempt refused by one key (an account locked for
 * strangers) is not charged to the others (the address it came from).
 */
export async function takeAttempts(db: Kysely<Database>, claims: readonly (readonly [ThrottleRule, string])[]): Promise<void> {
  const take = async (trx: Kysely<Database>) => {
    // A transaction-level lock per key, always in the same order (two keys never deadlock).
    for (const key of [...new Set(claims.map(([, k]) => k))].sort()) {
      await sql`SELECT pg_advisory_xact_lock(${sql.lit(LOCK_SPACE)}, hashtext(${key}))`.execute(trx);
    }
    for (const [rule, key] of claims) {
      // The key's expired attempts go as it is used, so its cost does not grow with its history.
      const { rows } = await sql<{ taken: number; seconds: string | null }>`
        WITH pruned AS (DELETE FROM auth_throttle WHERE key = ${key} AND expires_at <= statement_timestamp())
        SELECT count(*)::int AS taken, ceil(extract(epoch FROM min(expires_at) - statement_timestamp())) AS seconds
        FROM auth_throttle WHERE key = ${key} AND expires_at > statement_timestamp()
      `.execute(trx);
      const full = rows[0];
      if (full && full.taken >= rule.limit) {
        const minutes = Math.max(1, Math.ceil(Number(full.seconds ?? 0) / 60));
        throw new DomainError(rule.code ?? 'security.error.lockedout', 429, { minutes });
      }
    }
    const attempts = claims.map(([rule, key]) => sql`(${key}, statement_timestamp() + make_interval(secs => ${rule.windowSeconds}))`);
    await sql`INSERT INTO auth_throttle (key, expires_at) VALUES ${sql.join(attempts)}`.execute(trx);
    // Keys nobody uses again (a stranger's made-up user name) are swept a few rows at a time;
    // SKIP LOCKED: never wait for, nor deadlock with, another key's attempt.
    await sql`
      DELETE FROM auth_throttle WHERE ctid = ANY(ARRAY(
        SELECT ctid FROM auth_throttle WHERE expires_at <= statement_timestamp() LIMIT ${SWEEP} FOR UPDATE SKIP LOCKED))
    `.execute(trx);
  };
  await (db.isTransaction ? take(db) : db.transaction().execute(take));
}

/** A success ends the key's count (a session's step-up, a known device). */
export async function clearThrottle(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('authThrottle').where('key', '=', key).execute();
}

/**
 * A success gives its attempt back to a shared key (an address many people sign in from): the
 * key's newest attempt, which is this one's or as good (it would have left the window last).
 */
export async function giveBack(db: Kysely<Database>, key: string): Promise<void> {
  await sql`
    DELETE FROM auth_throttle WHERE ctid = ANY(ARRAY(
      SELECT ctid FROM auth_throttle WHERE key = ${key} AND expires_at > statement_timestamp()
      ORDER BY expires_at DESC LIMIT 1 FOR UPDATE SKIP LOCKED))
  `.execute(db);
}
