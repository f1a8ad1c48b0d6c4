import { DomainError, type EntityDef, kindOf, type Row, writableFields } from '@store/domain';
import { sql } from 'kysely';
import type { AnyDb } from '../../db/schema.js';

export type VersionState = 'saved' | 'draft';

/** A version as a list shows it. */
export interface VersionSummary {
  versionNo: number;
  state: VersionState;
  createdBy: number | null;
  author: string | null;
  createdAt: string;
}

/**
 * A row's writable fields as a version keeps them: what an update would send to make the row so
 * again. Read-only fields (the server's) and write-only ones (secrets) are never kept.
 */
export function versionData(entity: EntityDef, row: Row): Row {
  return Object.fromEntries(writableFields(entity).map(([name]) => [name, row[name] ?? null]));
}

/**
 * An input as it would be stored and read back (HTML sanitized, empty optional texts null), so a
 * draft holds what the row would, never the raw text a client sent.
 */
export function storedForm(entity: EntityDef, input: Row): Row {
  const out: Row = {};
  for (const [name, value] of Object.entries(input)) {
    const field = entity.fields[name];
    if (!field || value === undefined) continue;
    const kind = kindOf(field);
    if (kind.sql(field) === null || value === null) {
      out[name] = value;
      continue;
    }
    const column = kind.toColumn(value, field);
    out[name] = kind.toApi(kind.sql(field) === 'jsonb' && typeof column === 'string' ? JSON.parse(column) : column);
  }
  return out;
}

/**
 * Keeps `data` as the row's next version. The caller holds the row's lock (`SELECT … FOR UPDATE`),
 * so two writes of one row take distinct numbers; the unique index is the backstop.
 */
export async function keepVersion(
  trx: AnyDb,
  entity: EntityDef,
  rowId: number,
  data: Row,
  state: VersionState,
  who: { customerId: number; storeId: number | null },
): Promise<number> {
  const { rows } = await sql<{ versionNo: number }>`
    INSERT INTO entity_versions (store_id, entity, row_id, version_no, data, state, created_by)
    SELECT ${entity.storeScoped ? who.storeId : null}, ${entity.name}, ${rowId},
      coalesce(max(version_no), 0) + 1, ${JSON.stringify(data)}::jsonb, ${state}, ${who.customerId || null}
    FROM entity_versions WHERE entity = ${entity.name} AND row_id = ${rowId}
    RETURNING version_no AS "versionNo"`.execute(trx);
  return rows[0]?.versionNo ?? 0;
}

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));

/** The row's versions, newest first. */
export async function listVersions(db: AnyDb, entity: EntityDef, rowId: number): Promise<VersionSummary[]> {
  const { rows } = await sql<Row>`
    SELECT v.version_no AS "versionNo", v.state, v.created_by AS "createdBy", c.username AS author, v.created_at AS "createdAt"
    FROM entity_versions v LEFT JOIN customers c ON c.id = v.created_by
    WHERE v.entity = ${entity.name} AND v.row_id = ${rowId}
    ORDER BY v.version_no DESC`.execute(db);
  return rows.map((r) => ({
    versionNo: Number(r.versionNo),
    state: r.state as VersionState,
    createdBy: (r.createdBy as number | null) ?? null,
    author: (r.author as string | null) ?? null,
    createdAt: iso(r.createdAt),
  }));
}

/** One version with its data; 404 `cms.error.noversion` when the row has no such version. */
export async function readVersion(db: AnyDb, entity: EntityDef, rowId: number, versionNo: number): Promise<VersionSummary & { data: Row }> {
  const { rows } = await sql<Row>`
    SELECT v.version_no AS "versionNo", v.state, v.created_by AS "createdBy", c.username AS author, v.created_at AS "createdAt", v.data
    FROM entity_versions v LEFT JOIN customers c ON c.id = v.created_by
    WHERE v.entity = ${entity.name} AND v.row_id = ${rowId} AND v.version_no = ${versionNo}`.execute(db);
  const r = rows[0];
  if (!r) throw new DomainError('cms.error.noversion', 404);
  return {
    versionNo: Number(r.versionNo),
    state: r.state as VersionState,
    createdBy: (r.createdBy as number | null) ?? null,
    author: (r.author as string | null) ?? null,
    createdAt: iso(r.createdAt),
    data: (typeof r.data === 'string' ? JSON.parse(r.data) : r.data) as Row,
  };
}

/** The fields whose values differ between two versions' data, in declaration order. */
export function compareVersions(entity: EntityDef, a: Row, b: Row): { field: string; a: unknown; b: unknown }[] {
  return writableFields(entity)
    .map(([name]) => ({ field: name, a: a[name] ?? null, b: b[name] ?? null }))
    .filter((d) => JSON.stringify(d.a) !== JSON.stringify(d.b));
}
