import {
  ACCESS_LEVELS,
  type AccessLevel,
  actionInputSchema,
  type EntityDef,
  entities,
  entityScope,
  kindOf,
  OPERATIONS,
  type Operation,
  scopeOf,
  serves,
  writableFields,
} from '@store/domain';
import { voucherFixtures } from '@store/domain/fixtures';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { casesOfPart } from '../../../test/api-part.js';
import { EXPECTED_ACCESS, expectedReach, type Reach } from '../../../test/expected-access.js';
import { createRow, sampleBody, sampleValue } from '../../../test/samples.js';
import type { TestApp } from '../../../test/test-app.js';
import { hashPassword } from '../identity/password.js';
import { memberOf, roleWith, voucherApp, voucherBody } from './fixtures/voucher-app.js';

/** The product's entities and the fixtures with a lifecycle (their actions have their own rights), each reachable by its own routes. */
const served: readonly EntityDef[] = [...entities, ...voucherFixtures].filter((e) => !e.childOf);
const byResource = (resource: string) => served.find((e) => e.resource === resource) as EntityDef;

/**
 * Every declared resource × every access level, called by a user who owns the row and by one who
 * does not. The expected answers come from a table written by hand from spec 001 §6
 * (test/expected-access.ts), never from the server's ACCESS_RIGHTS: `all` → 200, `own` → 200 for
 * the owner and 404 for the stranger, none → 403. Every operation is exercised on every entity —
 * list, read, create, update, delete and each lifecycle action with its own access right.
 */
let t: TestApp;
const users = new Map<AccessLevel, { owner: number; stranger: number; ownerToken: string; strangerToken: string }>();

