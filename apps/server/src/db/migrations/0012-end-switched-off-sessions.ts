import type { AnyDb } from '../schema.js';
import { runStatements } from './run-statements.js';

/**
 * Switching a customer off or deleting them now ends their sessions for good (issue 9). Customers
 * switched off or deleted before that kept theirs open (only refused while off): end them too, so
 * switching such a customer on again revives none — a thief's refresh token included.
 */
export async function up(db: AnyDb): Promise<void> {
  await runStatements(
    db,
    `
    UPDATE sessions SET revoked_at = now()
    WHERE revoked_at IS NULL AND customer_id IN (SELECT id FROM customers WHERE NOT is_active OR is_deleted);
  `,
  );
}

/** Nothing to undo: ended sessions stay ended. */
export async function down(): Promise<void> {}
