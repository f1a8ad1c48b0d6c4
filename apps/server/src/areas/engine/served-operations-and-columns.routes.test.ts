import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { driftOf } from '../../db/schema-drift.js';
import { EntityRegistry } from './entity-registry.js';
import { selectRows } from './entity-sql.js';
import { LedgerNote, ledgerNotesSql } from './fixtures/ledger-notes.js';

/**
 * Two engine capabilities on a fixture entity: serving only some operations (an operation left out
 * has no route and no OpenAPI operation) and columns the engine never reads, returns or writes.
 */
let t: TestApp;
let id: number;
const SIGNATURE = 'signed-by-the-ledger-core-0123456789';
beforeAll(async () => {
  t = await createTestApp({ extraEntities: [LedgerNote], setupSql: [...ledgerNotesSql] });
  const { rows } = await sql<{ id: number }>`
    INSERT INTO ledger_notes (title, amount, signature) VALUES ('Opening', 10, ${SIGNATURE}) RETURNING id
  `.execute(t.database.db);
  id = rows[0]?.id ?? 0;
});
afterAll(() => t.close());

const signature = async () =>
  (await sql<{ signature: string }>`SELECT signature FROM ledger_notes WHERE id = ${id}`.execute(t.database.db)).rows[0]?.signature;

describe('an entity serving some operations', () => {
  it('has no route and no OpenAPI operation for the others', async () => {
    const headers = { ...(await t.admin()), lang: 'en' };
    const create = await t.app.inject({ method: 'POST', url: '/api/LedgerNotes', headers, payload: { title: 'New' } });
    expect(create.statusCode).toBe(404);
    expect(create.json().error.code).toBe('common.error.routenotfound');
    const remove = await t.app.inject({ method: 'DELETE', url: `/api/LedgerNotes/${id}`, headers });
    expect(remove.statusCode).toBe(404);
    expect(remove.json().error.code).toBe('common.error.routenotfound');
    expect((await t.app.inject({ url: `/api/LedgerNotes/${id}`, headers })).statusCode).toBe(200);

    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths['/api/LedgerNotes']).sort()).toEqual(['get']);
    expect(Object.keys(doc.paths['/api/LedgerNotes/{id}']).sort()).toEqual(['get', 'put']);
    expect(t.app.routeTable.filter((r) => r.url.startsWith('/api/LedgerNotes')).map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/LedgerNotes',
      // The list as a file is a read of the list: served with it.
      'GET /api/LedgerNotes/export',
      'GET /api/LedgerNotes/:id',
      'PUT /api/LedgerNotes/:id',
    ]);
  });
});

describe('columns the engine does not manage', () => {
  it('are never in an answer: list, read, update', async () => {
    const headers = await t.admin();
    const answers = [
      await t.app.inject({ url: '/api/LedgerNotes', headers }),
      await t.app.inject({ url: `/api/LedgerNotes/${id}`, headers }),
      await t.app.inject({ method: 'PUT', url: `/api/LedgerNotes/${id}`, headers, payload: { amount: 11 } }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.body).not.toContain(SIGNATURE);
      expect(answer.body).not.toContain('signature');
    }
    expect(answers[2]?.json().data).toMatchObject({ id, title: 'Opening', amount: 11 });
  });

  it('are never written: refused by name in a body, and kept by every update', async () => {
    const headers = { ...(await t.admin()), lang: 'en' };
    const sent = await t.app.inject({ method: 'PUT', url: `/api/LedgerNotes/${id}`, headers, payload: { signature: 'forged' } });
    expect(sent.statusCode).toBe(400);
    expect(sent.json().error.fieldCodes).toEqual({ signature: 'common.error.unknownfield' });
    await t.app.inject({ method: 'PUT', url: `/api/LedgerNotes/${id}`, headers, payload: { title: 'Renamed', amount: 12 } });
    expect(await signature()).toBe(SIGNATURE);
  });

  it('are never read: the engine names the columns it selects, never `t.*`', () => {
    const registry = new EntityRegistry([LedgerNote]);
    const query = selectRows(t.database.db, registry, LedgerNote, { storeId: null, ownerId: null }, 'en').compile().sql;
    expect(query).not.toContain('signature');
    expect(query).not.toMatch(/"t"\.\*/);
    expect(query).toContain('"t"."title"');
  });

  it('are accepted by the schema-drift check, which would otherwise report them', async () => {
    const target = () => LedgerNote;
    expect(await driftOf(t.database.db, LedgerNote, target)).toEqual([]);
    expect(await driftOf(t.database.db, { ...LedgerNote, unmanagedColumns: [] }, target)).toEqual(['ledger_notes.signature: not declared']);
  });
});
