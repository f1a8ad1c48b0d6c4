import { DEFAULT_SETTINGS } from '@store/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/test-app.js';
import type { Db } from '../connection.js';
import { ensureDefaultSettings } from './default-settings.js';

let database: Db;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

const settingsOf = async (db: Db['db']) =>
  Object.fromEntries(
    (
      await sql<{ name: string; value: string }>`SELECT name, value FROM settings WHERE store_id = (SELECT min(id) FROM stores)`.execute(db)
    ).rows.map((r) => [r.name, r.value]),
  );

describe('the default settings seed', () => {
  it('gives the default store every declared default once, even when processes start together', async () => {
    const db = database.db;
    await Promise.all([1, 2, 3].map(() => sql`SELECT pg_sleep(0.05)`.execute(db)));
    await sql`DELETE FROM settings`.execute(db);
    const added = await Promise.all([ensureDefaultSettings(db), ensureDefaultSettings(db), ensureDefaultSettings(db)]);
    expect(added.reduce((a, b) => a + b, 0)).toBe(Object.keys(DEFAULT_SETTINGS).length);
    expect(await settingsOf(db)).toEqual(DEFAULT_SETTINGS);
    expect(await ensureDefaultSettings(db)).toBe(0);
  });

  it('keeps a value already there (the demo store’s, an administrator’s), in any letter case of its name', async () => {
    const db = database.db;
    await sql`DELETE FROM settings`.execute(db);
    await sql`INSERT INTO settings (store_id, name, value) VALUES ((SELECT min(id) FROM stores), 'AddressFilterEnabled', 'true')`.execute(
      db,
    );
    expect(await ensureDefaultSettings(db)).toBe(Object.keys(DEFAULT_SETTINGS).length - 1);
    const seeded = await settingsOf(db);
    expect(seeded.AddressFilterEnabled).toBe('true');
    expect(seeded.addressfilterenabled).toBeUndefined();
  });
});
