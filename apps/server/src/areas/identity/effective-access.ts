import { ADMIN_ROLE, type EntityDef, type Rights, rightsOn } from '@store/domain';
import { sql } from 'kysely';
import type { AnyDb } from '../../db/schema.js';
import { accessLevels } from './access.js';

/** One of a person's roles, and whether it counts in the store asked about. */
export interface HeldRole {
  id: number;
  name: string;
  systemName: string;
  active: boolean;
  /** The stores it is limited to (none: every store). */
  storeIds: number[];
  /** It grants something here: active, and unlimited or limited to this store (store-scoped entities only). */
  counts: boolean;
}

export interface EffectiveAccess {
  isAdmin: boolean;
  storeId: number;
  roles: HeldRole[];
  entities: { name: string; rights: Rights }[];
}

/**
 * What a customer may do on each entity in one store: for every entity, the widest scope of each
 * operation over their active roles' levels (docs/security.md "Access levels"), counting a role
 * limited to stores only for a store-scoped entity of one of those stores — the same rule the
 * guard applies to each request (`http/auth.ts`, `roleApplies`), read in two queries for every
 * entity at once.
 */
export async function effectiveAccess(
  db: AnyDb,
  customerId: number,
  storeId: number,
  list: readonly EntityDef[],
): Promise<EffectiveAccess> {
  const { rows: roleRows } = await sql<{ id: number; name: string; systemName: string; active: boolean; storeIds: number[] }>`
    SELECT r.id, r.name, r.system_name, r.active,
      coalesce((SELECT array_agg(rs.ref_id ORDER BY rs.ref_id) FROM roles_store_ids rs WHERE rs.row_id = r.id), '{}') AS store_ids
    FROM customer_roles cr JOIN roles r ON r.id = cr.role_id
    WHERE cr.customer_id = ${customerId}
    ORDER BY r.name, r.id
  `.execute(db);
  const { rows: accessRows } = await sql<{ roleId: number; entityName: string; accessType: string }>`
    SELECT sa.role_id, lower(sa.entity_name) AS entity_name, sa.access_type
    FROM security_accesses sa JOIN customer_roles cr ON cr.role_id = sa.role_id
    WHERE cr.customer_id = ${customerId}
  `.execute(db);
  // A role limited to stores counts only for a store-scoped entity of one of them (never installation-wide things).
  const applies = (role: (typeof roleRows)[number], entity: EntityDef | null) =>
    role.active && (role.storeIds.length === 0 || (entity !== null && Boolean(entity.storeScoped) && role.storeIds.includes(storeId)));
  const isAdmin = roleRows.some((role) => role.active && role.systemName.toLowerCase() === ADMIN_ROLE);
  const entities = list
    .filter((entity) => !entity.childOf)
    .map((entity) => {
      const counted = new Set(roleRows.filter((role) => applies(role, entity)).map((role) => role.id));
      const held = accessRows.filter((row) => counted.has(row.roleId) && row.entityName === entity.name.toLowerCase());
      return { name: entity.name, rights: rightsOn(entity, isAdmin, accessLevels(held.map((row) => row.accessType))) };
    });
  const roles = roleRows.map((role) => ({
    ...role,
    // Counts for something in this store: a store-scoped entity at least.
    counts: role.active && (role.storeIds.length === 0 || role.storeIds.includes(storeId)),
  }));
  return { isAdmin, storeId, roles, entities };
}
