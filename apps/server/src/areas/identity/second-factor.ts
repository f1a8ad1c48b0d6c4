import { DomainError } from '@store/domain';
import type { AppContext } from '../../context.js';
import { openedOrNull } from './secret-box.js';
import { recordSecurityEvent } from './security-events.js';
import type { SecondFactorKind } from './sessions.js';
import { matchingStep } from './totp.js';

export interface SecondFactor {
  pinCode?: string | undefined;
  recoveryCode?: string | undefined;
}

/** A wrong code, on the field it was typed in. */
export const wrongCode = (field: keyof SecondFactor) =>
  new DomainError('security.error.wrongauthenticatorcode', 401, undefined, { [field]: { code: 'security.error.wrongauthenticatorcode' } });

/**
 * Checks a second factor of a customer who has two-factor on, and answers which kind it was. A
 * TOTP code is accepted once: its time step must be later than the last one accepted (stored under
 * a row lock, so two concurrent sign-ins with one code cannot both pass). A recovery code is spent
 * by its use, and the use is recorded (the account's security page lists it) in the same transaction.
 */
export async function verifySecondFactor(
  ctx: Pick<AppContext, 'db' | 'secretBox'>,
  customerId: number,
  factor: SecondFactor,
  nowMs: number,
): Promise<SecondFactorKind> {
  const { recoveryCode, pinCode } = factor;
  if (recoveryCode) {
    await ctx.db.transaction().execute(async (trx) => {
      const used = await trx
        .updateTable('recoveryCodes')
        .set({ usedAt: new Date(nowMs) })
        .where('customerId', '=', customerId)
        .where('codeHash', 'in', ctx.secretBox.codeHashes(recoveryCode))
        .where('usedAt', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!used) throw wrongCode('recoveryCode');
      await recordSecurityEvent(trx, { customerId, kind: 'recoverycodeused' });
    });
    return 'recovery';
  }
  if (!pinCode) throw new DomainError('security.error.twofactorrequired', 401);
  await ctx.db.transaction().execute(async (trx) => {
    const customer = await trx
      .selectFrom('customers')
      .select(['twoFactorSecret', 'twoFactorLastStep'])
      .where('id', '=', customerId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const secret = customer.twoFactorSecret ? openedOrNull(ctx.secretBox, customerId, customer.twoFactorSecret) : null;
    const step = secret ? matchingStep(secret, pinCode, nowMs) : null;
    if (step === null || (customer.twoFactorLastStep !== null && step <= Number(customer.twoFactorLastStep))) throw wrongCode('pinCode');
    await trx.updateTable('customers').set({ twoFactorLastStep: step }).where('id', '=', customerId).execute();
  });
  return 'code';
}
