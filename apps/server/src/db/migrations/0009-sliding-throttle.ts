import type { AnyDb } from '../schema.js';
import { runStatements } from './run-statements.js';

/**
 * Sliding-window throttling (issue 9): the per-key counter with a fixed window (which let `limit`
 * guesses through just before the window's edge and `limit` more just after) becomes a log of
 * attempts, one row each, kept until it leaves its window. A key is full while it has `limit` rows
 * that have not expired. The counters in force are dropped: at worst a guesser gets one fresh window.
 */
export async function up(db: AnyDb): Promise<void> {
  await runStatements(
    db,
    `
    DROP TABLE auth_throttle;
    CREATE TABLE auth_throttle (
      key text NOT NULL,
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX auth_throttle_key_idx ON auth_throttle (key, expires_at);
    CREATE INDEX auth_throttle_expires_idx ON auth_throttle (expires_at);
  `,
  );
}

export async function down(db: AnyDb): Promise<void> {
  await runStatements(
    db,
    `
    DROP TABLE auth_throttle;
    CREATE TABLE auth_throttle (
      key text PRIMARY KEY,
      failures integer NOT NULL,
      window_started_at timestamptz NOT NULL,
      locked_until timestamptz
    );
  `,
  );
}
