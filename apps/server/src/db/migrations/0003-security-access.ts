import type { AnyDb } from '../schema.js';
import { runStatements } from './run-statements.js';

/**
 * Roles become an engine entity (timestamps), every entity table gets its owner (the customer who
 * created the row, for View Owned Only / Edit Owner), and roles get per-entity security accesses.
 */
export async function up(db: AnyDb): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE roles ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
    ALTER TABLE roles ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
    ALTER TABLE roles ADD COLUMN owner_id integer REFERENCES customers (id) ON DELETE SET NULL;
    ALTER TABLE stores ADD COLUMN owner_id integer REFERENCES customers (id) ON DELETE SET NULL;
    ALTER TABLE settings ADD COLUMN owner_id integer REFERENCES customers (id) ON DELETE SET NULL;
    ALTER TABLE applications ADD COLUMN owner_id integer REFERENCES customers (id) ON DELETE SET NULL;

    CREATE TABLE security_accesses (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      role_id integer NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
      entity_name text NOT NULL,
      access_type text NOT NULL,
      owner_id integer REFERENCES customers (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX security_accesses_role_entity_key ON security_accesses (role_id, lower(entity_name));
  `,
  );
}

export async function down(db: AnyDb): Promise<void> {
  await runStatements(
    db,
    `
    DROP TABLE security_accesses;
    ALTER TABLE applications DROP COLUMN owner_id;
    ALTER TABLE settings DROP COLUMN owner_id;
    ALTER TABLE stores DROP COLUMN owner_id;
    ALTER TABLE roles DROP COLUMN owner_id;
    ALTER TABLE roles DROP COLUMN updated_at;
    ALTER TABLE roles DROP COLUMN created_at;
  `,
  );
}
