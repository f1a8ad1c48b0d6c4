import { AUTHENTICATED_ROLE, DomainError, type FieldIssue } from '@store/domain';
import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import { clientKey } from '../../http/client-address.js';
import type { AccountSession } from './account-session.js';
import { passwordCredential } from './device-cookie.js';
import { hashPassword } from './password.js';
import type { SecondFactor } from './second-factor.js';
import { recordSecurityEvent } from './security-events.js';
import { closeOtherSessions, openSession } from './sessions.js';
import { confirmPassword } from './step-up.js';
import { REGISTER_PER_ADDRESS, takeAttempt, throttleKey } from './throttle.js';

export interface RegisterInput {
  username: string;
  password: string;
  email?: string | null | undefined;
  mobile?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
}

export const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

export const exists = (field: string, code: string) => new DomainError(code, 409, undefined, { [field]: { code } satisfies FieldIssue });

/** The unique values of a customer about to be written. */
interface UniqueValues {
  username: string;
  email: string | null;
  mobile: string | null;
  nationalCode?: string | null;
}

/**
 * Which unique value a new customer would repeat, checked before writing (the indexes still guard
 * races). A deleted customer's values are free again, as the unique indexes say (migration 0034).
 */
async function duplicateOf(ctx: AppContext, { username, email, mobile, nationalCode = null }: UniqueValues) {
  const taken = await ctx.db
    .selectFrom('customers')
    .select(['username', 'email', 'mobile', 'nationalCode'])
    .where('isDeleted', '=', false)
    .where((eb) =>
      eb.or([
        eb(sql`lower(username)`, '=', username.toLowerCase()),
        ...(email ? [eb(sql`lower(email)`, '=', email.toLowerCase())] : []),
        ...(mobile ? [eb('mobile', '=', mobile)] : []),
        ...(nationalCode ? [eb('nationalCode', '=', nationalCode)] : []),
      ]),
    )
    .execute();
  if (taken.some((c) => c.username.toLowerCase() === username.toLowerCase())) return exists('username', 'customer.error.usernameexists');
  if (email && taken.some((c) => c.email?.toLowerCase() === email.toLowerCase())) return exists('email', 'customer.error.emailexists');
  if (mobile && taken.some((c) => c.mobile === mobile)) return exists('mobile', 'customer.error.mobileexists');
  if (nationalCode && taken.some((c) => c.nationalCode === nationalCode))
    return exists('nationalCode', 'customer.error.nationalcodeexists');
  return null;
}

/**
 * The (not deleted) customer holding this e-mail (any letter case) or mobile, the oldest first:
 * the wizard's identity check. It agrees with what a save then answers: `duplicateOf` and the
 * unique indexes leave deleted customers out too, so a value it finds free can be taken.
 */
export function customerByContact(ctx: AppContext, email: string | undefined, mobile: string | undefined) {
  return ctx.db
    .selectFrom('customers')
    .select(['id', 'username', 'email', 'mobile', 'firstName', 'lastName'])
    .where('isDeleted', '=', false)
    .where((eb) =>
      eb.or([...(email ? [eb(sql`lower(email)`, '=', email.toLowerCase())] : []), ...(mobile ? [eb('mobile', '=', mobile)] : [])]),
    )
    .orderBy('id')
    .executeTakeFirst();
}

/** A customer as an administrator's wizard creates one (issue 12): sign-in data, a first password and the profile. */
export interface NewCustomerInput extends RegisterInput {
  nationalCode?: string | null | undefined;
  gender?: string | null | undefined;
  dateOfBirth?: string | null | undefined;
  avatar?: string | null | undefined;
}

/**
 * Inserts a customer with the `authenticated` role, then runs `then` in the same transaction (a
 * registration's first session): all or nothing. Each unique value is checked first, so the usual
 * refusal names the field; two inserts racing for one value are decided by the unique index and
 * the loser is told which value the same way.
 */