beforeAll(async () => {
  t = await voucherApp();
  const passwordHash = await hashPassword('matrix-pass');
  for (const level of ACCESS_LEVELS) {
    const { id: roleId } = await t.database.db
      .insertInto('roles')
      .values({ name: `Role ${level}`, systemName: `role_${level.toLowerCase()}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const entity of served) {
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
      stranger: ids[1]!,
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

const expected = (scope: Reach, isOwner: boolean) => (scope === 'none' ? 403 : scope === 'all' || isOwner ? 200 : 404);

// Every entity × level, or this run's part of them (API_PART, test/api-part.ts).
const cases = casesOfPart(
  served.flatMap((entity) => ACCESS_LEVELS.map((level) => [entity.name, level, entity] as const)),
  ([name, level]) => `${name} ${level}`,
);

describe.each(cases)('%s with %s', (_name, level, entity) => {
  const base = `/api/${entity.resource}`;
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  // Any field a client may write and a sample can fill: every entity's update is exercised.
  const editable = writableFields(entity).find(([, f]) => f.kind !== 'ref' && f.kind !== 'refs' && !f.writeOnly);
  const reach = (operation: Operation) => expectedReach(entity, level, operation);

  it('list, read, create, update and delete answer as the access table says', async () => {
    const who = users.get(level)!;
    const rowId = await rowOwnedBy(entity, who.owner);

    for (const [token, isOwner] of [
      [who.ownerToken, true],
      [who.strangerToken, false],
    ] as const) {
      const listScope = reach('list');
      const list = await t.app.inject({ url: `${base}?pageSize=100&sort=-id`, headers: as(token) });
      expect(list.statusCode, 'list').toBe(listScope === 'none' ? 403 : 200);
      if (listScope !== 'none') {
        const ids = (list.json().data as { id: number; ownerId: number | null }[]).map((r) => r.id);
        expect(ids.includes(rowId), `list shows the row (owner: ${isOwner})`).toBe(listScope === 'all' || isOwner);
        if (reach('view') === 'none') {
          // Listed but not opened: what the list screen shows, nothing more.
          const shown = new Set(['id', ...entity.listColumns, 'refTitles', 'state']);
          for (const row of list.json().data as Record<string, unknown>[])
            expect(Object.keys(row).filter((k) => !shown.has(k))).toEqual([]);
        }
      }

      const view = await t.app.inject({ url: `${base}/${rowId}`, headers: as(token) });
      expect(view.statusCode, `view (owner: ${isOwner})`).toBe(expected(reach('view'), isOwner));

      const [field, def] = editable ?? [];
      const update = await t.app.inject({
        method: 'PUT',
        url: `${base}/${rowId}`,
        headers: as(token),
        payload: field && def ? { [field]: sampleValue(def, 99, true) } : {},
      });
      // An entity that serves no update (written by its own call) has no route to try.
      expect(update.statusCode, `update (owner: ${isOwner}): ${update.body}`).toBe(
        serves(entity, 'update') ? expected(reach('update'), isOwner) : 404,
      );

      // Each action on a fresh row in the state it starts from, so an allowed caller gets a 200.
      for (const [action, def] of Object.entries(entity.lifecycle?.actions ?? {})) {
        const fresh = await rowOwnedBy(entity, who.owner);
        if (!def.from.includes('unpaid')) continue;
        const input = Object.fromEntries(
          Object.entries(def.input ?? {})
            .filter(([, f]) => f.required)
            .map(([name, f]) => [name, kindOf(f).sample(f, fresh)]),
        );
        expect(actionInputSchema(entity, action).safeParse(input).success).toBe(true);
        const res = await t.app.inject({ method: 'POST', url: `${base}/${fresh}/${action}`, headers: as(token), payload: input });
        expect(res.statusCode, `${action} (owner: ${isOwner}): ${res.body}`).toBe(expected(reach(def.access ?? 'act'), isOwner));
      }
    }

    const createScope = reach('create');
    // An entity that serves no create (customers) has no route to try: its absence is proven where it is declared.
    const body = serves(entity, 'create') ? await sampleBody(t, entity, 8) : {};
    // References must point at rows the creator may see: with an owner-only level, their own.
    for (const [name, field] of writableFields(entity).filter(([, f]) => f.kind === 'ref' || f.kind === 'refs')) {
      const target = byResource(field.ref ?? '');
      if (expectedReach(target, level, 'view') === 'own') {
        const ids = [body[name]].flat() as number[];
        await sql`UPDATE ${sql.table(target.table)} SET owner_id = ${who.stranger} WHERE id = ANY(${ids}::int[])`.execute(t.database.db);
      }
    }
    const created = await t.app.inject({ method: 'POST', url: base, headers: as(who.strangerToken), payload: body });
    expect(created.statusCode, `create: ${created.body}`).toBe(!serves(entity, 'create') ? 404 : createScope === 'none' ? 403 : 201);
    if (created.statusCode === 201) {
      // Whoever creates a row owns it: the creator's own id, in the answer and in the table.
      const stored = await sql<{
        ownerId: number;
      }>`SELECT owner_id FROM ${sql.table(entity.table)} WHERE id = ${created.json().data.id}`.execute(t.database.db);
      expect(stored.rows[0]?.ownerId).toBe(who.stranger);
      // A public row names its owner to administrators only.
      expect(created.json().data.ownerId).toBe(entity.publicRead ? null : who.stranger);
    }

    // Delete last: the stranger first (the row must survive), then the owner.
    const deleteScope = reach('delete');
    const strangerDelete = await t.app.inject({ method: 'DELETE', url: `${base}/${rowId}`, headers: as(who.strangerToken) });
    expect(strangerDelete.statusCode, 'stranger delete').toBe(serves(entity, 'delete') ? expected(deleteScope, false) : 404);
    if (strangerDelete.statusCode !== 200) {
      const ownerDelete = await t.app.inject({ method: 'DELETE', url: `${base}/${rowId}`, headers: as(who.ownerToken) });
      expect(ownerDelete.statusCode, 'owner delete').toBe(serves(entity, 'delete') ? expected(deleteScope, true) : 404);
    }
  });
});

describe('the access table', () => {
  // The routes above never print: the server's table is checked level by level, print included.
  it.each(ACCESS_LEVELS)('gives %s what spec 001 §6 says, operation by operation', (level) => {
    expect(Object.fromEntries(OPERATIONS.map((op) => [op, scopeOf([level], op)]))).toEqual(EXPECTED_ACCESS[level]);
    for (const entity of served) {
      expect(Object.fromEntries(OPERATIONS.map((op) => [op, entityScope(entity, [level], op)])), entity.name).toEqual(
        Object.fromEntries(OPERATIONS.map((op) => [op, expectedReach(entity, level, op)])),
      );
    }
  });
});

describe('references', () => {
  it('may not point at a row outside the caller’s reach, which answers like a missing one', async () => {
    // Events may be written by whoever holds Create on them; vouchers they reach only their own.
    const role = await roleWith(t, 'event_writers', { VoucherEvent: 'Create', Voucher: 'EditOwner' });
    const writer = await memberOf(t, role, 'event_writer');
    const writerId = (
      await t.database.db.selectFrom('customers').select('id').where('username', '=', 'event_writer').executeTakeFirstOrThrow()
    ).id;
    const theirs = await rowOwnedBy(byResource('Vouchers'), users.get('EditOwner')!.owner);
    const payload = (voucherId: number) => ({ voucherId, action: 'note', reference: `ref-${voucherId}` });
    const stranger = await t.app.inject({ method: 'POST', url: '/api/VoucherEvents', headers: writer, payload: payload(theirs) });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().error.fieldCodes).toEqual({ voucherId: 'common.error.notfound' });
    const own = await rowOwnedBy(byResource('Vouchers'), writerId);
    const owner = await t.app.inject({ method: 'POST', url: '/api/VoucherEvents', headers: writer, payload: payload(own) });
    expect(owner.statusCode).toBe(201);
  });

  it('may point at any row of a public entity: everyone may see it', async () => {
    const who = users.get('EditOwner')!;
    const tag = await rowOwnedBy(byResource('VoucherTags'), who.owner);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Vouchers',
      headers: { authorization: `Bearer ${who.strangerToken}` },
      payload: voucherBody({ categoryId: tag }),
    });
    expect(res.statusCode, res.body).toBe(201);
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
