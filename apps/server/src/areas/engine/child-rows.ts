import type { EntityDef, Row } from '@store/domain';
import type { AnyDb } from '../../db/schema.js';
import type { Caller } from './caller.js';
import type { EntityRegistry } from './entity-registry.js';
import { col, selectRows } from './entity-sql.js';
import { toApiRow } from './row-mapper.js';

/** A row's children (`entity.children`), each list ordered by id, without the field naming the parent (empty for an entity without children). */
export async function childRowsOf(registry: EntityRegistry, entity: EntityDef, db: AnyDb, id: number, caller: Caller): Promise<Row> {
  const out: Row = {};
  for (const [name, def] of Object.entries(entity.children ?? {})) {
    const child = registry.get(def.resource);
    const rows = (await selectRows(db, registry, child, { storeId: caller.storeId, ownerId: null }, caller.language, caller.reach)
      .where(col(def.field), '=', id)
      .orderBy(col('id'))
      .execute()) as Row[];
    out[name] = rows.map((row) => {
      const { [def.field]: _parent, ...rest } = toApiRow(child, row);
      return rest;
    });
  }
  return out;
}

/**
 * The children of many rows at once (a list answered whole with its rows' children): one query per
 * child list, whatever the number of rows, each row's lists ordered by id. Rows of `ids` without
 * children get empty lists.
 */
export async function childRowsOfMany(
  registry: EntityRegistry,
  entity: EntityDef,
  db: AnyDb,
  ids: readonly number[],
  caller: Caller,
): Promise<Map<number, Row>> {
  const out = new Map<number, Row>(ids.map((id) => [id, {}]));
  for (const [name, def] of Object.entries(entity.children ?? {})) {
    for (const id of ids) (out.get(id) as Row)[name] = [];
    if (ids.length === 0) continue;
    const child = registry.get(def.resource);
    const rows = (await selectRows(db, registry, child, { storeId: caller.storeId, ownerId: null }, caller.language, caller.reach)
      .where(col(def.field), 'in', [...ids])
      .orderBy(col('id'))
      .execute()) as Row[];
    for (const row of rows) {
      const { [def.field]: parent, ...rest } = toApiRow(child, row);
      (out.get(Number(parent))?.[name] as Row[] | undefined)?.push(rest);
    }
  }
  return out;
}