async function insertCustomer<T>(
  ctx: AppContext,
  input: NewCustomerInput,
  ownerId: number | null,
  then: (trx: AppContext['db'], id: number) => Promise<T>,
): Promise<T> {
  const unique = {
    username: input.username,
    email: blankToNull(input.email),
    mobile: blankToNull(input.mobile),
    nationalCode: blankToNull(input.nationalCode),
  };
  const duplicate = await duplicateOf(ctx, unique);
  if (duplicate) throw duplicate;
  const passwordHash = await hashPassword(input.password);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('customers')
        .values({
          ...unique,
          passwordHash,
          firstName: blankToNull(input.firstName),
          lastName: blankToNull(input.lastName),
          gender: input.gender ?? null,
          dateOfBirth: input.dateOfBirth ?? null,
          avatar: blankToNull(input.avatar),
          ...(ownerId === null ? {} : { ownerId }),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await sql`INSERT INTO customer_roles (customer_id, role_id) SELECT ${row.id}, id FROM roles WHERE lower(system_name) = ${AUTHENTICATED_ROLE}`.execute(
        trx,
      );
      return then(trx, row.id);
    });
  } catch (error) {
    throw (await duplicateOf(ctx, unique)) ?? error;
  }
}

/** Creates a customer owned by the administrator who made them (`getMyCustomers` lists them). */
export function createCustomer(ctx: AppContext, input: NewCustomerInput, ownerId: number): Promise<number> {
  return insertCustomer(ctx, input, ownerId, async (_trx, id) => id);
}

/** Registers a customer with the `authenticated` role and signs them in. */
export async function register(ctx: AppContext, input: RegisterInput, address: string, appIdentity: string) {
  // Every attempt counts, taken or not: probing which names exist is limited too.
  await takeAttempt(ctx.db, REGISTER_PER_ADDRESS, throttleKey(REGISTER_PER_ADDRESS, clientKey(address)));
  // Only what a registration may set: never a national code or a picture sent along.
  const { username, password, email, mobile, firstName, lastName } = input;
  return insertCustomer(ctx, { username, password, email, mobile, firstName, lastName }, null, async (trx, id) => {
    const row = await trx
      .selectFrom('customers')
      .select(['id', 'username', 'firstName', 'lastName', 'securityStamp'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return openSession(trx, ctx.tokens, row, appIdentity);
  });
}

export interface ChangePasswordInput extends SecondFactor {
  currentPassword: string;
  password: string;
}

/**
 * Changes the password and signs out every other session of the customer. The current password is
 * checked as every sensitive change checks it (step-up: and a code while two-factor is on): guesses
 * are taken from the session's own allowance, so a stolen session can try only a few and cannot
 * lock the owner's sign-in.
 */
export async function changePassword(ctx: AppContext, session: AccountSession, input: ChangePasswordInput) {
  // Before the step-up, so that no recovery code is spent on a change that cannot be made.
  if (input.currentPassword === input.password) {
    throw new DomainError('security.error.passwordnotchanged', 400, undefined, { password: { code: 'security.error.passwordnotchanged' } });
  }
  const { currentPassword, pinCode, recoveryCode } = input;
  await confirmPassword(ctx, session, { password: currentPassword, pinCode, recoveryCode }, { field: 'currentPassword' });
  const passwordHash = await hashPassword(input.password);
  const { customerId } = session;
  // All or nothing: a crash must not leave the new password in force with the old sessions open.
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('customers').set({ passwordHash, updatedAt: new Date() }).where('id', '=', customerId).execute();
    await closeOtherSessions(trx, customerId, session.sessionId);
    await recordSecurityEvent(trx, { customerId, kind: 'passwordchanged' });
  });
  // Devices known before are strangers now (device-cookie.ts): this one gets a cookie for the new password.
  return { changed: true as const, credential: passwordCredential(passwordHash) };
}
