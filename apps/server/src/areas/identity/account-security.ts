import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AccountSession } from './account-session.js';
import { inRecovery, openedInRecoveryWindow } from './recovery-window.js';
import { securityEvents } from './security-events.js';

/** How many of the latest sensitive changes the security page lists. */
export const SECURITY_EVENTS_SHOWN = 50;

/**
 * The account's security page: who it is, how to reach them, two-factor (and how many recovery
 * codes are left), whether this session was opened with a recovery code (within the recovery
 * window), and the latest changes.
 */
export async function accountSecurity(db: Kysely<Database>, session: AccountSession) {
  const row = await db
    .selectFrom('customers as c')
    .innerJoin('sessions as s', 's.customerId', 'c.id')
    .select(['c.username', 'c.email', 'c.mobile', 'c.twoFactorEnabled', 's.secondFactor'])
    .select(openedInRecoveryWindow('s.createdAt').as('inRecoveryWindow'))
    .select((eb) =>
      eb
        .selectFrom('recoveryCodes as r')
        .select((count) => count.fn.countAll<string>().as('n'))
        .whereRef('r.customerId', '=', 'c.id')
        .where('r.usedAt', 'is', null)
        .as('recoveryCodesLeft'),
    )
    .where('c.id', '=', session.customerId)
    .where('s.id', '=', session.sessionId)
    .executeTakeFirstOrThrow();
  return {
    username: row.username,
    email: row.email,
    mobile: row.mobile,
    twoFactorEnabled: row.twoFactorEnabled,
    recoveryCodesLeft: row.twoFactorEnabled ? Number(row.recoveryCodesLeft ?? 0) : 0,
    signedInWithRecoveryCode: inRecovery(row.secondFactor, row.twoFactorEnabled, row.inRecoveryWindow),
    events: await securityEvents(db, session.customerId, SECURITY_EVENTS_SHOWN),
  };
}
