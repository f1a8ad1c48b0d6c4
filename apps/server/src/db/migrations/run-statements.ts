import { sql } from 'kysely';
import type { AnyDb } from '../schema.js';

/**
 * Runs a migration's SQL one statement at a time (prepared statements take one command each).
 * Statements end with `;` at the end of a line; keep function bodies out of migrations or give
 * them their own call.
 */
export async function runStatements(db: AnyDb, text: string): Promise<void> {
  const statements = text
    .split(/;\s*$/m)
    .map((s) => s.trim())
    .filter(Boolean);
  for (const statement of statements) await sql.raw(statement).execute(db);
}
