import { sql } from 'kysely';
import type { AnyDb } from '../schema.js';

/** The tasks a new installation starts with: the built-in cleanups, hourly. */
export const DEFAULT_SCHEDULE_TASKS = [
  { name: 'Clear expired sessions', type: 'clearExpiredSessions', seconds: 3_600 },
  { name: 'Clear expired sign-in throttling', type: 'clearThrottleRows', seconds: 3_600 },
] as const;

/**
 * Creates the default scheduled tasks once per installation: a marker in `system_keys` is written in
 * the same statement, so concurrent first starts create them once, and a task an administrator
 * deleted is not brought back by the next start.
 */
export async function ensureDefaultScheduleTasks(db: AnyDb): Promise<boolean> {
  const names = DEFAULT_SCHEDULE_TASKS.map((task) => task.name);
  const types = DEFAULT_SCHEDULE_TASKS.map((task) => task.type);
  const seconds = DEFAULT_SCHEDULE_TASKS.map((task) => task.seconds);
  const { rows } = await sql<{ id: number }>`
    WITH marked AS (
      INSERT INTO system_keys (name, value) VALUES ('schedule-tasks-seeded', '1') ON CONFLICT (name) DO NOTHING RETURNING name
    )
    INSERT INTO schedule_tasks (name, type, seconds)
    SELECT task.name, task.type, task.seconds
    FROM marked, unnest(${names}::text[], ${types}::text[], ${seconds}::int[]) AS task (name, type, seconds)
    RETURNING id
  `.execute(db);
  return rows.length > 0;
}
