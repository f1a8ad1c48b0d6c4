import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * How long after a sign-in with a recovery code its session may act as one whose authenticator is
 * lost: set up a new one while two-factor is on, turn two-factor off, or make a step-up change
 * (password, e-mail, mobile) without a code. Long enough to do that at once, as the web offers right
 * after the sign-in; short enough that such a session, stolen later in its 30 days, is like any other.
 */
export const RECOVERY_WINDOW_MINUTES = 30;

/** Whether the session whose `created_at` is `createdAt` was opened within the window (by the database's clock, which set it). */
export const openedInRecoveryWindow = (createdAt: 'sessions.createdAt' | 's.createdAt') =>
  sql<boolean>`coalesce(${sql.ref(createdAt)} > now() - make_interval(mins => ${RECOVERY_WINDOW_MINUTES}), false)`;

/**
 * A session opened with a recovery code while two-factor is (still) on, within the window: it may
 * set up a new authenticator, or turn two-factor off with the password alone (the user lost the old one).
 */
export const inRecovery = (secondFactor: string | null, twoFactorEnabled: boolean, inWindow: boolean) =>
  twoFactorEnabled && secondFactor === 'recovery' && inWindow;

/**
 * Whether two-factor is on for the session's customer, whether the session is in recovery, and so
 * whether a step-up in it needs a code besides the password.
 */
export async function sessionTwoFactor(db: Kysely<Database>, session: { customerId: number; sessionId: string }) {
  const row = await db
    .selectFrom('customers')
    .leftJoin('sessions', (join) => join.on('sessions.id', '=', session.sessionId).onRef('sessions.customerId', '=', 'customers.id'))
    .select(['customers.twoFactorEnabled', 'sessions.secondFactor'])
    .select(openedInRecoveryWindow('sessions.createdAt').as('inWindow'))
    .where('customers.id', '=', session.customerId)
    .executeTakeFirstOrThrow();
  const recovery = inRecovery(row.secondFactor, row.twoFactorEnabled, row.inWindow);
  return { enabled: row.twoFactorEnabled, recovery, codeRequired: row.twoFactorEnabled && !recovery };
}
