import { type RawBuilder, sql } from 'kysely';
import type { AppContext } from '../../../context.js';
import type { TaskTypes } from './task-types.js';

/** An ended (revoked) session is kept this long before it is cleared: a day to look into what ended it. */
export const ENDED_SESSIONS_KEPT_SECONDS = 86_400;
/** Rows deleted per statement: a large backlog goes in short statements that never hold many locks for long. */
const BATCH = 5_000;

/** Deletes the rows `select` names (their ctids), a batch at a time; answers how many went. */
async function deleteInBatches(context: AppContext, table: string, where: RawBuilder<unknown>): Promise<number> {
  let total = 0;
  for (;;) {
    const { rows } = await sql<{ n: number }>`
      WITH gone AS (
        DELETE FROM ${sql.table(table)} WHERE ctid = ANY(ARRAY(
          SELECT ctid FROM ${sql.table(table)} WHERE ${where} LIMIT ${BATCH} FOR UPDATE SKIP LOCKED))
        RETURNING 1
      )
      SELECT count(*)::int AS n FROM gone
    `.execute(context.db);
    const deleted = Number(rows[0]?.n ?? 0);
    total += deleted;
    if (deleted < BATCH) return total;
  }
}

/**
 * Sessions past their expiry, and those ended (signed out, revoked) more than a day ago, with their
 * spent refresh tokens (`ON DELETE CASCADE`). Neither can be used again: the guard asks for an open
 * session that has not expired, and a refresh of a deleted session is refused like a spent one.
 */
export function clearExpiredSessions(context: AppContext): Promise<number> {
  return deleteInBatches(
    context,
    'sessions',
    sql`expires_at <= now() OR revoked_at <= now() - make_interval(secs => ${ENDED_SESSIONS_KEPT_SECONDS})`,
  );
}

/** Throttle attempts that have left their window (`auth_throttle`): they no longer count (areas/identity/throttle.ts). */
export function clearThrottleRows(context: AppContext): Promise<number> {
  return deleteInBatches(context, 'auth_throttle', sql`expires_at <= now()`);
}

/** The work of the built-in task types (`SCHEDULE_TASK_TYPES`). */
export function registerBuiltInTasks(types: TaskTypes): TaskTypes {
  return types
    .register('clearExpiredSessions', async (context) => {
      await clearExpiredSessions(context);
    })
    .register('clearThrottleRows', async (context) => {
      await clearThrottleRows(context);
    });
}
