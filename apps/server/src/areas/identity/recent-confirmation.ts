import { RECENT_CONFIRMATION_SECONDS } from '@store/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Notes that the session has just confirmed its password (the confirmPassword call, or any
 * successful step-up): power changes are open to it for `RECENT_CONFIRMATION_SECONDS`.
 */
export async function recordConfirmation(db: Kysely<Database>, sessionId: string, at = new Date()): Promise<void> {
  await db.updateTable('sessions').set({ confirmedAt: at }).where('id', '=', sessionId).execute();
}

/** Whether a confirmation made at `confirmedAt` still opens power changes at `now` (milliseconds, the app's clock). */
export function confirmedRecently(confirmedAt: Date | null, now: number): boolean {
  return confirmedAt !== null && now - confirmedAt.getTime() < RECENT_CONFIRMATION_SECONDS * 1000;
}
