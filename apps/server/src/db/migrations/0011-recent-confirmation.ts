import type { AnyDb } from '../schema.js';
import { runStatements } from './run-statements.js';

/**
 * Re-authentication for power changes (issue 9 review): when each session last confirmed its
 * password (`POST /api/Authentication/confirmPassword` or any successful step-up). Changes of
 * customers, roles and security accesses need a recent one. Null: never, as for every session open now.
 */
export async function up(db: AnyDb): Promise<void> {
  await runStatements(db, 'ALTER TABLE sessions ADD COLUMN confirmed_at timestamptz;');
}

export async function down(db: AnyDb): Promise<void> {
  await runStatements(db, 'ALTER TABLE sessions DROP COLUMN confirmed_at;');
}
