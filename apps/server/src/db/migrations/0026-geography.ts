import type { AnyDb } from '../schema.js';
import { runStatements } from './run-statements.js';

/**
 * Geography (`entities/geography.ts`): a store's countries (the three-letter ISO code unique in
 * the store in any case), provinces, cities, regions (a tree) and locations. A country, province or region in use
 * cannot be deleted (the foreign keys).
 */
export async function up(db: AnyDb): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE countries (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      store_id integer NOT NULL REFERENCES stores (id),
      name jsonb NOT NULL,
      two_letter_iso_code text NOT NULL,
      three_letter_iso_code text NOT NULL,
      numeric_iso_code integer NOT NULL,
      country_code text NOT NULL,
      display_order integer NOT NULL DEFAULT 0,
      picture text,
      allows_billing boolean NOT NULL DEFAULT true,
      allows_shipping boolean NOT NULL DEFAULT true,
      published boolean NOT NULL DEFAULT true,
      allows_call boolean NOT NULL DEFAULT true,
      allows_sms boolean NOT NULL DEFAULT true,
      owner_id integer REFERENCES customers (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX countries_three_letter_iso_code_key ON countries (store_id, lower(three_letter_iso_code));

    CREATE TABLE provinces (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      store_id integer NOT NULL REFERENCES stores (id),
      country_id integer NOT NULL REFERENCES countries (id),
      name jsonb NOT NULL,
      abbreviation text,
      display_order integer NOT NULL DEFAULT 0,
      picture text,
      published boolean NOT NULL DEFAULT true,
      owner_id integer REFERENCES customers (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX provinces_country_idx ON provinces (country_id);

    CREATE TABLE cities (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      store_id integer NOT NULL REFERENCES stores (id),
      country_id integer NOT NULL REFERENCES countries (id),
      province_id integer REFERENCES provinces (id),
      name jsonb NOT NULL,
      abbreviation text,
      coordinate_latitude text,
      city_code text,
      display_order integer NOT NULL DEFAULT 0,
      picture text,
      allows_billing boolean NOT NULL DEFAULT true,
      allows_shipping boolean NOT NULL DEFAULT true,
      published boolean NOT NULL DEFAULT true,
      allows_call boolean NOT NULL DEFAULT true,
      allows_sms boolean NOT NULL DEFAULT true,
      owner_id integer REFERENCES customers (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX cities_country_idx ON cities (country_id);
    CREATE INDEX cities_province_idx ON cities (province_id);

    CREATE TABLE regions (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      store_id integer NOT NULL REFERENCES stores (id),
      parent_region_id integer REFERENCES regions (id),
      name jsonb NOT NULL,
      description jsonb,
      coordinate_latitude text,
      area_latitude text,
      picture text,
      published boolean NOT NULL DEFAULT true,
      display_order integer NOT NULL DEFAULT 0,
      owner_id integer REFERENCES customers (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX regions_parent_idx ON regions (parent_region_id);

    CREATE TABLE locations (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      store_id integer NOT NULL REFERENCES stores (id),
      region_id integer REFERENCES regions (id),
      name jsonb NOT NULL,
      description jsonb,
      coordinate_latitude text NOT NULL,
      picture text,
      published boolean NOT NULL DEFAULT true,
      display_order integer NOT NULL DEFAULT 0,
      owner_id integer REFERENCES customers (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX locations_region_idx ON locations (region_id);

    CREATE TABLE address_element_mappings (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      store_id integer NOT NULL REFERENCES stores (id),
      entity_name text NOT NULL,
      entity_id integer NOT NULL,
      city_id integer NOT NULL REFERENCES cities (id),
      owner_id integer REFERENCES customers (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX address_element_mappings_entity_name_entity_id_city_id_key
      ON address_element_mappings (store_id, entity_name, entity_id, city_id);
    CREATE INDEX address_element_mappings_city_idx ON address_element_mappings (store_id, entity_name, city_id);

    CREATE TABLE region_mappings (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      store_id integer NOT NULL REFERENCES stores (id),
      region_id integer NOT NULL REFERENCES regions (id),
      city_id integer NOT NULL REFERENCES cities (id),
      owner_id integer REFERENCES customers (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX region_mappings_region_id_city_id_key ON region_mappings (store_id, region_id, city_id);
    CREATE INDEX region_mappings_city_idx ON region_mappings (city_id);
    `,
  );
}
