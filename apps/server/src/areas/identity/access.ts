import { ACCESS_LEVELS, type AccessLevel, ADMIN_ROLE } from '@store/domain';
import { type RawBuilder, sql } from 'kysely';
import type { AnyDb } from '../../db/schema.js';

/**
 * Whether the role `r` counts for a request about `storeId`: a role limited to stores (rows in
 * `roles_store_ids`) counts only in those stores, and never for installation-wide things
 * (`storeId` null: stores, roles, accesses, management calls). An unlimited role counts everywhere.
 */
export function roleApplies(storeId: number | null): RawBuilder<boolean> {
  return sql<boolean>`(NOT EXISTS (SELECT 1 FROM roles_store_ids rs WHERE rs.row_id = r.id)
    OR EXISTS (SELECT 1 FROM roles_store_ids rs WHERE rs.row_id = r.id AND rs.ref_id = ${storeId}::int))`;
}

export interface EntityAccess {
  isAdmin: boolean;
  levels: AccessLevel[];
}

/**
 * A customer's access to one entity, read fresh from the database on each guarded request (a role
 * change takes effect at once, on every process): whether they hold the administrators role, and
 * the levels their active roles grant on the entity (roles limited to other stores do not count).
 */
export async function entityAccess(db: AnyDb, customerId: number, entityName: string, storeId: number | null): Promise<EntityAccess> {
  const { rows } = await sql<{ systemName: string; accessType: string | null }>`
    SELECT r.system_name, sa.access_type
    FROM customer_roles cr
    JOIN roles r ON r.id = cr.role_id AND r.active AND ${roleApplies(storeId)}
    LEFT JOIN security_accesses sa ON sa.role_id = r.id AND lower(sa.entity_name) = lower(${entityName})
    WHERE cr.customer_id = ${customerId}
  `.execute(db);
  return {
    isAdmin: rows.some((r) => r.systemName.toLowerCase() === ADMIN_ROLE),
    levels: accessLevels(rows.map((r) => r.accessType)),
  };
}

const known = new Set<string>(ACCESS_LEVELS);

/** The known access levels among stored values (a level removed from the code grants nothing). */
export function accessLevels(values: readonly (string | null)[]): AccessLevel[] {
  return values.filter((a): a is AccessLevel => a !== null && known.has(a));
}

/** The levels a customer's roles (those counting in `storeId`) grant on each of several entities, in one query. */
export async function levelsByEntity(
  db: AnyDb,
  customerId: number,
  entityNames: readonly string[],
  storeId: number | null,
): Promise<Map<string, AccessLevel[]>> {
  const { rows } = await sql<{ entityName: string; accessType: string }>`
    SELECT lower(sa.entity_name) AS entity_name, sa.access_type
    FROM customer_roles cr
    JOIN roles r ON r.id = cr.role_id AND r.active AND ${roleApplies(storeId)}
    JOIN security_accesses sa ON sa.role_id = r.id AND lower(sa.entity_name) = ANY(${sql.val(entityNames.map((n) => n.toLowerCase()))}::text[])
    WHERE cr.customer_id = ${customerId}
  `.execute(db);
  const out = new Map<string, AccessLevel[]>();
  for (const row of rows) out.set(row.entityName, [...(out.get(row.entityName) ?? []), ...accessLevels([row.accessType])]);
  return out;
}
