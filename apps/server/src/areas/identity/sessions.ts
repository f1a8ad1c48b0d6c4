import { randomUUID } from 'node:crypto';
import { fail } from '@store/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
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
}

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
): Promise<AuthRecord> {
  const roles = await rolesOf(db, customer.id);
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
    logo: null,
    maxvalidationtime: ACCESS_TOKEN_SECONDS,
  };
}

/** Opens a session for the customer and answers the auth record. */
export async function openSession(
  db: Kysely<Database>,
  tokens: TokenService,
  customer: SignedInCustomer,
  applicationIdentity: string,
): Promise<AuthRecord> {
  const sessionId = randomUUID();
  const refreshToken = newRefreshToken();
  await db
    .insertInto('sessions')
    .values({
      id: sessionId,
      customerId: customer.id,
      refreshTokenHash: hashToken(refreshToken),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_DAYS * 86_400_000),
      revokedAt: null,
    })
    .execute();
  return record(db, tokens, customer, sessionId, refreshToken, applicationIdentity);
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
      .select(['sessions.id', 'sessions.revokedAt', 'sessions.expiresAt', 'customers.id as customerId'])
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
    return { customer, sessionId: session.id, next };
  });
  // Thrown after the transaction so that revoking a reused token's session is committed.
  if (!outcome) throw fail('security.error.tokenfailed');
  return record(db, tokens, outcome.customer, outcome.sessionId, outcome.next, applicationIdentity);
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
  };
}

/** Closes this session, or every session of the customer. */
export async function closeSessions(db: Kysely<Database>, customerId: number, sessionId: string, allDevices: boolean) {
  let query = db.updateTable('sessions').set({ revokedAt: new Date() }).where('customerId', '=', customerId).where('revokedAt', 'is', null);
  if (!allDevices) query = query.where('id', '=', sessionId);
  await query.execute();
}

/** Closes every session of the customer except one (after a password change). */
export async function closeOtherSessions(db: Kysely<Database>, customerId: number, keepSessionId: string) {
  await db
    .updateTable('sessions')
    .set({ revokedAt: new Date() })
    .where('customerId', '=', customerId)
    .where('id', '!=', keepSessionId)
    .where('revokedAt', 'is', null)
    .execute();
}
