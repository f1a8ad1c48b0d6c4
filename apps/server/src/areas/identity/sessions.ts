import { randomUUID } from 'node:crypto';
import { fail } from '@store/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { inRecovery, openedInRecoveryWindow } from './recovery-window.js';
import { recordSecurityEvent } from './security-events.js';
import { ACCESS_TOKEN_SECONDS, GUEST_USERNAME, hashToken, newRefreshToken, REFRESH_TOKEN_DAYS, type TokenService } from './tokens.js';

/** The auth record of spec 000 §3, as the web stores it (the spec's own field names). */
export interface AuthRecord {
  username: string;
  roles: string;
  access_token: string;
  refresh_token: string;
  expire_date: string;
  applicationIdentity: string;
  firstname: string;
  lastname: string;
  logo: string | null;
  maxvalidationtime: number;
  /**
   * The session was opened with a recovery code (the authenticator is lost) within the recovery
   * window (recovery-window.ts), and two-factor has not been set up again or turned off since: the
   * web offers both at once.
   */
  recoveryCodeUsed: boolean;
}

/** How a session's sign-in was completed when two-factor was on (`sessions.second_factor`). */
export type SecondFactorKind = 'code' | 'recovery';

export interface SignedInCustomer {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
}

export async function rolesOf(db: Kysely<Database>, customerId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('customerRoles')
    .innerJoin('roles', 'roles.id', 'customerRoles.roleId')
    .select('roles.systemName')
    .where('customerRoles.customerId', '=', customerId)
    .where('roles.active', '=', true)
    .orderBy('roles.systemName')
    .execute();
  return rows.map((r) => r.systemName);
}

async function record(
  db: Kysely<Database>,
  tokens: TokenService,
  customer: SignedInCustomer,
  sessionId: string,
  refreshToken: string,
  applicationIdentity: string,
  recoveryCodeUsed: boolean,
): Promise<AuthRecord> {
  const [roles, picture] = await Promise.all([
    rolesOf(db, customer.id),
    db.selectFrom('customers').select('avatar').where('id', '=', customer.id).executeTakeFirst(),
  ]);
  const { token, expiresAt } = tokens.sign({ sub: customer.id, sid: sessionId, username: customer.username, roles });
  return {
    username: customer.username,
    roles: roles.join(','),
    access_token: token,
    refresh_token: refreshToken,
    expire_date: expiresAt.toISOString(),
    applicationIdentity,
    firstname: customer.firstName ?? '',
    lastname: customer.lastName ?? '',
    // The customer's picture (its address in the avatars folder), which the header's avatar shows.
    logo: picture?.avatar ?? null,
    maxvalidationtime: ACCESS_TOKEN_SECONDS,
    recoveryCodeUsed,
  };
}

/**
 * Opens a session for the customer (noting how a second factor was given) and answers the auth
 * record — only while the customer's security stamp is the one the sign-in read with the password,
 * and the customer is still active and not deleted; else 401, and nothing is written.
 *
 * Why no sign-in under way survives a change that closes every (or every other) session: such a
 * change replaces the stamp *before* it revokes the sessions, in one transaction (bumpSecurityStamp).
 * - The change's stamp update first: the row is locked until it commits, so `FOR SHARE` below waits,
 *   and under READ COMMITTED re-reads the locked row's newest version — the new stamp: refused.
 * - `FOR SHARE` first: the change's stamp update waits until this session is committed; its revoke
 *   is a later statement, whose snapshot (READ COMMITTED: one per statement) holds the new session.
 *   (Revoking first, stamping second would miss it: hence "before".)
 */
export async function openSession(
  db: Kysely<Database>,
  tokens: TokenService,
  customer: SignedInCustomer & { securityStamp: string },
  applicationIdentity: string,
  secondFactor: SecondFactorKind | null = null,
): Promise<AuthRecord> {
  const sessionId = randomUUID();
  const refreshToken = newRefreshToken();
  const open = async (trx: Kysely<Database>) => {
    const current = await trx
      .selectFrom('customers')
      .select(['securityStamp', 'isActive', 'isDeleted'])
      .where('id', '=', customer.id)
      .forShare()
      .executeTakeFirst();
    if (!current || current.securityStamp !== customer.securityStamp || !current.isActive || current.isDeleted) {
      throw fail('security.error.authfailed');
    }
    await trx
      .insertInto('sessions')
      .values({
        id: sessionId,
        customerId: customer.id,
        refreshTokenHash: hashToken(refreshToken),
        expiresAt: new Date(Date.now() + REFRESH_TOKEN_DAYS * 86_400_000),
        revokedAt: null,
        secondFactor,
      })
      .execute();
  };
  await (db.isTransaction ? open(db) : db.transaction().execute(open));
  return record(db, tokens, customer, sessionId, refreshToken, applicationIdentity, secondFactor === 'recovery');
}

/**
 * A spent token presented again within this many seconds is most likely a second tab refreshing
 * at the same moment: it is refused, but the session survives.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 30;

/**
 * Trades a refresh token for a new access token and a new refresh token (rotation). The old one
 * is remembered as spent: presenting a spent token again later means it was copied, so the whole
 * session is revoked — for the thief and the owner alike, who signs in again.
 */
