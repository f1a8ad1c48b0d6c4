import { ADMIN_ROLE } from '@store/domain';
import { sql } from 'kysely';
import type { AnyDb } from '../../db/schema.js';
import type { WriteCheck, WriteIntent } from '../engine/write-checks.js';

export const LAST_ADMINISTRATOR = 'customer.error.lastadministrator';

/** Writes of a customer that can take an administrator away: deleting, switching off, changing roles. */
const canRemoveAdministrator = (write: WriteIntent) =>
  write.op === 'delete' || write.fields.includes('isActive') || write.fields.includes('roleIds');

/**
 * Locks the `administrators` role row for the rest of the transaction. Every path that can remove
 * an administrator takes this lock first — a customer's update or delete, a role given or taken —
 * and a change to the role itself locks the same row as the row it edits, so two such changes
 * queue: the second looks after the first has committed (two administrators each removing the
 * other cannot both succeed).
 */
export async function lockAdministratorsRole(trx: AnyDb): Promise<void> {
  await sql`SELECT id FROM roles WHERE lower(system_name) = ${ADMIN_ROLE} FOR UPDATE`.execute(trx);
}

/** Whether an active, non-deleted customer holds the active `administrators` role. */
export async function hasAdministrator(trx: AnyDb): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`
    SELECT EXISTS (
      SELECT 1 FROM customer_roles cr
      JOIN roles r ON r.id = cr.role_id AND r.active AND lower(r.system_name) = ${ADMIN_ROLE}
      JOIN customers c ON c.id = cr.customer_id AND c.is_active AND NOT c.is_deleted
    ) AS found
  `.execute(trx);
  return rows[0]?.found === true;
}

/**
 * The store keeps an administrator (issue 9 item 4): a write that would leave no active,
 * non-deleted customer holding the active `administrators` role is refused with its own code and
 * rolled back. Registered for the Customer entity; `deleteCustomerRole` and `addCustomerRole` go
 * through the same entity writes.
 */
export const lastAdministrator: WriteCheck = {
  lock: async (trx, write) => {
    if (canRemoveAdministrator(write)) await lockAdministratorsRole(trx);
  },
  check: async (trx, write) => (canRemoveAdministrator(write) && !(await hasAdministrator(trx)) ? LAST_ADMINISTRATOR : null),
};
