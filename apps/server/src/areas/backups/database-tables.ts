import { sql } from 'kysely';
import type { AnyDb } from '../../db/schema.js';
import { ident } from './copy-text.js';

/**
 * Which tables an archive holds, and what a restore does with the others
 * (docs/notes/issue-14-backups.md "What is in an archive").
 */

/**
 * Never in an archive, and left as they are by a restore: the migrations' own bookkeeping (the
 * schema version is the manifest's), the catalogue of archives (it describes files on this disk,
 * a restore must not forget the newer ones) and the installation's keys and identity
 * (`system_keys`: an archive that carried them would carry the key of the secrets it holds) and
 * the outgoing mail (`mail_queue`: a mail sent after the backup must not go out again).
 */
export const KEPT_TABLES: ReadonlySet<string> = new Set([
  'kysely_migration',
  'kysely_migration_lock',
  'backups',
  'system_keys',
  'mail_queue',
]);

/**
 * Never in an archive, and emptied by a restore: sessions and spent refresh tokens (everyone signs
 * in again: a session ended after the backup must not come back) and the catalog's change log
 * (by transaction id, meaningless in another database's history: the facet indexes load afresh)
 * and password-reset links (a link used after the backup must not work again: ask for a new one).
 */
export const EMPTIED_TABLES: ReadonlySet<string> = new Set(['sessions', 'spent_refresh_tokens', 'product_changes', 'password_resets']);

export interface TableShape {
  name: string;
  /** The columns a row is written with: every column but generated ones, in the table's order. */
  columns: { name: string; type: string }[];
}

/** The public schema's tables an archive holds, by name. */
export async function archivedTables(db: AnyDb): Promise<TableShape[]> {
  const { rows } = await sql<{ table: string; column: string; type: string }>`
    SELECT c.relname AS "table", a.attname AS "column", format_type(a.atttypid, a.atttypmod) AS "type"
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
    WHERE c.relkind = 'r'
    ORDER BY c.relname, a.attnum
  `.execute(db);
  const tables = new Map<string, TableShape>();
  for (const row of rows) {
    if (KEPT_TABLES.has(row.table) || EMPTIED_TABLES.has(row.table)) continue;
    const table = tables.get(row.table) ?? { name: row.table, columns: [] };
    table.columns.push({ name: row.column, type: row.type });
    tables.set(row.table, table);
  }
  return [...tables.values()];
}

export interface SequenceValue {
  name: string;
  lastValue: string;
  isCalled: boolean;
}

/** The public schema's sequences that belong to archived tables (or to none), with their values. */
export async function archivedSequences(db: AnyDb): Promise<SequenceValue[]> {
  const { rows } = await sql<{ name: string; owner: string | null }>`
    SELECT s.relname AS name, t.relname AS owner
    FROM pg_class s
    JOIN pg_namespace n ON n.oid = s.relnamespace AND n.nspname = 'public'
    LEFT JOIN pg_depend d ON d.objid = s.oid AND d.classid = 'pg_class'::regclass AND d.refclassid = 'pg_class'::regclass AND d.deptype IN ('a', 'i')
    LEFT JOIN pg_class t ON t.oid = d.refobjid
    WHERE s.relkind = 'S'
    ORDER BY s.relname
  `.execute(db);
  const out: SequenceValue[] = [];
  for (const { name, owner } of rows) {
    if (owner && (KEPT_TABLES.has(owner) || EMPTIED_TABLES.has(owner))) continue;
    const value = await sql<{ lastValue: string; isCalled: boolean }>`
      SELECT last_value::text AS "lastValue", is_called AS "isCalled" FROM ${ident(name)}`.execute(db);
    const first = value.rows[0];
    if (first) out.push({ name, lastValue: first.lastValue, isCalled: first.isCalled });
  }
  return out;
}

/** Every table of the public schema, by name (what a restore empties, less the kept ones). */
export async function allTables(db: AnyDb): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
    WHERE c.relkind = 'r' ORDER BY c.relname
  `.execute(db);
  return rows.map((r) => r.name);
}
