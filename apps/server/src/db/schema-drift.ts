import { columnFields, type EntityDef, joinOf, kindOf, serves, snakeCase, uniqueIndexName } from '@store/domain';
import { sql } from 'kysely';
import type { AnyDb } from './schema.js';

/** `timestamptz` as PostgreSQL's catalog writes it; other kinds' SQL types read the same. */
const CATALOG_NAME: Record<string, string> = { timestamptz: 'timestamp with time zone' };

interface Column {
  name: string;
  type: string;
  notNull: boolean;
  hasDefault: boolean;
}

async function columnsOf(db: AnyDb, table: string): Promise<Map<string, Column>> {
  const { rows } = await sql<{ attname: string; type: string; attnotnull: boolean; atthasdef: boolean }>`
    SELECT a.attname, format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull, a.atthasdef
    FROM pg_attribute a WHERE a.attrelid = to_regclass(${table}) AND a.attnum > 0 AND NOT a.attisdropped
  `.execute(db);
  return new Map(rows.map((r) => [r.attname, { name: r.attname, type: r.type, notNull: r.attnotnull, hasDefault: r.atthasdef }]));
}

/** Foreign keys as `column → referenced table`. */
async function foreignKeysOf(db: AnyDb, table: string): Promise<Map<string, string>> {
  const { rows } = await sql<{ def: string }>`
    SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conrelid = to_regclass(${table}) AND contype = 'f'
  `.execute(db);
  const out = new Map<string, string>();
  for (const { def } of rows) {
    const match = /^FOREIGN KEY \((\w+)\) REFERENCES (?:public\.)?(\w+)\(id\)/.exec(def);
    if (match?.[1] && match[2]) out.set(match[1], match[2]);
  }
  return out;
}

/** What a soft-deleted entity's unique index holds only: the rows not deleted. */
const LIVE_ROWS = ' WHERE NOT is_deleted';

/**
 * Unique indexes as `name → the indexed expressions` (`store_id, lower(name)`), with
 * `WHERE NOT is_deleted` when the index leaves deleted rows out (other conditions, such as
 * `email IS NOT NULL`, change nothing a key declares).
 */
async function uniqueIndexesOf(db: AnyDb, table: string): Promise<Map<string, string>> {
  const { rows } = await sql<{ name: string; def: string }>`
    SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS def
    FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
    WHERE i.indrelid = to_regclass(${table}) AND i.indisunique AND NOT i.indisprimary
  `.execute(db);
  return new Map(
    rows.map((r) => {
      const match = /USING btree \((.*?)\)( NULLS NOT DISTINCT)?(?: WHERE (.*))?$/.exec(r.def);
      const live = /\bNOT is_deleted\b/.test(match?.[3] ?? '') ? LIVE_ROWS : '';
      return [r.name, match ? `${match[1]}${match[2] ?? ''}${live}` : r.def];
    }),
  );
}

/**
 * Where an entity's table disagrees with its declaration: a missing or extra column, a column of
 * another SQL type or numeric scale, NOT NULL where the declaration allows empty (or the other way
 * round), a declared default without a database default, a missing foreign key, join table or
 * declared unique index (a soft-deleted entity's only over the rows not deleted). Columns the entity declares unmanaged (another part of the server owns
 * them) are accepted, if they exist. Migrations are written by hand; this keeps them honest. An empty list
 * means the table matches.
 */