export async function refreshSession(db: Kysely<Database>, tokens: TokenService, refreshToken: string, applicationIdentity: string) {
  const presented = hashToken(refreshToken);
  const outcome = await db.transaction().execute(async (trx) => {
    const session = await trx
      .selectFrom('sessions')
      .innerJoin('customers', 'customers.id', 'sessions.customerId')
      .select(['sessions.id', 'sessions.revokedAt', 'sessions.expiresAt', 'sessions.secondFactor', 'customers.id as customerId'])
      .select('customers.twoFactorEnabled')
      .select(openedInRecoveryWindow('sessions.createdAt').as('inRecoveryWindow'))
      .select(['customers.username', 'customers.firstName', 'customers.lastName', 'customers.isActive', 'customers.isDeleted'])
      .where('sessions.refreshTokenHash', '=', presented)
      .forUpdate(['sessions'])
      .executeTakeFirst();
    if (!session) {
      const spent = await trx
        .selectFrom('spentRefreshTokens')
        .select('sessionId')
        .where('tokenHash', '=', presented)
        .where('spentAt', '<', sql<Date>`now() - make_interval(secs => ${REFRESH_REUSE_GRACE_SECONDS})`)
        .executeTakeFirst();
      if (spent) {
        await trx
          .updateTable('sessions')
          .set({ revokedAt: sql`now()` })
          .where('id', '=', spent.sessionId)
          .where('revokedAt', 'is', null)
          .execute();
      }
      return null;
    }
    if (session.revokedAt || session.expiresAt.getTime() <= Date.now() || !session.isActive || session.isDeleted) return null;
    const next = newRefreshToken();
    await trx.insertInto('spentRefreshTokens').values({ tokenHash: presented, sessionId: session.id }).execute();
    await trx
      .updateTable('sessions')
      .set({ refreshTokenHash: hashToken(next) })
      .where('id', '=', session.id)
      .execute();
    const customer = { id: session.customerId, username: session.username, firstName: session.firstName, lastName: session.lastName };
    const recoveryCodeUsed = inRecovery(session.secondFactor, session.twoFactorEnabled, session.inRecoveryWindow);
    return { customer, sessionId: session.id, next, recoveryCodeUsed };
  });
  // Thrown after the transaction so that revoking a reused token's session is committed.
  if (!outcome) throw fail('security.error.tokenfailed');
  return record(db, tokens, outcome.customer, outcome.sessionId, outcome.next, applicationIdentity, outcome.recoveryCodeUsed);
}

/** A guest's auth record: a signed token naming no user and no session (spec 000 §4: not authenticated). */
export function guestRecord(tokens: TokenService, applicationIdentity: string): AuthRecord {
  const { token, expiresAt } = tokens.sign({ sub: 0, sid: '', username: GUEST_USERNAME, roles: [], guest: true });
  return {
    username: GUEST_USERNAME,
    roles: '',
    access_token: token,
    refresh_token: '',
    expire_date: expiresAt.toISOString(),
    applicationIdentity,
    firstname: '',
    lastname: '',
    logo: null,
    maxvalidationtime: ACCESS_TOKEN_SECONDS,
    recoveryCodeUsed: false,
  };
}

/** Closes this session, or every session of the customer (recorded: the account's security page lists it). */
export async function closeSessions(db: Kysely<Database>, customerId: number, sessionId: string, allDevices: boolean) {
  if (!allDevices) {
    await db
      .updateTable('sessions')
      .set({ revokedAt: new Date() })
      .where('id', '=', sessionId)
      .where('customerId', '=', customerId)
      .where('revokedAt', 'is', null)
      .execute();
    return;
  }
  await db.transaction().execute(async (trx) => {
    await revokeEverySession(trx, customerId);
    await recordSecurityEvent(trx, { customerId, kind: 'signedoutall' });
  });
}

/**
 * Replaces the customer's security stamp: a sign-in that read the old one opens no session, and
 * device cookies signed with it are no longer known devices. Called inside the transaction that
 * closes sessions, before the closing write (why "before": see openSession).
 */
export async function bumpSecurityStamp(db: Kysely<Database>, customerId: number) {
  await db.updateTable('customers').set({ securityStamp: sql<string>`gen_random_uuid()` }).where('id', '=', customerId).execute();
}

/** Ends every session of the customer, inside the caller's transaction (an administrator's reset records its own event). */
export async function revokeEverySession(db: Kysely<Database>, customerId: number) {
  await bumpSecurityStamp(db, customerId);
  await db
    .updateTable('sessions')
    .set({ revokedAt: new Date() })
    .where('customerId', '=', customerId)
    .where('revokedAt', 'is', null)
    .execute();
}

/** Closes every session of the customer except one (after a password change), inside the caller's transaction. */
export async function closeOtherSessions(db: Kysely<Database>, customerId: number, keepSessionId: string) {
  await bumpSecurityStamp(db, customerId);
  await db
    .updateTable('sessions')
    .set({ revokedAt: new Date() })
    .where('customerId', '=', customerId)
    .where('id', '!=', keepSessionId)
    .where('revokedAt', 'is', null)
    .execute();
}
