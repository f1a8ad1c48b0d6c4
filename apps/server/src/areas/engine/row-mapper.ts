import { allowedActions, type EntityDef, type Row, readableFields } from '@store/domain';

function iso(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value.toISOString() : String(value);
}

/**
 * A database row as the API shows it: dates as ISO strings, NUMERIC as strings (never a float),
 * write-only fields left out, and for entities with a lifecycle the state and allowed actions.
 */
export function toApiRow(entity: EntityDef, row: Row): Row {
  const out: Row = { id: row.id, ownerId: row.ownerId ?? null, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) };
  for (const [name, field] of readableFields(entity)) {
    const value = row[name] ?? null;
    out[name] = field.kind === 'datetime' ? iso(value) : field.kind === 'decimal' && value !== null ? String(value) : value;
  }
  if (entity.lifecycle) {
    out.state = entity.lifecycle.state(row);
    out.allowedActions = allowedActions(entity.lifecycle, row);
  }
  return out;
}

/** A validated input as column values: optional strings left empty are stored as NULL. */
export function toColumns(entity: EntityDef, input: Record<string, unknown>): Row {
  const out: Row = {};
  for (const [name, value] of Object.entries(input)) {
    if (value === undefined || !(name in entity.fields)) continue;
    const field = entity.fields[name];
    if (field?.kind === 'json') out[name] = value === null ? null : JSON.stringify(value);
    else out[name] = typeof value === 'string' && value === '' && !field?.required ? null : value;
  }
  return out;
}
