import { sql } from 'kysely';
import type { AnyDb } from '../src/db/schema.js';

/** The tables of a test database, read once: the schema does not change while tests run. */
const tables = new WeakMap<AnyDb, Promise<string[]>>();
function tablesOf(db: AnyDb): Promise<string[]> {
  let names = tables.get(db);
  if (!names) {
    names = sql<{ name: string }>`
      SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name
    `
      .execute(db)
      .then(({ rows }) => rows.map((r) => r.name));
    tables.set(db, names);
  }
  return names;
}

/**
 * A digest of every table's rows (md5 of the rows in a fixed order), keyed by table, to prove that
 * a refused request changed nothing. One query, so it stays cheap enough to run around every
 * request of a fuzz run. `except` leaves tables out (the sign-in throttle, for the operations
 * whose job is to count refused attempts).
 */
export async function fingerprint(db: AnyDb, except: readonly string[] = []): Promise<Record<string, string>> {
  const parts = (await tablesOf(db))
    .filter((name) => !except.includes(name))
    .map(
      (name) =>
        sql`SELECT ${name}::text AS name, md5(coalesce(string_agg(r::text, '|' ORDER BY r::text), '')) AS digest FROM ${sql.table(name)} r`,
    );
  const { rows } = await sql<{ name: string; digest: string }>`${sql.join(parts, sql` UNION ALL `)}`.execute(db);
  return Object.fromEntries(rows.map((r) => [r.name, r.digest]));
}

/** Names of the tables whose digest differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}
