import type { AnyDb } from '../schema.js';
import { runStatements } from './run-statements.js';

/**
 * Customers become an engine entity (issue 9): the owner column every entity table has (null for
 * customers who registered themselves), and an index to find a role's members — the
 * last-administrator rule counts the administrators' members on every change that could remove one.
 */
export async function up(db: AnyDb): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE customers ADD COLUMN owner_id integer REFERENCES customers (id) ON DELETE SET NULL;
    CREATE INDEX customers_owner_idx ON customers (owner_id);
    CREATE INDEX customer_roles_role_idx ON customer_roles (role_id);
  `,
  );
}

export async function down(db: AnyDb): Promise<void> {
  await runStatements(
    db,
    `
    DROP INDEX customer_roles_role_idx;
    DROP INDEX customers_owner_idx;
    ALTER TABLE customers DROP COLUMN owner_id;
  `,
  );
}
