import type { AnyDb } from '../schema.js';
import { runStatements } from './run-statements.js';

/**
 * Issue 10: content templates and contents (`entities/cms.ts`). A template's controls and a
 * content's data content are JSON text, checked by the domain (`cms/controls/`), not by the
 * database. A content's template cannot be deleted while contents use it (the foreign key; the
 * engine answers which ones). Contents are read by part, by entity and in display order.
 */
export async function up(db: AnyDb): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE content_templates (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      store_id integer NOT NULL REFERENCES stores (id),
      component_name text NOT NULL,
      data_template text NOT NULL,
      path text,
      owner_id integer REFERENCES customers (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX content_templates_component_name_key ON content_templates (store_id, lower(component_name));

    CREATE TABLE contents (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      store_id integer NOT NULL REFERENCES stores (id),
      component_name text,
      title jsonb,
      description jsonb,
      display_order integer NOT NULL DEFAULT 0,
      published boolean NOT NULL DEFAULT true,
      content_template_id integer NOT NULL REFERENCES content_templates (id),
      data_content text,
      categories text,
      tags text,
      parent_id integer REFERENCES contents (id),
      part_name text,
      entity_name text,
      entity_id integer,
      guid text NOT NULL DEFAULT gen_random_uuid()::text,
      owner_id integer REFERENCES customers (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX contents_guid_idx ON contents (guid);
    CREATE INDEX contents_part_idx ON contents (store_id, part_name, entity_name, entity_id, display_order);
    CREATE INDEX contents_template_idx ON contents (content_template_id);
    CREATE INDEX contents_parent_idx ON contents (parent_id);
  `,
  );
}

export async function down(db: AnyDb): Promise<void> {
  await runStatements(db, 'DROP TABLE contents; DROP TABLE content_templates;');
}
