import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ACCESS_TOKEN_SECONDS, hashToken, newRefreshToken, REFRESH_TOKEN_DAYS, type TokenService } from './tokens.js';

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

/** Opens a session for the customer and answers the auth record. */
export async function openSession(
  db: Kysely<Database>,
  tokens: TokenService,
  customer: SignedInCustomer,
  applicationIdentity: string,
): Promise<AuthRecord> {
  const roles = await rolesOf(db, customer.id);
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

/** Closes this session, or every session of the customer. */
export async function closeSessions(db: Kysely<Database>, customerId: number, sessionId: string, allDevices: boolean) {
  let query = db.updateTable('sessions').set({ revokedAt: new Date() }).where('customerId', '=', customerId).where('revokedAt', 'is', null);
  if (!allDevices) query = query.where('id', '=', sessionId);
  await query.execute();
}
