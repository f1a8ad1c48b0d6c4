import { type EntityDef, entityByResource, type FieldDef, writableFields } from '@store/domain';
import type { TestApp } from './test-app.js';

/** Makes every sample text distinct, so unique columns never collide between rows. */
let serial = 0;

/** A valid value for a field, derived from its declaration; `n` varies it between rows. */
export function sampleValue(field: FieldDef, n: number, unique = false): unknown {
  const min = field.min ?? 0;
  switch (field.kind) {
    case 'text':
    case 'longtext':
      return `نمونه sample ${n}${unique ? `-${++serial}` : ''}`.padEnd(Math.max(min, 1), 'x').slice(0, field.max ?? 400);
    case 'url':
      return `https://shop${n}.example`;
    case 'image':
      return `/api/CMS/Image/DataContents/${n}.png`;
    case 'email':
      return `user${n}@example.com`;
    case 'phone':
      return `+98912${String(1_000_000 + n).slice(-7)}`;
    case 'integer':
      return Math.max(min, n);
    case 'decimal':
      return `${n}.25`;
    case 'boolean':
      return n % 2 === 0;
    case 'date':
      return '2026-03-21';
    case 'datetime':
      return '2026-03-21T10:30:00.000Z';
    case 'enum':
      return field.options?.[n % (field.options?.length ?? 1)];
    case 'json':
      return { n };
    case 'ref':
      throw new Error('refs need a row: use sampleBody');
  }
}

/** A valid create body for an entity, creating the rows its references point at first. */
export async function sampleBody(t: TestApp, entity: EntityDef, n: number): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {};
  for (const [name, field] of writableFields(entity)) {
    if (field.kind === 'ref') {
      const target = entityByResource(field.ref ?? '');
      if (!target) throw new Error(`${entity.name}.${name} refers to unknown resource ${field.ref}`);
      body[name] = (await createRow(t, target, n)).id;
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
