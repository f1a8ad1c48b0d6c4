import type { AnyDb } from '../schema.js';
import { runStatements } from './run-statements.js';

/**
 * Issue 12: favorites — an item a customer keeps, once per item and group (the owner's key; no
 * group is the default list, and `NULLS NOT DISTINCT` keeps it once too — PostgreSQL 15 and the
 * embedded engine have it). Read by owner, newest first; a customer's favorites go with the customer.
 */
export async function up(db: AnyDb): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE favorites (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      store_id integer NOT NULL REFERENCES stores (id),
      entity_name text NOT NULL,
      entity_id integer NOT NULL,
      group_name text,
      owner_id integer REFERENCES customers (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX favorites_entity_name_entity_id_group_name_key
      ON favorites (store_id, owner_id, entity_name, entity_id, group_name) NULLS NOT DISTINCT;
    CREATE INDEX favorites_owner_idx ON favorites (owner_id, id DESC);
  `,
  );
}

export async function down(db: AnyDb): Promise<void> {
  await runStatements(db, 'DROP TABLE favorites;');
}
