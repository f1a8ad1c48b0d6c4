import type { AnyDb } from '../schema.js';
import { runStatements } from './run-statements.js';

/**
 * Issue 14 item 4: backups (`entities/backups.ts`, docs/notes/issue-14-backups.md). A row is an
 * archive or, with `auto_backup`, a plan whose archives name it in `plan_id`. Besides the declared
 * fields a row carries its job's lease: `claimed_by` (the process making or restoring it) and
 * `heartbeat_at` (renewed while it works: a row busy past its lease is a job whose process died,
 * and is marked failed). The table is the installation's catalogue of archives on disk, so a
 * restore leaves it as it is (areas/backups/database-tables.ts).
 */
export async function up(db: AnyDb): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE backups (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      name text NOT NULL,
      type text NOT NULL DEFAULT 'full',
      upload_cloud boolean NOT NULL DEFAULT false,
      keep_local_file boolean NOT NULL DEFAULT true,
      period text,
      auto_backup boolean NOT NULL DEFAULT false,
      file_name text,
      created_date timestamptz NOT NULL DEFAULT now(),
      status text NOT NULL DEFAULT 'queued',
      progress integer NOT NULL DEFAULT 0,
      size_bytes numeric(20,0),
      cloud_key text,
      error text,
      finished_at timestamptz,
      restored_at timestamptz,
      origin text NOT NULL DEFAULT 'made',
      plan_id integer REFERENCES backups (id) ON DELETE SET NULL,
      claimed_by text,
      heartbeat_at timestamptz,
      owner_id integer REFERENCES customers (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX backups_status_idx ON backups (status) WHERE status IN ('queued', 'running', 'restoring');
    CREATE INDEX backups_plan_idx ON backups (plan_id, created_date DESC) WHERE plan_id IS NOT NULL;
  `,
  );
}

export async function down(db: AnyDb): Promise<void> {
  await runStatements(db, 'DROP TABLE backups;');
}
