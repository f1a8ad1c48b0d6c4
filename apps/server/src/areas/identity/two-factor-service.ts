import { DomainError, fail } from '@store/domain';
import type { Kysely } from 'kysely';
import QRCode from 'qrcode';
import type { Database } from '../../db/schema.js';
import { closeOtherSessions } from './sessions.js';
import { clearThrottle, SIGNIN_PER_ACCOUNT, TWO_FACTOR_SETUP_PER_ACCOUNT, takeAttempt, throttleKey } from './throttle.js';
import { hashRecoveryCode, matchingStep, newRecoveryCodes, newTotpSecret, otpauthUrl } from './totp.js';

const wrongCode = () => new DomainError('security.error.wrongauthenticatorcode', 401);

export interface SecondFactor {
  pinCode?: string | undefined;
  recoveryCode?: string | undefined;
}

/**
 * Checks a second factor of a customer who has two-factor on. A TOTP code is accepted once: its
 * time step must be later than the last one accepted (stored under a row lock, so two concurrent
 * sign-ins with one code cannot both pass). A recovery code is spent by its use.
 */
export async function verifySecondFactor(db: Kysely<Database>, customerId: number, factor: SecondFactor, nowMs: number): Promise<void> {
  if (factor.recoveryCode) {
    const used = await db
      .updateTable('recoveryCodes')
      .set({ usedAt: new Date(nowMs) })
      .where('customerId', '=', customerId)
      .where('codeHash', '=', hashRecoveryCode(factor.recoveryCode))
      .where('usedAt', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!used) throw wrongCode();
    return;
  }
  const pinCode = factor.pinCode;
  if (!pinCode) throw new DomainError('security.error.twofactorrequired', 401);
  await db.transaction().execute(async (trx) => {
    const customer = await trx
      .selectFrom('customers')
      .select(['twoFactorSecret', 'twoFactorLastStep'])
      .where('id', '=', customerId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const step = customer.twoFactorSecret ? matchingStep(customer.twoFactorSecret, pinCode, nowMs) : null;
    if (step === null || (customer.twoFactorLastStep !== null && step <= Number(customer.twoFactorLastStep))) throw wrongCode();
    await trx.updateTable('customers').set({ twoFactorLastStep: step }).where('id', '=', customerId).execute();
  });
}

export async function twoFactorStatus(db: Kysely<Database>, customerId: number) {
  const row = await db.selectFrom('customers').select('twoFactorEnabled').where('id', '=', customerId).executeTakeFirstOrThrow();
  return { enabled: row.twoFactorEnabled };
}

/** Replacing an active second factor needs it turned off first, which needs a valid code. */
async function refuseIfEnabled(db: Kysely<Database>, customerId: number) {
  if ((await twoFactorStatus(db, customerId)).enabled) throw fail('security.error.twofactoralreadyenabled');
}

/** Step one of turning it on: a new pending secret, as text and as a QR code. Nothing is on yet. */
export async function beginTwoFactor(db: Kysely<Database>, customerId: number, username: string) {
  await refuseIfEnabled(db, customerId);
  await takeAttempt(db, TWO_FACTOR_SETUP_PER_ACCOUNT, throttleKey(TWO_FACTOR_SETUP_PER_ACCOUNT, String(customerId)));
  const secret = newTotpSecret();
  await db.updateTable('customers').set({ twoFactorPendingSecret: secret }).where('id', '=', customerId).execute();
  const url = otpauthUrl(secret, username);
  const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauthUrl: url, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * Step two: a correct code for the pending secret turns two-factor on and answers fresh recovery
 * codes; every other session of the customer is signed out (they signed in without it).
 */
export async function confirmTwoFactor(db: Kysely<Database>, customerId: number, sessionId: string, pinCode: string, nowMs: number) {
  await refuseIfEnabled(db, customerId);
  const codes = newRecoveryCodes();
  await db.transaction().execute(async (trx) => {
    const customer = await trx
      .selectFrom('customers')
      .select('twoFactorPendingSecret')
      .where('id', '=', customerId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const pending = customer.twoFactorPendingSecret;
    if (!pending) throw fail('security.error.twofactornotpending');
    const step = matchingStep(pending, pinCode, nowMs);
    if (step === null) throw wrongCode();
    await trx
      .updateTable('customers')
      .set({ twoFactorEnabled: true, twoFactorSecret: pending, twoFactorPendingSecret: null, twoFactorLastStep: step })
      .where('id', '=', customerId)
      .execute();
    await trx.deleteFrom('recoveryCodes').where('customerId', '=', customerId).execute();
    await trx
      .insertInto('recoveryCodes')
      .values(codes.map((code) => ({ customerId, codeHash: hashRecoveryCode(code), usedAt: null })))
      .execute();
  });
  await closeOtherSessions(db, customerId, sessionId);
  return { enabled: true as const, recoveryCodes: codes };
}

/**
 * Turning it off needs a valid code too: a stolen session alone cannot remove the second factor,
 * and its guesses count against the account's sign-in allowance.
 */
export async function disableTwoFactor(db: Kysely<Database>, customerId: number, username: string, factor: SecondFactor, nowMs: number) {
  const { enabled } = await twoFactorStatus(db, customerId);
  if (enabled) {
    const accountKey = throttleKey(SIGNIN_PER_ACCOUNT, username);
    await takeAttempt(db, SIGNIN_PER_ACCOUNT, accountKey);
    await verifySecondFactor(db, customerId, factor, nowMs);
    await clearThrottle(db, accountKey);
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('customers')
      .set({ twoFactorEnabled: false, twoFactorSecret: null, twoFactorPendingSecret: null, twoFactorLastStep: null })
      .where('id', '=', customerId)
      .execute();
    await trx.deleteFrom('recoveryCodes').where('customerId', '=', customerId).execute();
  });
  return { enabled: false as const };
}
