import type { AppContext } from '../../context.js';
import { blankToNull, exists } from './account-service.js';
import type { AccountSession } from './account-session.js';
import { recordSecurityEvent } from './security-events.js';
import { confirmPassword, type StepUp } from './step-up.js';

/** How a contact value is stored, guarded and recorded. */
const CONTACTS = {
  email: { index: 'customers_email_key', code: 'customer.error.emailexists', event: 'emailchanged' },
  mobile: { index: 'customers_mobile_key', code: 'customer.error.mobileexists', event: 'mobilechanged' },
} as const;

export type ContactField = keyof typeof CONTACTS;

const violates = (error: unknown, index: string) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === '23505' &&
  (error as { constraint?: unknown }).constraint === index;

/**
 * Changes the account's e-mail or mobile (null or empty removes it) after the current password
 * (and a code while two-factor is on).
 * The unique index decides a value someone else holds, also when two requests race for it: the
 * loser is answered 409 on the field. Only here do these change (the profile does not touch them).
 */
export async function changeContact(
  ctx: AppContext,
  session: AccountSession,
  field: ContactField,
  stepUp: StepUp,
  value: string | null,
): Promise<string | null> {
  await confirmPassword(ctx, session, stepUp);
  const next = blankToNull(value);
  const { customerId } = session;
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const current = await trx.selectFrom('customers').select(field).where('id', '=', customerId).forUpdate().executeTakeFirstOrThrow();
      if (current[field] === next) return;
      await trx
        .updateTable('customers')
        .set({ [field]: next, updatedAt: new Date() })
        .where('id', '=', customerId)
        .execute();
      await recordSecurityEvent(trx, { customerId, kind: CONTACTS[field].event });
    });
  } catch (error) {
    if (violates(error, CONTACTS[field].index)) throw exists(field, CONTACTS[field].code);
    throw error;
  }
  return next;
}
