import type { AnyDb } from '../schema.js';
import { runStatements } from './run-statements.js';

/**
 * Issue 14 item 5: scheduled tasks (`entities/schedule-tasks.ts`) and their run history. Besides
 * the declared fields a task carries the scheduler's claim: `claimed_by` (a token of the claiming
 * run) and `claimed_until` (the lease: a process that dies mid-run leaves a claim that expires, and
 * another process takes the task again). A task is due when it is enabled, unclaimed (or its lease
 * ran out) and `retry_at` — after a failure — or else `last_success_utc + seconds` has passed
 * (never succeeded: due at once). Runs go with their task.
 */
export async function up(db: AnyDb): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE schedule_tasks (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      name text NOT NULL,
      seconds integer NOT NULL,
      type text NOT NULL,
      enabled boolean NOT NULL DEFAULT true,
      last_success_utc timestamptz,
      stop_on_error boolean NOT NULL DEFAULT false,
      failures integer NOT NULL DEFAULT 0,
      retry_at timestamptz,
      claimed_by text,
      claimed_until timestamptz,
      owner_id integer REFERENCES customers (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX schedule_tasks_enabled_idx ON schedule_tasks (id) WHERE enabled;

    CREATE TABLE schedule_task_runs (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      schedule_task_id integer NOT NULL REFERENCES schedule_tasks (id) ON DELETE CASCADE,
      started_at timestamptz NOT NULL,
      finished_at timestamptz,
      outcome text NOT NULL,
      error text,
      attempt integer NOT NULL,
      trigger text NOT NULL,
      process text,
      owner_id integer REFERENCES customers (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX schedule_task_runs_task_idx ON schedule_task_runs (schedule_task_id, id DESC);
    CREATE INDEX schedule_task_runs_started_idx ON schedule_task_runs (started_at, id);
  `,
  );
}

export async function down(db: AnyDb): Promise<void> {
  await runStatements(
    db,
    `
    DROP TABLE schedule_task_runs;
    DROP TABLE schedule_tasks;
  `,
  );
}
