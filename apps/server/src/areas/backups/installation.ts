import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { AnyDb } from '../../db/schema.js';

/**
 * The installation's identity, written in every archive's manifest: a random id made once and kept
 * in `system_keys` (which no restore replaces, so it stays the installation's own).
 */
export async function installationId(db: AnyDb): Promise<string> {
  await sql`INSERT INTO system_keys (name, value) VALUES ('installation-id', ${randomUUID()}) ON CONFLICT (name) DO NOTHING`.execute(db);
  const { rows } = await sql<{ value: string }>`SELECT value FROM system_keys WHERE name = 'installation-id'`.execute(db);
  return rows[0]?.value ?? '';
}
