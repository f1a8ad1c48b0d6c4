import type { AnyDb } from '../schema.js';
import { runStatements } from './run-statements.js';

/**
 * Uploaded files (issue 10, files and storage): one row per stored file of a store, and a usage
 * counter per store. The counter row is locked (`SELECT … FOR UPDATE`) by every upload and delete
 * of its store, so `getStorageCapacity` is one row read and two racing uploads cannot both pass
 * the store's maximum. `size` is bigint: a store's files can add up past 2 GiB.
 */
export async function up(db: AnyDb): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE files (
      id serial PRIMARY KEY,
      store_id integer NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
      directory text NOT NULL,
      name text NOT NULL,
      size bigint NOT NULL CHECK (size >= 0),
      content_type text NOT NULL,
      created_by integer REFERENCES customers(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX files_store_id_directory_name_key ON files (store_id, directory, name);
    CREATE INDEX files_store_id_created_at_idx ON files (store_id, created_at DESC);
    CREATE TABLE store_storage (
      store_id integer PRIMARY KEY REFERENCES stores(id) ON DELETE CASCADE,
      usage_bytes bigint NOT NULL DEFAULT 0 CHECK (usage_bytes >= 0)
    );
  `,
  );
}

export async function down(db: AnyDb): Promise<void> {
  await runStatements(db, 'DROP TABLE store_storage;\nDROP TABLE files;');
}
