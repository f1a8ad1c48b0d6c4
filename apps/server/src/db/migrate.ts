import { type Migration, Migrator } from 'kysely';
import * as foundation from './migrations/0001-foundation.js';
import * as accounts from './migrations/0002-accounts.js';
import * as securityAccess from './migrations/0003-security-access.js';
import * as engine from './migrations/0004-engine.js';
import type { AnyDb } from './schema.js';

/** Every migration in order; a static list so the bundled server needs no migration folder. */
const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-accounts': accounts,
  '0003-security-access': securityAccess,
  '0004-engine': engine,
};

export async function migrateToLatest(db: AnyDb): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
