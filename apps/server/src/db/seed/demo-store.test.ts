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
    const db = database.db;
    // Open the pool's connections first, so the seeds really run side by side (on PostgreSQL;
    // the embedded database runs one statement at a time anyway).
    await Promise.all([1, 2, 3].map(() => sql`SELECT pg_sleep(0.05)`.execute(db)));
    for (let round = 1; round <= 5; round++) {
      await sql`DELETE FROM settings`.execute(db);
      await sql`DELETE FROM applications`.execute(db);
      await sql`DELETE FROM stores`.execute(db);
      const results = await Promise.all([seedDemoStore(db), seedDemoStore(db), seedDemoStore(db)]);
      expect(results.filter(Boolean), `round ${round}`).toHaveLength(1);
      const stores = await sql<{ name: string }>`SELECT name FROM stores`.execute(db);
      expect(stores.rows, `round ${round}`).toEqual([{ name: 'melk' }]);
      const applications = await sql<{ name: string }>`SELECT name FROM applications ORDER BY name`.execute(db);
      expect(applications.rows.map((a) => a.name)).toEqual(['Dashboard', 'Storefront']);
    }
    expect(await seedDemoStore(db)).toBe(false);
  });
});
