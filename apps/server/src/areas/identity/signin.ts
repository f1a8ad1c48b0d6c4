import { DomainError, fail } from '@store/domain';
import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import { decoyHash, verifyPassword } from './password.js';
import { openSession } from './sessions.js';
import { assertNotLocked, clearThrottle, recordFailure, SIGNIN_PER_ACCOUNT, SIGNIN_PER_ADDRESS, throttleKey } from './throttle.js';
import { verifySecondFactor } from './two-factor-service.js';

export interface SigninInput {
  username: string;
  password: string;
  pinCode?: string | undefined;
  recoveryCode?: string | undefined;
}

/**
 * Password, then the second factor when the account has one. Failures count against the account
 * and the caller's address (locked for a while at the limit); an unknown user and a wrong password
 * cost the same and answer the same, so accounts cannot be enumerated.
 */
export async function signin(ctx: AppContext, input: SigninInput, address: string, appIdentity: string) {
  const accountKey = throttleKey(SIGNIN_PER_ACCOUNT, input.username);
  const addressKey = throttleKey(SIGNIN_PER_ADDRESS, address);
  await assertNotLocked(ctx.db, [accountKey, addressKey]);
  const failed = async (error: DomainError) => {
    await recordFailure(ctx.db, SIGNIN_PER_ACCOUNT, accountKey);
    await recordFailure(ctx.db, SIGNIN_PER_ADDRESS, addressKey);
    return error;
  };

  const customer = await ctx.db
    .selectFrom('customers')
    .select(['id', 'username', 'passwordHash', 'firstName', 'lastName', 'isActive', 'twoFactorEnabled'])
    .where(sql`lower(username)`, '=', input.username.toLowerCase())
    .where('isDeleted', '=', false)
    .executeTakeFirst();
  const passwordOk = await verifyPassword(input.password, customer?.passwordHash ?? (await decoyHash()));
  if (!customer || !passwordOk) throw await failed(fail('security.error.authfailed'));
  // Only someone who knows the password learns that the account is switched off.
  if (!customer.isActive) throw new DomainError('security.error.customerinactive', 401);

  if (customer.twoFactorEnabled) {
    if (!input.pinCode && !input.recoveryCode) throw new DomainError('security.error.twofactorrequired', 401);
    try {
      await verifySecondFactor(ctx.db, customer.id, input, ctx.now());
    } catch (error) {
      throw error instanceof DomainError ? await failed(error) : error;
    }
  }
  await clearThrottle(ctx.db, accountKey);
  return openSession(ctx.db, ctx.tokens, customer, appIdentity);
}
