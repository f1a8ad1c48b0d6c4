import { sql } from 'kysely';
import type { AnyDb } from '../src/db/schema.js';

/** Per-table counts of rows written, as read at one moment. */
export type ChangeCounts = Readonly<Record<string, number>>;

/**
 * Counts the rows written to each table of a test database, so a test can prove that a refused
 * request changed nothing with one small query, whatever the number of tables.
 *
 * Row-level AFTER INSERT/UPDATE/DELETE triggers on every table bump that table's row in
 * `test_changes`. The bump is part of the writing transaction, so a write that was rolled back
 * (a refusal after a first insert, say) leaves no count behind; a statement that matched no row
 * counts nothing. Installed only where a test asks for it (`createTestApp({ countChanges: true })`):
 * every writer of a table updates the same counter row, which would serialise concurrent writes and
 * could hide the races the exactly-once tests exist to catch.
 */
export class ChangeCounter {
  private constructor(private readonly db: AnyDb) {}

  /** Installs the counter on every table that exists now (migrations and fixture tables alike). */
  static async install(db: AnyDb): Promise<ChangeCounter> {
    // One statement each: prepared statements (PGlite, pg) take a single command.
    await sql`CREATE TABLE test_changes (table_name text PRIMARY KEY, changes bigint NOT NULL DEFAULT 0)`.execute(db);
    await sql
      .raw(`
        CREATE FUNCTION test_count_change() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          UPDATE test_changes SET changes = changes + 1 WHERE table_name = TG_TABLE_NAME;
          RETURN NULL;
        END $$`)
      .execute(db);
    await sql
      .raw(`
        DO $$
        DECLARE name text;
        BEGIN
          FOR name IN
            SELECT table_name FROM information_schema.tables
            WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'test_changes'
          LOOP
            INSERT INTO test_changes (table_name) VALUES (name);
            EXECUTE format(
              'CREATE TRIGGER test_count_change AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION test_count_change()',
              name);
          END LOOP;
        END $$`)
      .execute(db);
    return new ChangeCounter(db);
  }

  /** The counts now; `except` leaves tables out (the sign-in throttle, for operations whose job is counting attempts). */
  async read(except: readonly string[] = []): Promise<ChangeCounts> {
    // One-word aliases: the connection's CamelCasePlugin renames result columns.
    const { rows } = await sql<{ name: string; count: string }>`SELECT table_name AS name, changes AS count FROM test_changes`.execute(
      this.db,
    );
    return Object.fromEntries(rows.filter((r) => !except.includes(r.name)).map((r) => [r.name, Number(r.count)]));
  }

  /** The tables that were written between two readings. */
  static changedTables(before: ChangeCounts, after: ChangeCounts): string[] {
    return Object.keys({ ...before, ...after })
      .filter((name) => before[name] !== after[name])
      .sort();
  }

  /** The tables written while `action` ran (taken only as a whole: `except` as in read()). */
  async tablesChangedBy(action: () => Promise<unknown>, except: readonly string[] = []): Promise<string[]> {
    const before = await this.read(except);
    await action();
    return ChangeCounter.changedTables(before, await this.read(except));
  }
}
