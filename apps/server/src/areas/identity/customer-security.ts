import { DomainError, invalid } from '@store/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { recordSecurityEvent } from './security-events.js';
import { revokeEverySession } from './sessions.js';

/**
 * An administrator's own two-factor is changed on their own security page, with a code: a reset
 * with the password alone would let a stolen administrator session holding the password turn it off.
 */
export function refuseOwnAccount(customerId: number, adminId: number): void {
  if (customerId === adminId) throw new DomainError('customer.error.resetownaccount', 409);
}

/**
 * An administrator resets a customer's two-factor sign-in (issue 9 item 2), after confirming their
 * own password (the caller's job): in one transaction, with the customer's row locked, two-factor
 * is turned off, the secret, a pending set-up and the last accepted step are cleared, the recovery
 * codes deleted, every session of the customer closed (whoever turned it on — the owner or a thief
 * — is signed out), and the reset recorded with who made it and when.
 */
export async function resetTwoFactor(db: Kysely<Database>, customerId: number, adminId: number): Promise<void> {
  refuseOwnAccount(customerId, adminId);
  await clearTwoFactor(db, customerId, adminId);
}

/**
 * The reset itself; `actorId` null is the store's operator (`npm run two-factor:reset`, for when no
 * administrator can sign in, e.g. after the encryption key changed).
 */
export async function clearTwoFactor(db: Kysely<Database>, customerId: number, actorId: number | null): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const customer = await trx
      .selectFrom('customers')
      .select('id')
      .where('id', '=', customerId)
      .where('isDeleted', '=', false)
      .forUpdate()
      .executeTakeFirst();
    if (!customer) throw invalid({ customerId: { code: 'common.error.notfound' } });
    await trx
      .updateTable('customers')
      .set({ twoFactorEnabled: false, twoFactorSecret: null, twoFactorPendingSecret: null, twoFactorLastStep: null, updatedAt: new Date() })
      .where('id', '=', customerId)
      .execute();
    await trx.deleteFrom('recoveryCodes').where('customerId', '=', customerId).execute();
    await revokeEverySession(trx, customerId);
    await recordSecurityEvent(trx, { customerId, kind: 'twofactorreset', actorId });
  });
}
