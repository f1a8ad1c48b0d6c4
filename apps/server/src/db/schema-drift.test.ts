import { entities } from '@store/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/test-app.js';
import type { Db } from './connection.js';

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

let database: Db;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

// Migrations are written by hand (reviewable SQL); this keeps them in step with the declarations.
describe.each(entities.map((e) => [e.name, e] as const))('%s table matches its declaration', (_name, entity) => {
  it('has a column per declared field, NOT NULL exactly where required', async () => {
    // Result names arrive camelCased (the CamelCasePlugin).
    const { rows } = await sql<{ columnName: string; isNullable: string }>`
      SELECT column_name, is_nullable FROM information_schema.columns WHERE table_name = ${entity.table}
    `.execute(database.db);
    const columns = new Map(rows.map((r) => [r.columnName, r.isNullable === 'NO']));
    for (const system of ['id', 'created_at', 'updated_at']) expect(columns.get(system), system).toBe(true);
    expect(columns.has('owner_id'), 'owner_id').toBe(true);
    for (const [name, field] of Object.entries(entity.fields)) {
      const column = snake(name);
      expect(columns.has(column), `${entity.table}.${column}`).toBe(true);
      if (field.required) expect(columns.get(column), `${column} NOT NULL`).toBe(true);
    }
    const declared = new Set(['id', 'owner_id', 'created_at', 'updated_at', ...Object.keys(entity.fields).map(snake)]);
    expect([...columns.keys()].filter((c) => !declared.has(c))).toEqual([]);
  });
});
