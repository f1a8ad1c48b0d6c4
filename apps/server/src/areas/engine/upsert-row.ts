import { columnFields, type EntityDef, invalid, type Row, type UniqueDef } from '@store/domain';
import { sql } from 'kysely';
import type { AnyDb } from '../../db/schema.js';
import type { Caller } from './caller.js';
import type { EntityRegistry } from './entity-registry.js';
import { uniqueTarget } from './entity-sql.js';
import { toColumns } from './row-mapper.js';

/** A 400 on the fields whose cross-field rules (`validate`) answered a code; nothing when none did. */
export function refuseBrokenRules(issues: Record<string, string> | null): void {
  if (!issues || Object.keys(issues).length === 0) return;
  throw invalid(Object.fromEntries(Object.entries(issues).map(([field, code]) => [field, { code }])));
}

/**
 * Creates the row, or changes the one holding the same value of the unique key, in one statement
 * (`INSERT … ON CONFLICT … DO UPDATE`): two concurrent saves cannot both insert. Only for plain
 * entities (no lifecycle, guards, children, effects, reference rules, many-to-many fields or write
 * checks), where a save needs no checks on the row it replaces. Answers the row's id.
 */
export async function upsertRow(
  db: AnyDb,
  registry: EntityRegistry,
  entity: EntityDef,
  input: Row,
  key: UniqueDef,
  caller: Caller,
): Promise<number> {
  const plain =
    !entity.lifecycle &&
    !entity.guards &&
    !entity.children &&
    !entity.effects &&
    !entity.refRules &&
    !entity.softDelete &&
    !Object.values(entity.fields).some((field) => field.kind === 'secret') &&
    registry.writeChecksOf(entity).length === 0;
  if (!plain || columnFields(entity).length !== Object.keys(entity.fields).length) throw new Error(`${entity.name} cannot be upserted`);
  // The whole row is sent, so the entity's cross-field rules judge it as they judge a create.
  refuseBrokenRules(entity.validate?.(input) ?? null);
  const values: Row = { ...toColumns(entity, input), ownerId: caller.customerId || null };
  if (entity.storeScoped) values.storeId = caller.storeId;
  const changed = Object.keys(toColumns(entity, input)).filter((name) => !key.fields.includes(name));
  const { id } = (await db
    .insertInto(entity.table)
    .values(values)
    .onConflict((oc) =>
      oc
        .expression(uniqueTarget(entity, key))
        .doUpdateSet(Object.fromEntries([...changed.map((name) => [name, sql.ref(`excluded.${name}`)]), ['updatedAt', sql`now()`]])),
    )
    .returning('id')
    .executeTakeFirstOrThrow()) as { id: number };
  return id;
}