export async function driftOf(db: AnyDb, entity: EntityDef, targets: (resource: string) => EntityDef): Promise<string[]> {
  const problems: string[] = [];
  const t = entity.table;
  const columns = await columnsOf(db, t);
  if (columns.size === 0) return [`${t}: no such table`];
  const keys = await foreignKeysOf(db, t);
  // `serverSet`: a read-only column the database fills in (a generated GUID) may be NOT NULL without a declared default.
  const expectColumn = (name: string, type: string, notNull: boolean, references?: string, serverSet = false) => {
    const column = columns.get(name);
    if (!column) return problems.push(`${t}.${name}: missing`);
    if (column.type !== type) problems.push(`${t}.${name}: ${column.type}, declared ${type}`);
    if (column.notNull !== notNull && !(serverSet && column.hasDefault))
      problems.push(`${t}.${name}: ${column.notNull ? 'NOT NULL' : 'nullable'}, declared ${notNull ? 'NOT NULL' : 'nullable'}`);
    if (references && keys.get(name) !== references) problems.push(`${t}.${name}: no foreign key to ${references}`);
  };
  expectColumn('id', 'integer', true);
  expectColumn('owner_id', 'integer', false, 'customers');
  expectColumn('created_at', 'timestamp with time zone', true);
  expectColumn('updated_at', 'timestamp with time zone', true);
  const system = new Set(['id', 'owner_id', 'created_at', 'updated_at']);
  if (entity.storeScoped) {
    expectColumn('store_id', 'integer', true, 'stores');
    system.add('store_id');
  }
  if (entity.softDelete) {
    expectColumn('is_deleted', 'boolean', true);
    system.add('is_deleted');
  }
  for (const [name, field] of columnFields(entity)) {
    const column = snakeCase(name);
    const sqlType = kindOf(field).sql(field) ?? '';
    const hasDefault = field.default !== undefined && field.default !== null;
    const references = field.kind === 'ref' ? targets(field.ref ?? '').table : undefined;
    expectColumn(column, CATALOG_NAME[sqlType] ?? sqlType, Boolean(field.required) || hasDefault, references, field.readOnly);
    if (hasDefault && columns.get(column) && !columns.get(column)?.hasDefault)
      problems.push(`${t}.${column}: declares a default the table lacks`);
  }
  const fieldColumns = new Set(columnFields(entity).map(([name]) => snakeCase(name)));
  // Another part of the server owns these: they must exist, and an insert by the engine (which never fills them) must succeed.
  for (const name of entity.unmanagedColumns ?? []) {
    const column = columns.get(name);
    if (!column) problems.push(`${t}.${name}: declared unmanaged, missing`);
    else if (system.has(name) || fieldColumns.has(name)) problems.push(`${t}.${name}: declared unmanaged and managed`);
    else if (serves(entity, 'create') && column.notNull && !column.hasDefault)
      problems.push(`${t}.${name}: unmanaged and NOT NULL without a default, but the engine creates rows`);
  }
  const declared = new Set([...system, ...fieldColumns, ...(entity.unmanagedColumns ?? [])]);
  for (const name of columns.keys()) if (!declared.has(name)) problems.push(`${t}.${name}: not declared`);

  for (const [name, field] of Object.entries(entity.fields)) {
    if (field.kind !== 'refs') continue;
    const join = joinOf(entity, name);
    const joinKeys = await foreignKeysOf(db, join.table);
    if (joinKeys.get(join.row) !== t || joinKeys.get(join.ref) !== targets(field.ref ?? '').table) {
      problems.push(`${join.table}: join table of ${entity.name}.${name} missing or without its foreign keys`);
    }
  }

  const indexes = await uniqueIndexesOf(db, t);
  for (const key of entity.unique ?? []) {
    const name = uniqueIndexName(entity, key);
    const parts = key.fields.map((field) => {
      const column = snakeCase(field);
      const def = entity.fields[field];
      const text = def !== undefined && kindOf(def).sql(def) === 'text';
      return key.caseInsensitive && text ? `lower(${column})` : column;
    });
    const columns = [...(entity.storeScoped ? ['store_id'] : []), ...(key.perOwner ? ['owner_id'] : []), ...parts].join(', ');
    // A deleted row never holds its value (`softDelete`): a deleted customer's e-mail may be taken again.
    const expected = `${columns}${key.nullsEqual ? ' NULLS NOT DISTINCT' : ''}${entity.softDelete ? LIVE_ROWS : ''}`;
    const actual = indexes.get(name);
    if (actual === undefined) problems.push(`${t}: unique index ${name} missing`);
    else if (actual !== expected) problems.push(`${t}: unique index ${name} is on (${actual}), declared (${expected})`);
  }
  return problems;
}
