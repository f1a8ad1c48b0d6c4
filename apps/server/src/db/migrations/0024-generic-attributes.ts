import type { AnyDb } from '../schema.js';
import { runStatements } from './run-statements.js';

/**
 * Generic attributes (`entities/attributes.ts`): a store's attribute definitions per entity name,
 * their values (kept by id, since mappings name them) and what each row of an entity holds for
 * each attribute. A mapping is found by its entity row (`entity_name, entity_id`), the key of a
 * save and of every read; an attribute with mapped items cannot be deleted (the foreign key), its
 * values go with it.
 */
export async function up(db: AnyDb): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE generic_attributes (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      store_id integer NOT NULL REFERENCES stores (id),
      name jsonb NOT NULL,
      entity_name text NOT NULL,
      relation_type_name text,
      group_name jsonb,
      attribute_control_type_id text NOT NULL,
      is_required boolean NOT NULL DEFAULT false,
      is_actived boolean NOT NULL DEFAULT true,
      is_filterable boolean NOT NULL DEFAULT false,
      display_order integer NOT NULL DEFAULT 0,
      icon_name text,
      icon_image text,
      owner_id integer REFERENCES customers (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX generic_attributes_entity_idx ON generic_attributes (store_id, entity_name, display_order);

    CREATE TABLE generic_attribute_values (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      store_id integer NOT NULL REFERENCES stores (id),
      generic_attribute_id integer NOT NULL REFERENCES generic_attributes (id),
      name jsonb NOT NULL,
      is_preselected boolean NOT NULL DEFAULT false,
      display_order integer NOT NULL DEFAULT 0,
      owner_id integer REFERENCES customers (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX generic_attribute_values_attribute_idx ON generic_attribute_values (generic_attribute_id);

    CREATE TABLE generic_attribute_mappings (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      store_id integer NOT NULL REFERENCES stores (id),
      entity_name text NOT NULL,
      entity_id integer NOT NULL,
      generic_attribute_id integer NOT NULL REFERENCES generic_attributes (id),
      value text NOT NULL,
      owner_id integer REFERENCES customers (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX generic_attribute_mappings_entity_name_entity_id_gener_da247b16
      ON generic_attribute_mappings (store_id, entity_name, entity_id, generic_attribute_id);
    CREATE INDEX generic_attribute_mappings_attribute_idx ON generic_attribute_mappings (generic_attribute_id);
    `,
  );
}
