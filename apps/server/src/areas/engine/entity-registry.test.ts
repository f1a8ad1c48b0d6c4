import { defineEntity, f } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { EntityRegistry } from './entity-registry.js';

/** What the registry refuses when the app starts: declarations that cannot work. */
const kind = defineEntity({
  name: 'Kind',
  resource: 'Kinds',
  table: 'kinds',
  area: 'catalog',
  route: 'Test/Kind',
  fields: { name: f.text({ required: true }), isActive: f.boolean({ default: true }) },
  titleField: 'name',
  listColumns: ['name'],
});
const thing = (choosableWhen: string) =>
  defineEntity({
    name: 'Thing',
    resource: 'Things',
    table: 'things',
    area: 'catalog',
    route: 'Test/Thing',
    fields: { kindId: f.ref('Kinds', { choosableWhen }) },
    titleField: 'kindId',
    listColumns: ['kindId'],
  });

describe('the entity registry', () => {
  it('takes a reference offered by a boolean flag of its target', () => {
    expect(() => new EntityRegistry([kind, thing('isActive')])).not.toThrow();
  });

  it('refuses a choosableWhen naming no boolean field of the target', () => {
    expect(() => new EntityRegistry([kind, thing('name')])).toThrow(/choosableWhen names name/);
    expect(() => new EntityRegistry([kind, thing('missing')])).toThrow(/choosableWhen names missing/);
  });
});
