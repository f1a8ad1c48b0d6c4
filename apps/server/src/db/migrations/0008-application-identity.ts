import type { AnyDb } from '../schema.js';
import { runStatements } from './run-statements.js';

/**
 * Application identity (issue 9): an application can be switched off, and a request naming a
 * switched-off application in the `application-identity` header is refused like an unknown one.
 * Existing applications stay on.
 */
export async function up(db: AnyDb): Promise<void> {
  await runStatements(db, 'ALTER TABLE applications ADD COLUMN active boolean NOT NULL DEFAULT true;');
}

export async function down(db: AnyDb): Promise<void> {
  await runStatements(db, 'ALTER TABLE applications DROP COLUMN active;');
}
