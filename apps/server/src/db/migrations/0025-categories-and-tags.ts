import type { AnyDb } from '../schema.js';
import { runStatements } from './run-statements.js';

/**
 * Categories and tags (`entities/taxonomy.ts`): a store's own per entity name, categories a tree by
 * their parent, and the mappings that put a row of an entity in a category or give it a tag, found
 * by the row (`entity_name, entity_id`, the key of every read and save) and by the category or tag
 * (a category or tag in use cannot be deleted: the foreign keys).
 */
export async function up(db: AnyDb): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE categories (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      store_id integer NOT NULL REFERENCES stores (id),
      name jsonb NOT NULL,
      entity_name text NOT NULL,
      parent_category_id integer REFERENCES categories (id),
      description jsonb,
      picture text,
      relation_type_name text,
      meta_title jsonb,
      meta_description jsonb,
      meta_keywords jsonb,
      show_on_home_page boolean NOT NULL DEFAULT false,
      published boolean NOT NULL DEFAULT true,
      include_in_top_menu boolean NOT NULL DEFAULT false,
      display_order integer NOT NULL DEFAULT 0,
      owner_id integer REFERENCES customers (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX categories_entity_idx ON categories (store_id, entity_name, display_order);
    CREATE INDEX categories_parent_idx ON categories (parent_category_id);

    CREATE TABLE tags (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      store_id integer NOT NULL REFERENCES stores (id),
      name text NOT NULL,
      entity_name text NOT NULL,
      published boolean NOT NULL DEFAULT true,
      owner_id integer REFERENCES customers (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX tags_entity_name_name_key ON tags (store_id, lower(entity_name), lower(name));

    CREATE TABLE category_mappings (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      store_id integer NOT NULL REFERENCES stores (id),
      entity_name text NOT NULL,
      entity_id integer NOT NULL,
      category_id integer NOT NULL REFERENCES categories (id),
      owner_id integer REFERENCES customers (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX category_mappings_entity_name_entity_id_category_id_key
      ON category_mappings (store_id, entity_name, entity_id, category_id);
    CREATE INDEX category_mappings_category_idx ON category_mappings (category_id);

    CREATE TABLE tag_mappings (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      store_id integer NOT NULL REFERENCES stores (id),
      entity_name text NOT NULL,
      entity_id integer NOT NULL,
      tag_id integer NOT NULL REFERENCES tags (id),
      owner_id integer REFERENCES customers (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX tag_mappings_entity_name_entity_id_tag_id_key ON tag_mappings (store_id, entity_name, entity_id, tag_id);
    CREATE INDEX tag_mappings_tag_idx ON tag_mappings (tag_id);
    `,
  );
}
