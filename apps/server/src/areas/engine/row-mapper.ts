import { allowedActions, columnFields, type EntityDef, kindOf, lockedBy, type Row, readableFields, titledRefFields } from '@store/domain';
import { titleKey } from './entity-sql.js';

function iso(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value.toISOString() : String(value);
}

/**
 * A database row as the API shows it: each field through its kind's codec (dates as ISO strings,
 * NUMERIC as strings — never a float), write-only fields left out, the titles of referenced rows,
 * and for entities with a lifecycle the state and allowed actions. `outsider` (anyone but an
 * administrator reading a public or signed-in-read entity) is answered no owner and no `adminRead` value.
 */
export function toApiRow(entity: EntityDef, row: Row, options: { outsider?: boolean } = {}): Row {
  // Who wrote a public row is not the public's business.
  const ownerId = options.outsider ? null : (row.ownerId ?? null);
  const out: Row = { id: row.id, ownerId, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) };
  if (entity.storeScoped) out.storeId = row.storeId;
  for (const [name, field] of readableFields(entity))
    out[name] = options.outsider && field.adminRead ? null : kindOf(field).toApi(row[name] ?? null);
  const refs = titledRefFields(entity);
  if (refs.length > 0) {
    out.refTitles = Object.fromEntries(refs.map(([name, field]) => [name, row[titleKey(name)] ?? (field.kind === 'refs' ? [] : null)]));
  }
  if (entity.lifecycle) {
    out.state = entity.lifecycle.state(out);
    out.allowedActions = allowedActions(entity.lifecycle, out);
    out.lockedBy = lockedBy(entity.lifecycle, out);
  }
  return out;
}

/** A validated input as column values (many-to-many fields and children are written elsewhere). */
export function toColumns(entity: EntityDef, input: Record<string, unknown>): Row {
  const out: Row = {};
  for (const [name, field] of columnFields(entity)) {
    const value = input[name];
    if (value !== undefined) out[name] = kindOf(field).toColumn(value, field);
  }
  return out;
}
