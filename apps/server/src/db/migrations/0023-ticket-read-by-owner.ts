import type { AnyDb } from '../schema.js';
import { runStatements } from './run-statements.js';

/**
 * Issue 12 (session 24): a ticket's owner is told of an answer they have not read — `read_by_owner`
 * is cleared when anyone but the owner writes in the conversation and set when the owner reads it
 * (as `read_by_admin` is for the desk). Existing tickets count as read.
 */
export async function up(db: AnyDb): Promise<void> {
  await runStatements(db, 'ALTER TABLE tickets ADD COLUMN read_by_owner boolean NOT NULL DEFAULT true');
}
