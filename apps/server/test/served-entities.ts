import { type EntityDef, entities, type Row, sampleOf } from '@store/domain';
import { voucherFixtures, voucherTablesSql } from '@store/domain/fixtures';
import { sql } from 'kysely';
import { createRow } from './samples.js';
import type { TestApp } from './test-app.js';

/**
 * What the hardening tests serve: the product's entities and the engine's voucher fixtures, so
 * lifecycle actions (their inputs and their own access rights), store scoping, money, trees,
 * many-to-many fields and children reach the fuzzer, the authorization test and the
 * mass-assignment test like any other operation.
 */
export const WITH_FIXTURES = { extraEntities: [...voucherFixtures], setupSql: [...voucherTablesSql] };

/** Every entity with routes of its own. */
export const SERVED_ENTITIES: readonly EntityDef[] = [...entities, ...voucherFixtures].filter((e) => !e.childOf);

export function servedEntity(resource: string): EntityDef | undefined {
  return SERVED_ENTITIES.find((e) => e.resource.toLowerCase() === resource.toLowerCase());
}

/** The lifecycle action a route runs (`/api/Vouchers/:id/pay` → `pay`), if it is one. */
export function actionOf(entity: EntityDef, url: string): string | undefined {
  const name = /\/:id\/(\w+)$/.exec(url)?.[1];
  return name && entity.lifecycle?.actions[name] ? name : undefined;
}

/** A valid body for the action: a sample of each input field it declares. */
export function actionBody(entity: EntityDef, action: string, n: number): Row {
  const input = entity.lifecycle?.actions[action]?.input ?? {};
  return Object.fromEntries(Object.entries(input).map(([name, field]) => [name, sampleOf(field, n)]));
}

/**
 * A fresh row in a state the action may start from: the administrator runs the entity's other
 * actions in declaration order until this one is allowed (a voucher is paid before it is approved).
 */
export async function rowReadyFor(t: TestApp, entity: EntityDef, action: string, n: number): Promise<number> {
  const row = await createRow(t, entity, n);
  let allowed = (row.allowedActions ?? []) as string[];
  for (const step of Object.keys(entity.lifecycle?.actions ?? {})) {
    if (allowed.includes(action)) break;
    if (step === action || !allowed.includes(step)) continue;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/${entity.resource}/${row.id}/${step}`,
      headers: await t.admin(),
      payload: actionBody(entity, step, n * 100 + row.id),
    });
    if (res.statusCode !== 200) throw new Error(`${entity.name}.${step} on ${row.id}: ${res.statusCode} ${res.body}`);
    allowed = res.json().data.allowedActions;
  }
  if (!allowed.includes(action)) throw new Error(`no way found to make ${entity.name} ${row.id} ready for ${action}`);
  return row.id;
}

/** Hands a row to a customer (owner-only access levels reach only such rows). */
export async function giveRow(t: TestApp, entity: EntityDef, id: number, ownerId: number): Promise<void> {
  await sql`UPDATE ${sql.table(entity.table)} SET owner_id = ${ownerId} WHERE id = ${id}`.execute(t.database.db);
}
