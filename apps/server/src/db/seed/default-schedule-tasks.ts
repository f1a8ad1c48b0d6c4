import { sql } from 'kysely';
import type { AnyDb } from '../schema.js';

interface DefaultTask {
  readonly name: string;
  readonly type: string;
  readonly seconds: number;
}

/** The tasks a new installation starts with: the built-in cleanups, hourly. */
export const DEFAULT_SCHEDULE_TASKS = [
  { name: 'Clear expired sessions', type: 'clearExpiredSessions', seconds: 3_600 },
  { name: 'Clear expired sign-in throttling', type: 'clearThrottleRows', seconds: 3_600 },
] as const satisfies readonly DefaultTask[];

/**
 * Issue 14 item 6: sending the mail queue every minute (a request that queues mail also has it sent
 * at once; the task sends what that missed and the retries). Its own marker: installations seeded
 * before it get it too, once.
 */
export const MAIL_SCHEDULE_TASKS = [
  { name: 'Send the mail queue', type: 'sendMailQueue', seconds: 60 },
] as const satisfies readonly DefaultTask[];

/**
 * Creates the default scheduled tasks once per installation: a marker in `system_keys` is written in
 * the same statement, so concurrent first starts create them once, and a task an administrator
 * deleted is not brought back by the next start.
 */
export async function ensureDefaultScheduleTasks(db: AnyDb): Promise<boolean> {
  const cleanups = await seedOnce(db, 'schedule-tasks-seeded', DEFAULT_SCHEDULE_TASKS);
  const mail = await seedOnce(db, 'schedule-tasks-seeded-mail', MAIL_SCHEDULE_TASKS);
  return cleanups || mail;
}

/** Creates `tasks` unless the marker says they were created once already. */
async function seedOnce(db: AnyDb, marker: string, tasks: readonly DefaultTask[]): Promise<boolean> {
  const names = tasks.map((task) => task.name);
  const types = tasks.map((task) => task.type);
  const seconds = tasks.map((task) => task.seconds);
  const { rows } = await sql<{ id: number }>`
    WITH marked AS (
      INSERT INTO system_keys (name, value) VALUES (${marker}, '1') ON CONFLICT (name) DO NOTHING RETURNING name
    )
    INSERT INTO schedule_tasks (name, type, seconds)
    SELECT task.name, task.type, task.seconds
    FROM marked, unnest(${names}::text[], ${types}::text[], ${seconds}::int[]) AS task (name, type, seconds)
    RETURNING id
  `.execute(db);
  return rows.length > 0;
}
