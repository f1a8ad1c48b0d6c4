import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './connection.js';
import { MIGRATION_NAMES, migrateToLatest } from './migrate.js';

const dir = mkdtempSync(join(tmpdir(), 'store-persist-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the embedded database (also in the PostgreSQL run: it is the default store)', () => {
  it('keeps what was written before a stop after a restart, and migrations are not re-applied', async () => {
    const first = await openPglite(dir);
    expect(MIGRATION_NAMES[0]).toBe('0001-foundation');
    expect(await migrateToLatest(first.db)).toEqual(MIGRATION_NAMES);
    await first.db.insertInto('systemKeys').values({ name: 'restart-check', value: 'kept' }).execute();
    await first.close();

    const second = await openPglite(dir);
    expect(await migrateToLatest(second.db)).toEqual([]);
    const row = await second.db.selectFrom('systemKeys').select('value').where('name', '=', 'restart-check').executeTakeFirst();
    expect(row).toEqual({ value: 'kept' });
    await second.close();
  });
});
