import type { AnyDb } from '../schema.js';
import { runStatements } from './run-statements.js';

/**
 * Issue 10: CMS pages (`entities/cms.ts`) and the engine's version rows (`versions: true`): every
 * update or delete of a versioned entity keeps the row as it was, and a draft is a version not yet
 * applied. Versions are rows, not a history column: one is listed, compared and restored without
 * reading the others, and old ones can be pruned by age.
 */
export async function up(db: AnyDb): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE pages (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      store_id integer NOT NULL REFERENCES stores (id),
      slug text NOT NULL,
      type text NOT NULL DEFAULT 'Pages',
      system_name text,
      layout_type text NOT NULL,
      title jsonb NOT NULL,
      description jsonb,
      data_content text,
      meta_title jsonb,
      meta_description jsonb,
      meta_keywords jsonb,
      published boolean NOT NULL DEFAULT false,
      include_in_top_menu boolean NOT NULL DEFAULT false,
      include_in_sitemap boolean NOT NULL DEFAULT true,
      guid text NOT NULL DEFAULT gen_random_uuid()::text,
      owner_id integer REFERENCES customers (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX pages_slug_key ON pages (store_id, lower(slug));
    CREATE UNIQUE INDEX pages_guid_idx ON pages (guid);

    CREATE TABLE entity_versions (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      store_id integer REFERENCES stores (id) ON DELETE CASCADE,
      entity text NOT NULL,
      row_id integer NOT NULL,
      version_no integer NOT NULL,
      data jsonb NOT NULL,
      state text NOT NULL CHECK (state IN ('saved', 'draft')),
      created_by integer REFERENCES customers (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX entity_versions_row_no_key ON entity_versions (entity, row_id, version_no);
  `,
  );
}

export async function down(db: AnyDb): Promise<void> {
  await runStatements(db, 'DROP TABLE entity_versions; DROP TABLE pages;');
}
