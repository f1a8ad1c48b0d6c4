import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { ChangeCounter } from './changes.js';
import { createTestApp } from './test-app.js';

/**
 * The change counter is what the refusal checks of the fuzz, authorization and mass-assignment
 * tests stand on: if it missed a kind of write, those tests would pass while a refusal wrote.
 */
const t = await createTestApp({
  setupSql: ['CREATE TABLE fixture_notes (id serial PRIMARY KEY, note text NOT NULL)'],
  countChanges: true,
});
afterAll(() => t.close());
const db = t.database.db;
const changed = (action: () => Promise<unknown>, except?: string[]) => t.changes.tablesChangedBy(action, except);

describe('the change counter', () => {
  it('sees an insert, an update and a delete, in a fixture table made before it was installed', async () => {
    expect(await changed(() => sql`INSERT INTO fixture_notes (note) VALUES ('a'), ('b')`.execute(db))).toEqual(['fixture_notes']);
    const before = await t.changes.read();
    await sql`UPDATE fixture_notes SET note = 'c' WHERE note = 'a'`.execute(db);
    await sql`DELETE FROM fixture_notes WHERE note = 'b'`.execute(db);
    const after = await t.changes.read();
    expect(after.fixture_notes).toBe((before.fixture_notes ?? Number.NaN) + 2);
  });

  it('counts nothing for a write that was rolled back, or a statement that matched no row', async () => {
    const rolledBack = () =>
      db
        .transaction()
        .execute(async (trx) => {
          await sql`INSERT INTO fixture_notes (note) VALUES ('gone')`.execute(trx);
          await sql`UPDATE stores SET name = name`.execute(trx);
          throw new Error('refused');
        })
        .catch((error: Error) => expect(error.message).toBe('refused'));
    expect(await changed(rolledBack)).toEqual([]);
    expect(await changed(() => sql`UPDATE fixture_notes SET note = 'x' WHERE id = -1`.execute(db))).toEqual([]);
    expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM fixture_notes WHERE note = 'gone'`.execute(db)).rows[0]?.n).toBe(0);
  });

  it('covers the migrated tables written through the API, and leaves out the tables asked', async () => {
    const register = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/Authentication/register',
        payload: { username: 'counted.user', password: 'counted-pass', confirmPassword: 'counted-pass' },
      });
    const written = await changed(register);
    expect(written).toEqual(expect.arrayContaining(['customer_roles', 'customers', 'sessions']));
    const stores = await changed(
      async () => t.app.inject({ method: 'POST', url: '/api/Stores', headers: await t.admin(), payload: { name: 'Counted' } }),
      ['sessions', 'auth_throttle'],
    );
    expect(stores).toEqual(['stores']);
  });

  it('compares readings table by table', () => {
    expect(ChangeCounter.changedTables({ a: 1, b: 2 }, { a: 1, b: 3 })).toEqual(['b']);
    expect(ChangeCounter.changedTables({ a: 1 }, { a: 1 })).toEqual([]);
  });

  it('is refused to a test app that did not ask for it', async () => {
    const plain = await createTestApp();
    try {
      expect(() => plain.changes).toThrow(/countChanges/);
    } finally {
      await plain.close();
    }
  });
});
