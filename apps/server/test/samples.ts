import { type EntityDef, entityByResource, type FieldDef, kindOf, writableFields } from '@store/domain';
import { voucherFixtures } from '@store/domain/fixtures';
import type { TestApp } from './test-app.js';

/** Makes unique samples distinct between rows, so unique columns never collide. */
let serial = 0;

/** A valid value for a field, from its kind's entry in the registry; `n` varies it between rows. */
export function sampleValue(field: FieldDef, n: number, unique = false): unknown {
  return kindOf(field).sample(field, unique ? n + 1000 * ++serial : n);
}

/** A valid create body for an entity, creating the rows its references point at first. */
export async function sampleBody(t: TestApp, entity: EntityDef, n: number): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {};
  for (const [name, field] of writableFields(entity)) {
    // A row's parent in a tree is optional: a root needs none (and making one would never end).
    if (field.ref === entity.resource && !field.required) continue;
    if (field.kind === 'ref' || field.kind === 'refs') {
      const target = entityByResource(field.ref ?? '') ?? voucherFixtures.find((e) => e.resource === field.ref);
      if (!target) throw new Error(`${entity.name}.${name} refers to unknown resource ${field.ref}`);
      const id = (await createRow(t, target, n)).id;
      body[name] = field.kind === 'refs' ? [id] : id;
    } else {
      body[name] = sampleValue(field, n, true);
    }
  }
  return body;
}

export async function createRow(t: TestApp, entity: EntityDef, n: number): Promise<Record<string, unknown> & { id: number }> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/${entity.resource}`,
    headers: await t.admin(),
    payload: await sampleBody(t, entity, n),
  });
  if (res.statusCode !== 201) throw new Error(`creating ${entity.name} failed: ${res.statusCode} ${res.body}`);
  return res.json().data;
}
