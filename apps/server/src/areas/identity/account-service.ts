import { AUTHENTICATED_ROLE, DomainError, type FieldIssue, fail } from '@store/domain';
import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import { hashPassword, verifyPassword } from './password.js';
import { closeOtherSessions, openSession } from './sessions.js';
import { clearThrottle, REGISTER_PER_ADDRESS, SIGNIN_PER_ACCOUNT, takeAttempt, throttleKey } from './throttle.js';

export interface RegisterInput {
  username: string;
  password: string;
  email?: string | null | undefined;
  mobile?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
}

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

const exists = (field: string, code: string) => new DomainError(code, 409, undefined, { [field]: { code } satisfies FieldIssue });

/** Which unique value a new customer would repeat, checked before writing (the indexes still guard races). */
async function duplicateOf(ctx: AppContext, username: string, email: string | null, mobile: string | null) {
  const taken = await ctx.db
    .selectFrom('customers')
    .select(['username', 'email', 'mobile'])
    .where((eb) =>
      eb.or([
        eb(sql`lower(username)`, '=', username.toLowerCase()),
        ...(email ? [eb(sql`lower(email)`, '=', email.toLowerCase())] : []),
        ...(mobile ? [eb('mobile', '=', mobile)] : []),
      ]),
    )
    .execute();
  if (taken.some((c) => c.username.toLowerCase() === username.toLowerCase())) return exists('username', 'customer.error.usernameexists');
  if (email && taken.some((c) => c.email?.toLowerCase() === email.toLowerCase())) return exists('email', 'customer.error.emailexists');
  if (mobile && taken.some((c) => c.mobile === mobile)) return exists('mobile', 'customer.error.mobileexists');
  return null;
}

/** Registers a customer with the `authenticated` role and signs them in. */
export async function register(ctx: AppContext, input: RegisterInput, address: string, appIdentity: string) {
  // Every attempt counts, taken or not: probing which names exist is limited too.
  await takeAttempt(ctx.db, REGISTER_PER_ADDRESS, throttleKey(REGISTER_PER_ADDRESS, address));
  const email = blankToNull(input.email);
  const mobile = blankToNull(input.mobile);
  const duplicate = await duplicateOf(ctx, input.username, email, mobile);
  if (duplicate) throw duplicate;
  const passwordHash = await hashPassword(input.password);
  try {
    // The customer, their role and their first session: all or nothing.
    return await ctx.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('customers')
        .values({
          username: input.username,
          passwordHash,
          email,
          mobile,
          firstName: blankToNull(input.firstName),
          lastName: blankToNull(input.lastName),
        })
        .returning(['id', 'username', 'firstName', 'lastName'])
        .executeTakeFirstOrThrow();
      await sql`INSERT INTO customer_roles (customer_id, role_id) SELECT ${row.id}, id FROM roles WHERE lower(system_name) = ${AUTHENTICATED_ROLE}`.execute(
        trx,
      );
      return openSession(trx, ctx.tokens, row, appIdentity);
    });
  } catch (error) {
    // Two registrations racing for one name: the unique index decides, the loser is told plainly.
    const raced = await duplicateOf(ctx, input.username, email, mobile);
    throw raced ?? error;
  }
}

export interface ChangePasswordInput {
  currentPassword: string;
  password: string;
}

/**
 * Changes the password and signs out every other session of the customer. Guesses of the current
 * password count against the same allowance as sign-in, so a stolen session cannot try them fast.
 */
export async function changePassword(ctx: AppContext, customerId: number, sessionId: string, input: ChangePasswordInput) {
  const customer = await ctx.db
    .selectFrom('customers')
    .select(['passwordHash', 'username'])
    .where('id', '=', customerId)
    .executeTakeFirst();
  if (!customer) throw fail('security.error.customernotfound');
  const accountKey = throttleKey(SIGNIN_PER_ACCOUNT, customer.username);
  await takeAttempt(ctx.db, SIGNIN_PER_ACCOUNT, accountKey);
  if (!(await verifyPassword(input.currentPassword, customer.passwordHash))) {
    throw new DomainError('security.error.wrongpassword', 400, undefined, { currentPassword: { code: 'security.error.wrongpassword' } });
  }
  if (input.currentPassword === input.password) {
    throw new DomainError('security.error.passwordnotchanged', 400, undefined, { password: { code: 'security.error.passwordnotchanged' } });
  }
  const passwordHash = await hashPassword(input.password);
  // All or nothing: a crash must not leave the new password in force with the old sessions open.
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('customers').set({ passwordHash, updatedAt: new Date() }).where('id', '=', customerId).execute();
    await clearThrottle(trx, accountKey);
    await closeOtherSessions(trx, customerId, sessionId);
  });
  return { changed: true as const };
}
