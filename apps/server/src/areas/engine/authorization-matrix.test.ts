import {
  ACCESS_LEVELS,
  type AccessLevel,
  type EntityDef,
  entities,
  entityByResource,
  entityScope,
  type Operation,
  writableFields,
} from '@store/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRow, sampleBody, sampleValue } from '../../../test/samples.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { hashPassword } from '../identity/password.js';

/**
 * Every declared resource × every access level, called by a user who owns the row and by one who
 * does not. The expected answers are derived from the access table (ACCESS_RIGHTS via entityScope),
 * not written by hand: `all` → 200, `own` → 200 for the owner and 404 for the stranger, none → 403.
 */
let t: TestApp;
const users = new Map<AccessLevel, { owner: number; ownerToken: string; strangerToken: string }>();

beforeAll(async () => {
  t = await createTestApp();
  const passwordHash = await hashPassword('matrix-pass');
  for (const level of ACCESS_LEVELS) {
    const { id: roleId } = await t.database.db
      .insertInto('roles')
      .values({ name: `Role ${level}`, systemName: `role_${level.toLowerCase()}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const entity of entities) {
      await sql`INSERT INTO security_accesses (role_id, entity_name, access_type) VALUES (${roleId}, ${entity.name}, ${level})`.execute(
        t.database.db,
      );
    }
    const ids: number[] = [];
    for (const who of ['owner', 'stranger']) {
      const { id } = await t.database.db
        .insertInto('customers')
        .values({ username: `${who}_${level}`.toLowerCase(), passwordHash, email: null, mobile: null, firstName: null, lastName: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      await sql`INSERT INTO customer_roles (customer_id, role_id) VALUES (${id}, ${roleId})`.execute(t.database.db);
      ids.push(id);
    }
    users.set(level, {
      owner: ids[0]!,
      ownerToken: await t.signIn(`owner_${level}`.toLowerCase(), 'matrix-pass'),
      strangerToken: await t.signIn(`stranger_${level}`.toLowerCase(), 'matrix-pass'),
    });
  }
});
afterAll(() => t.close());

/** A row created by the administrator and handed to `owner`. */
async function rowOwnedBy(entity: EntityDef, owner: number): Promise<number> {
  const row = await createRow(t, entity, 7);
  await sql`UPDATE ${sql.table(entity.table)} SET owner_id = ${owner} WHERE id = ${row.id}`.execute(t.database.db);
  return row.id;
}

const expected = (scope: 'all' | 'own' | 'none', isOwner: boolean) => (scope === 'none' ? 403 : scope === 'all' || isOwner ? 200 : 404);

const cases = entities.flatMap((entity) => ACCESS_LEVELS.map((level) => [entity.name, level, entity] as const));

describe.each(cases)('%s with %s', (_name, level, entity) => {
  const base = `/api/${entity.resource}`;
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const editable = writableFields(entity).find(([, f]) => f.kind === 'text' && !f.writeOnly);
  const scopeOf = (levels: AccessLevel[], operation: Operation) => entityScope(entity, levels, operation);

  it('list, read, create, update and delete answer as the access table says', async () => {
    const who = users.get(level)!;
    const rowId = await rowOwnedBy(entity, who.owner);

    for (const [token, isOwner] of [
      [who.ownerToken, true],
      [who.strangerToken, false],
    ] as const) {
      const listScope = scopeOf([level], 'list');
      const list = await t.app.inject({ url: `${base}?pageSize=100&sort=-id`, headers: as(token) });
      expect(list.statusCode, 'list').toBe(listScope === 'none' ? 403 : 200);
      if (listScope !== 'none') {
        const ids = (list.json().data as { id: number; ownerId: number | null }[]).map((r) => r.id);
        expect(ids.includes(rowId), `list shows the row (owner: ${isOwner})`).toBe(listScope === 'all' || isOwner);
      }

      const view = await t.app.inject({ url: `${base}/${rowId}`, headers: as(token) });
      expect(view.statusCode, `view (owner: ${isOwner})`).toBe(expected(scopeOf([level], 'view'), isOwner));

      if (editable) {
        const [field, def] = editable;
        const update = await t.app.inject({
          method: 'PUT',
          url: `${base}/${rowId}`,
          headers: as(token),
          payload: { [field]: sampleValue(def, 99, true) },
        });
        expect(update.statusCode, `update (owner: ${isOwner})`).toBe(expected(scopeOf([level], 'update'), isOwner));
      }
    }

    const createScope = scopeOf([level], 'create');
    const body = await sampleBody(t, entity, 8);
    // References must point at rows the creator may see: with an owner-only level, their own.
    for (const [name, field] of writableFields(entity).filter(([, f]) => f.kind === 'ref')) {
      const target = entityByResource(field.ref ?? '')!;
      if (entityScope(target, [level], 'view') === 'own') {
        const stranger = await t.database.db
          .selectFrom('customers')
          .select('id')
          .where('username', '=', `stranger_${level}`.toLowerCase())
          .executeTakeFirstOrThrow();
        await sql`UPDATE ${sql.table(target.table)} SET owner_id = ${stranger.id} WHERE id = ${body[name] as number}`.execute(
          t.database.db,
        );
      }
    }
    const created = await t.app.inject({ method: 'POST', url: base, headers: as(who.strangerToken), payload: body });
    expect(created.statusCode, `create: ${created.body}`).toBe(createScope === 'none' ? 403 : 201);
    if (created.statusCode === 201) {
      // Whoever creates a row owns it, whatever the body says.
      const stored = await sql<{
        ownerId: number;
      }>`SELECT owner_id FROM ${sql.table(entity.table)} WHERE id = ${created.json().data.id}`.execute(t.database.db);
      expect(stored.rows[0]?.ownerId).not.toBe(who.owner);
    }

    // Delete last: the stranger first (the row must survive), then the owner.
    const deleteScope = scopeOf([level], 'delete');
    const strangerDelete = await t.app.inject({ method: 'DELETE', url: `${base}/${rowId}`, headers: as(who.strangerToken) });
    expect(strangerDelete.statusCode, 'stranger delete').toBe(expected(deleteScope, false));
    if (strangerDelete.statusCode !== 200) {
      const ownerDelete = await t.app.inject({ method: 'DELETE', url: `${base}/${rowId}`, headers: as(who.ownerToken) });
      expect(ownerDelete.statusCode, 'owner delete').toBe(expected(deleteScope, true));
    }
  });
});

describe('references', () => {
  it('may not point at a row outside the caller’s reach, which answers like a missing one', async () => {
    const who = users.get('EditOwner')!;
    const store = await rowOwnedBy(entities.find((e) => e.name === 'Store')!, who.owner);
    const payload = { name: 'x.y', value: '1', storeId: store };
    const stranger = await t.app.inject({
      method: 'POST',
      url: '/api/Settings',
      headers: { authorization: `Bearer ${who.strangerToken}` },
      payload,
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().error.fieldCodes).toEqual({ storeId: 'common.error.notfound' });
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/Settings',
      headers: { authorization: `Bearer ${who.ownerToken}` },
      payload,
    });
    expect(owner.statusCode).toBe(201);
  });
});

describe('ownership cannot be assigned', () => {
  it('refuses ownerId in a body (mass assignment)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Stores',
      headers: await t.admin(),
      payload: { name: 'Mine', ownerId: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldCodes).toEqual({ ownerId: 'common.error.unknownfield' });
  });
});
