import type { AnyDb } from '../schema.js';
import { runStatements } from './run-statements.js';

/**
 * Account safety (issue 9): a log of each account's sensitive changes (who and when — the owner,
 * or an administrator resetting two-factor), and how each session's sign-in was completed (a
 * session opened with a recovery code may replace the lost authenticator or turn it off).
 */
export async function up(db: AnyDb): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE security_events (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
      kind text NOT NULL,
      actor_id integer REFERENCES customers (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX security_events_customer_idx ON security_events (customer_id, created_at DESC, id DESC);
    CREATE INDEX security_events_actor_idx ON security_events (actor_id);

    ALTER TABLE sessions ADD COLUMN second_factor text;
  `,
  );
}

export async function down(db: AnyDb): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE sessions DROP COLUMN second_factor;
    DROP TABLE security_events;
  `,
  );
}
