import { ACCESS_LEVELS, type AccessLevel, ADMIN_ROLE } from '@store/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface EntityAccess {
  isAdmin: boolean;
  levels: AccessLevel[];
}

/**
 * A customer's access to one entity, read fresh from the database on each guarded request (a role
 * change takes effect at once, on every process): whether they hold the administrators role, and
 * the levels their active roles grant on the entity.
 */
export async function entityAccess(db: Kysely<Database>, customerId: number, entityName: string): Promise<EntityAccess> {
  const { rows } = await sql<{ systemName: string; accessType: string | null }>`
    SELECT r.system_name, sa.access_type
    FROM customer_roles cr
    JOIN roles r ON r.id = cr.role_id AND r.active
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
