import { DomainError, fail, invalid } from '@store/domain';
import type { AppContext } from '../../context.js';
import { verifyPassword } from './password.js';
import { recordConfirmation } from './recent-confirmation.js';
import { sessionTwoFactor } from './recovery-window.js';
import { type SecondFactor, verifySecondFactor } from './second-factor.js';
import { clearThrottle, STEP_UP_CALLS_PER_SESSION, STEP_UP_PER_SESSION, takeAttempt, takeAttempts, throttleKey } from './throttle.js';

/** What a step-up sends with the change: the current password, and a code while two-factor is on. */
export interface StepUp extends SecondFactor {
  password: string;
}

export interface StepUpOptions {
  /** The field the password was typed in (`password` by default; `currentPassword` when changing it). */
  field?: string;
  /** Ask a code while two-factor is on (default). Only an administrator's reset of another customer does not yet. */
  code?: boolean;
}

/**
 * Step-up for sensitive changes (issue 9): the current password, sent in the same request, checked
 * before anything changes — and while two-factor is on, a code of the authenticator or a recovery
 * code too (a stolen session whose thief also knows the password must not change the password and
 * lock the owner out), except in a session opened with a recovery code within the recovery window
 * (the authenticator is lost). Guesses of the password are taken from the session's own allowance
 * (a stolen session cannot try many, and cannot lock the owner's sign-in); a right password gives
 * it back. Wrong codes have an allowance of their own, which a right password does not reset; and
 * every call is counted per session, a success too (STEP_UP_CALLS_PER_SESSION). A wrong password is
 * a 400 on `field`, a missing code a 400 on `pinCode`, a wrong code a 401 on the code's field.
 */
export async function confirmPassword(
  ctx: Pick<AppContext, 'db' | 'secretBox' | 'now'>,
  session: { customerId: number; sessionId: string },
  input: StepUp,
  { field = 'password', code = true }: StepUpOptions = {},
): Promise<void> {
  const { db } = ctx;
  const { codeRequired } = await sessionTwoFactor(db, session);
  const needsCode = code && codeRequired;
  // Before an attempt is spent: the request cannot succeed.
  if (needsCode && !input.pinCode && !input.recoveryCode) throw invalid({ pinCode: { code: 'common.error.required' } });
  const key = throttleKey(STEP_UP_PER_SESSION, session.sessionId);
  await takeAttempts(db, [
    [STEP_UP_PER_SESSION, key],
    [STEP_UP_CALLS_PER_SESSION, throttleKey(STEP_UP_CALLS_PER_SESSION, session.sessionId)],
  ]);
  const customer = await db.selectFrom('customers').select('passwordHash').where('id', '=', session.customerId).executeTakeFirst();
  if (!customer) throw fail('security.error.customernotfound');
  if (!(await verifyPassword(input.password, customer.passwordHash))) {
    throw new DomainError('security.error.wrongpassword', 400, undefined, { [field]: { code: 'security.error.wrongpassword' } });
  }
  await clearThrottle(db, key);
  if (needsCode) await confirmCode(ctx, session, input);
  // A successful step-up is also a confirmation that opens power changes for a while — unless it
  // let the code go while two-factor is on (an administrator's reset): a confirmation asks for it.
  if (needsCode || !codeRequired) await recordConfirmation(db, session.sessionId, new Date(ctx.now()));
}

/**
 * The code of a step-up (a recovery code is spent, and its use recorded): wrong ones are taken from
 * the session's code allowance, never from the account's sign-in allowance.
 */
async function confirmCode(
  ctx: Pick<AppContext, 'db' | 'secretBox' | 'now'>,
  session: { customerId: number; sessionId: string },
  factor: SecondFactor,
) {
  const key = throttleKey(STEP_UP_PER_SESSION, `${session.sessionId}:code`);
  await takeAttempt(ctx.db, STEP_UP_PER_SESSION, key);
  await verifySecondFactor(ctx, session.customerId, factor, ctx.now());
  await clearThrottle(ctx.db, key);
}
