import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/test-app.js';
import type { Db } from '../connection.js';
import { seedDemoStore } from './demo-store.js';

let database: Db;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

describe('the demo store seed', () => {
  it('seeds once when processes start together on an empty database', async () => {
    const results = await Promise.all([seedDemoStore(database.db), seedDemoStore(database.db), seedDemoStore(database.db)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const stores = await sql<{ name: string }>`SELECT name FROM stores`.execute(database.db);
    expect(stores.rows).toEqual([{ name: 'melk' }]);
    const applications = await sql<{ name: string }>`SELECT name FROM applications ORDER BY name`.execute(database.db);
    expect(applications.rows.map((a) => a.name)).toEqual(['Dashboard', 'Storefront']);
    expect(await seedDemoStore(database.db)).toBe(false);
  });
});
