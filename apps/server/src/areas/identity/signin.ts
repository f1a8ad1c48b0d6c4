import { DomainError, fail } from '@store/domain';
import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import { type DeviceCookies, passwordCredential } from './device-cookie.js';
import { decoyHash, verifyPassword } from './password.js';
import { verifySecondFactor } from './second-factor.js';
import { type AuthRecord, openSession, type SecondFactorKind } from './sessions.js';
import { takeSigninAttempt } from './signin-throttle.js';

export interface SigninInput {
  username: string;
  password: string;
  pinCode?: string | undefined;
  recoveryCode?: string | undefined;
}

/** Where a sign-in comes from: the client's address, its application and its device cookies. */
export interface SigninClient {
  address: string;
  appIdentity: string;
  devices: DeviceCookies;
  cookieHeader: string | undefined;
}

/**
 * Password, then the second factor when the account has one. The customer (and the security stamp
 * the session will be opened under) is read first, so that a device cookie is trusted only while it
 * was signed with the current password; then every attempt is taken from an allowance before anything
 * is checked — a known device's own, else the account's for unknown clients and the address's
 * (signin-throttle.ts) — so bursts cannot outrun the limit. An unknown user and a wrong password
 * cost the same (a decoy hash) and answer the same, so accounts cannot be enumerated. Answers the
 * auth record and the credential the device cookie of this sign-in is to be signed with.
 */
export async function signin(
  ctx: AppContext,
  input: SigninInput,
  client: SigninClient,
): Promise<{ record: AuthRecord; credential: string }> {
  const customer = await ctx.db
    .selectFrom('customers')
    .select(['id', 'username', 'passwordHash', 'firstName', 'lastName', 'isActive', 'twoFactorEnabled', 'securityStamp'])
    .where(sql`lower(username)`, '=', input.username.toLowerCase())
    .where('isDeleted', '=', false)
    .executeTakeFirst();
  const credential = customer ? passwordCredential(customer.passwordHash) : '';
  const device = customer ? client.devices.read(client.cookieHeader, input.username, credential, ctx.now()) : null;
  const attempt = await takeSigninAttempt(ctx.db, input.username, client.address, device);

  const passwordOk = await verifyPassword(input.password, customer?.passwordHash ?? (await decoyHash()));
  if (!customer || !passwordOk) throw fail('security.error.authfailed');
  // Only someone who knows the password learns that the account is switched off.
  if (!customer.isActive) throw new DomainError('security.error.customerinactive', 401);

  let secondFactor: SecondFactorKind | null = null;
  if (customer.twoFactorEnabled) {
    if (!input.pinCode && !input.recoveryCode) throw new DomainError('security.error.twofactorrequired', 401);
    secondFactor = await verifySecondFactor(ctx, customer.id, input, ctx.now());
  }
  // Refused (401) when the password, two-factor or the sessions changed since the read above; a
  // session opened with a recovery code may set up a new authenticator or turn two-factor off.
  const record = await openSession(ctx.db, ctx.tokens, customer, client.appIdentity, secondFactor);
  await attempt.succeeded();
  return { record, credential };
}
