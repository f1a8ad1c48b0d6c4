import { DomainError, fail } from '@store/domain';
import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import { decoyHash, verifyPassword } from './password.js';
import { openSession } from './sessions.js';
import { clearThrottle, giveBack, SIGNIN_PER_ACCOUNT, SIGNIN_PER_ADDRESS, takeAttempt, throttleKey } from './throttle.js';
import { verifySecondFactor } from './two-factor-service.js';

export interface SigninInput {
  username: string;
  password: string;
  pinCode?: string | undefined;
  recoveryCode?: string | undefined;
}

/**
 * Password, then the second factor when the account has one. Every attempt is taken from the
 * account's and the address's allowance before anything is checked (a success gives it back), so
 * bursts cannot outrun the limit; an unknown user and a wrong password cost the same and answer the
 * same, so accounts cannot be enumerated.
 */
export async function signin(ctx: AppContext, input: SigninInput, address: string, appIdentity: string) {
  const accountKey = throttleKey(SIGNIN_PER_ACCOUNT, input.username);
  const addressKey = throttleKey(SIGNIN_PER_ADDRESS, address);
  await takeAttempt(ctx.db, SIGNIN_PER_ADDRESS, addressKey);
  await takeAttempt(ctx.db, SIGNIN_PER_ACCOUNT, accountKey);

  const customer = await ctx.db
    .selectFrom('customers')
    .select(['id', 'username', 'passwordHash', 'firstName', 'lastName', 'isActive', 'twoFactorEnabled'])
    .where(sql`lower(username)`, '=', input.username.toLowerCase())
    .where('isDeleted', '=', false)
    .executeTakeFirst();
  const passwordOk = await verifyPassword(input.password, customer?.passwordHash ?? (await decoyHash()));
  if (!customer || !passwordOk) throw fail('security.error.authfailed');
  // Only someone who knows the password learns that the account is switched off.
  if (!customer.isActive) throw new DomainError('security.error.customerinactive', 401);

  if (customer.twoFactorEnabled) {
    if (!input.pinCode && !input.recoveryCode) throw new DomainError('security.error.twofactorrequired', 401);
    await verifySecondFactor(ctx.db, customer.id, input, ctx.now());
  }
  await clearThrottle(ctx.db, accountKey);
  await giveBack(ctx.db, addressKey);
  return openSession(ctx.db, ctx.tokens, customer, appIdentity);
}
