import { DEFAULT_SETTINGS } from '@store/domain';
import { sql } from 'kysely';
import type { AnyDb } from '../schema.js';

/**
 * Gives the default store (the first one) each declared setting default it does not hold
 * (rules/known-settings.ts, documented in docs/notes/issue-10-settings.md), so administrators
 * see and change them in the settings list. Idempotent and safe for processes starting together:
 * the unique index decides, a value already there (the demo store's, an administrator's) is
 * kept. Answers how many it added.
 */
export async function ensureDefaultSettings(db: AnyDb): Promise<number> {
  const names = Object.keys(DEFAULT_SETTINGS);
  const values = Object.values(DEFAULT_SETTINGS);
  const { rows } = await sql<{ id: number }>`
    INSERT INTO settings (store_id, name, value)
    SELECT s.id, d.name, d.value
    FROM (SELECT min(id) AS id FROM stores) s, unnest(${names}::text[], ${values}::text[]) AS d (name, value)
    WHERE s.id IS NOT NULL
    ON CONFLICT (store_id, lower(name)) DO NOTHING
    RETURNING id
  `.execute(db);
  return rows.length;
}
