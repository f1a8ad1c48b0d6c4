import type { AnyDb } from '../schema.js';
import { runStatements } from './run-statements.js';

/**
 * The engine for many entities: unique keys named as the declarations name them (a violation is
 * recognised by its index's name), store names unique in any letter case, and roles limited to
 * stores (a many-to-many join table; deleting a store a role is limited to is refused, so the
 * role can never silently widen to every store).
 */
export async function up(db: AnyDb): Promise<void> {
  await runStatements(
    db,
    `
    CREATE UNIQUE INDEX stores_name_key ON stores (lower(name));
    ALTER INDEX settings_store_name_key RENAME TO settings_name_key;
    ALTER INDEX applications_guid_key RENAME TO applications_application_guid_key;
    ALTER INDEX security_accesses_role_entity_key RENAME TO security_accesses_role_id_entity_name_key;

    CREATE TABLE roles_store_ids (
      row_id integer NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
      ref_id integer NOT NULL REFERENCES stores (id),
      PRIMARY KEY (row_id, ref_id)
    );
    CREATE INDEX roles_store_ids_ref_idx ON roles_store_ids (ref_id);
  `,
  );
}

export async function down(db: AnyDb): Promise<void> {
  await runStatements(
    db,
    `
    DROP TABLE roles_store_ids;
    ALTER INDEX security_accesses_role_id_entity_name_key RENAME TO security_accesses_role_entity_key;
    ALTER INDEX applications_application_guid_key RENAME TO applications_guid_key;
    ALTER INDEX settings_name_key RENAME TO settings_store_name_key;
    DROP INDEX stores_name_key;
  `,
  );
}
