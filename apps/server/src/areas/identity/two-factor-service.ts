import { fail } from '@store/domain';
import type { Kysely } from 'kysely';
import QRCode from 'qrcode';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import type { AccountSession } from './account-session.js';
import { sessionTwoFactor } from './recovery-window.js';
import { type SecondFactor, wrongCode } from './second-factor.js';
import { openedOrNull } from './secret-box.js';
import { recordSecurityEvent } from './security-events.js';
import { closeOtherSessions } from './sessions.js';
import { confirmPassword } from './step-up.js';
import { TWO_FACTOR_SETUP_PER_ACCOUNT, takeAttempt, throttleKey } from './throttle.js';
import { matchingStep, newRecoveryCodes, newTotpSecret, otpauthUrl } from './totp.js';

type Services = Pick<AppContext, 'db' | 'secretBox' | 'now'>;

export async function twoFactorStatus(db: Kysely<Database>, customerId: number) {
  const row = await db.selectFrom('customers').select('twoFactorEnabled').where('id', '=', customerId).executeTakeFirstOrThrow();
  return { enabled: row.twoFactorEnabled };
}

/**
 * While two-factor is on, no session but one in recovery may set up an authenticator: a stolen
 * session that also knew the password still could not swap in its own without a code. Checked before
 * the password (no step-up is spent on a call that cannot succeed) and again under the row lock.
 */
async function refuseWhileOn(ctx: Services, session: AccountSession) {
  const state = await sessionTwoFactor(ctx.db, session);
  if (state.enabled && !state.recovery) throw fail('security.error.twofactoralreadyenabled');
}

/**
 * Step one of turning it on (or, in a session opened with a recovery code, of replacing the lost
 * authenticator): after the password, a new pending secret, as text and as a QR code. Nothing is
 * on yet.
 */
export async function beginTwoFactor(ctx: Services, session: AccountSession, password: string) {
  await refuseWhileOn(ctx, session);
  await confirmPassword(ctx, session, { password });
  await takeAttempt(ctx.db, TWO_FACTOR_SETUP_PER_ACCOUNT, throttleKey(TWO_FACTOR_SETUP_PER_ACCOUNT, String(session.customerId)));
  const secret = newTotpSecret();
  await ctx.db
    .updateTable('customers')
    .set({ twoFactorPendingSecret: ctx.secretBox.seal(session.customerId, secret) })
    .where('id', '=', session.customerId)
    .execute();
  const url = otpauthUrl(secret, session.username);
  const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauthUrl: url, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * Step two: the password and a correct code for the pending secret turn two-factor on (or replace
 * the authenticator) and answer fresh recovery codes; every other session of the customer is
 * signed out (they signed in without it). All in one transaction, under the customer's row lock.
 */
export async function confirmTwoFactor(ctx: Services, session: AccountSession, password: string, pinCode: string, nowMs: number) {
  await refuseWhileOn(ctx, session);
  await confirmPassword(ctx, session, { password });
  const { customerId, sessionId } = session;
  const codes = newRecoveryCodes();
  await ctx.db.transaction().execute(async (trx) => {
    const customer = await trx
      .selectFrom('customers')
      .select(['twoFactorEnabled', 'twoFactorPendingSecret'])
      .where('id', '=', customerId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const replacing = customer.twoFactorEnabled;
    if (replacing && !(await sessionTwoFactor(trx, session)).recovery) throw fail('security.error.twofactoralreadyenabled');
    const pending = customer.twoFactorPendingSecret;
    if (!pending) throw fail('security.error.twofactornotpending');
    const secret = openedOrNull(ctx.secretBox, customerId, pending);
    const step = secret ? matchingStep(secret, pinCode, nowMs) : null;
    if (step === null) throw wrongCode('pinCode');
    // The sealed value moves as it is: it is bound to the customer, not to the column.
    await trx
      .updateTable('customers')
      .set({ twoFactorEnabled: true, twoFactorSecret: pending, twoFactorPendingSecret: null, twoFactorLastStep: step })
      .where('id', '=', customerId)
      .execute();
    await trx.deleteFrom('recoveryCodes').where('customerId', '=', customerId).execute();
    await trx
      .insertInto('recoveryCodes')
      .values(codes.map((code) => ({ customerId, codeHash: ctx.secretBox.codeHash(code), usedAt: null })))
      .execute();
    await closeOtherSessions(trx, customerId, sessionId);
    // This session has just shown the new authenticator: its recovery is over.
    await trx.updateTable('sessions').set({ secondFactor: 'code' }).where('id', '=', sessionId).execute();
    await recordSecurityEvent(trx, { customerId, kind: replacing ? 'twofactorreplaced' : 'twofactoron' });
  });
  return { enabled: true as const, recoveryCodes: codes };
}

export interface DisableInput extends SecondFactor {
  password: string;
}

/**
 * Turning it off is a step-up like any other: the password and a valid code (a recovery code spends
 * it) — or, in a session opened with a recovery code within the recovery window, the password alone.
 */
export async function disableTwoFactor(ctx: Services, session: AccountSession, input: DisableInput) {
  await confirmPassword(ctx, session, input);
  await ctx.db.transaction().execute(async (trx) => {
    const customer = await trx
      .selectFrom('customers')
      .select('twoFactorEnabled')
      .where('id', '=', session.customerId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('customers')
      .set({ twoFactorEnabled: false, twoFactorSecret: null, twoFactorPendingSecret: null, twoFactorLastStep: null })
      .where('id', '=', session.customerId)
      .execute();
    await trx.deleteFrom('recoveryCodes').where('customerId', '=', session.customerId).execute();
    if (customer.twoFactorEnabled) await recordSecurityEvent(trx, { customerId: session.customerId, kind: 'twofactoroff' });
  });
  return { enabled: false as const };
}
