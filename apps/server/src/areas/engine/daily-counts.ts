import type { EntityDef, Language } from '@store/domain';
import { sql } from 'kysely';
import type { AnyDb } from '../../db/schema.js';
import { col, type RowScope, scoped } from './entity-sql.js';
import { applyFilters } from './list-query.js';

/** Most days one trend covers (a year and a day: a leap year's days and today). */
export const DAILY_COUNTS_MAX_DAYS = 366;

/** One day of a trend: the day in the reader's time zone (`YYYY-MM-DD`, Gregorian) and how many rows were created on it. */
export interface DayCount {
  readonly day: string;
  readonly count: number;
}

/**
 * How many of the rows the filters match in the caller's reach were created on each of the last
 * `days` days, today included, days counted in `timeZone` (an IANA name) by the database's clock:
 * every day is there, a day without rows as 0, oldest first. Two queries whatever the table's size
 * (one grouped count over `created_at`, one series of days).
 */
export async function dailyCounts(
  db: AnyDb,
  entity: EntityDef,
  filters: Record<string, unknown>,
  scope: RowScope,
  language: Language,
  days: number,
  timeZone: string,
): Promise<DayCount[]> {
  const today = sql`date_trunc('day', now() AT TIME ZONE ${timeZone})`;
  const first = sql`(${today} - ${days - 1} * interval '1 day')`;
  const day = sql<string>`to_char(${col('createdAt')} AT TIME ZONE ${timeZone}, 'YYYY-MM-DD')`;
  const matching = applyFilters(entity, scoped(entity, db.selectFrom(`${entity.table} as t`), scope), filters, language);
  const counted = (await matching
    .where(col('createdAt'), '>=', sql`(${first} AT TIME ZONE ${timeZone})`)
    .select([day.as('day'), sql<number>`count(*)::int`.as('n')])
    // By position: the day's expression binds its time zone as a parameter, so written twice it is not the same expression.
    .groupBy(sql`1`)
    .execute()) as { day: string; n: number }[];
  const byDay = new Map(counted.map((row) => [row.day, row.n]));
  const { rows } = await sql<{ day: string }>`
    SELECT to_char(d, 'YYYY-MM-DD') AS day FROM generate_series(${first}, ${today}, interval '1 day') AS d ORDER BY d
  `.execute(db);
  return rows.map((row) => ({ day: row.day, count: byDay.get(row.day) ?? 0 }));
}
