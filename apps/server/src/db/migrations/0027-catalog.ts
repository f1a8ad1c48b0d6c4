import { CATALOG_FOLD_SQL } from '@store/domain';
import type { AnyDb } from '../schema.js';
import { runStatements } from './run-statements.js';

/**
 * The catalog (`entities/catalog.ts`): coins, product types, products with their pictures and
 * related products. Besides its declared fields a product keeps what its public search reads
 * fast (`areas/catalog/`): `value_ids`, the chosen values and switched-on switches of its
 * attributes (a GIN index finds the products holding given values), `search_text`, its names and
 * SKU folded by `catalog_fold` (Arabic letter variants, zero-width non-joiners, digits), and its
 * number attributes in `product_attribute_numbers` (a range is an index range). The listed rows
 * (published and approved) have their own partial indexes in each order the catalog sorts by.
 */
export async function up(db: AnyDb): Promise<void> {
  await runStatements(
    db,
    `
    CREATE FUNCTION catalog_fold(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      AS $fold$ SELECT ${CATALOG_FOLD_SQL} $fold$;

    CREATE TABLE coins (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      store_id integer NOT NULL REFERENCES stores (id),
      symbol text NOT NULL,
      name jsonb NOT NULL,
      description jsonb,
      rank integer NOT NULL DEFAULT 0,
      logo text,
      url text,
      total_market_cap numeric(28,2),
      meta text,
      is_available boolean NOT NULL DEFAULT true,
      is_payable boolean NOT NULL DEFAULT true,
      is_coin boolean NOT NULL DEFAULT false,
      owner_id integer REFERENCES customers (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX coins_symbol_key ON coins (store_id, lower(symbol));

    CREATE TABLE product_types (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      store_id integer NOT NULL REFERENCES stores (id),
      name jsonb NOT NULL,
      entity_name text,
      system_keyword text,
      grouping_type text NOT NULL DEFAULT 'simple',
      is_active boolean NOT NULL DEFAULT true,
      is_payable boolean NOT NULL DEFAULT true,
      is_stockable boolean NOT NULL DEFAULT true,
      owner_id integer REFERENCES customers (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX product_types_store_idx ON product_types (store_id);

    CREATE TABLE products (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      store_id integer NOT NULL REFERENCES stores (id),
      name jsonb NOT NULL,
      slug text NOT NULL,
      description jsonb,
      sku text,
      gtin text,
      product_type_id integer NOT NULL REFERENCES product_types (id),
      base_coin_id integer NOT NULL REFERENCES coins (id),
      price numeric(28,8) NOT NULL,
      old_price numeric(28,8),
      call_for_price boolean NOT NULL DEFAULT false,
      stock_quantity integer NOT NULL DEFAULT 0,
      order_minimum_quantity integer NOT NULL DEFAULT 1,
      order_maximum_quantity integer NOT NULL DEFAULT 10000,
      entity_name text,
      entity_id integer,
      formula text,
      region_id integer REFERENCES regions (id),
      location_id integer REFERENCES locations (id),
      show_on_home_page boolean NOT NULL DEFAULT false,
      mark_as_new boolean NOT NULL DEFAULT false,
      is_featured_product boolean NOT NULL DEFAULT false,
      published boolean NOT NULL DEFAULT true,
      is_approved boolean NOT NULL DEFAULT true,
      approved_at timestamptz,
      display_order integer NOT NULL DEFAULT 0,
      is_tax_exempt boolean NOT NULL DEFAULT false,
      is_free_shipping boolean NOT NULL DEFAULT false,
      weight numeric(28,3),
      length numeric(28,3),
      width numeric(28,3),
      height numeric(28,3),
      meta_title jsonb,
      meta_description jsonb,
      meta_keywords jsonb,
      value_ids integer[] NOT NULL DEFAULT '{}',
      search_text text GENERATED ALWAYS AS (catalog_fold(
        coalesce(name->>'fa', '') || ' ' || coalesce(name->>'en', '') || ' ' || coalesce(name->>'tr', '') || ' ' || coalesce(sku, '')
      )) STORED,
      owner_id integer REFERENCES customers (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX products_slug_key ON products (store_id, lower(slug));
    CREATE UNIQUE INDEX products_sku_key ON products (store_id, lower(sku));
    CREATE UNIQUE INDEX products_gtin_key ON products (store_id, gtin);
    CREATE INDEX products_type_idx ON products (product_type_id);
    CREATE INDEX products_coin_idx ON products (base_coin_id);
    CREATE INDEX products_region_idx ON products (region_id);
    CREATE INDEX products_location_idx ON products (location_id);
    CREATE INDEX products_owner_idx ON products (owner_id, id);
    CREATE INDEX products_store_id_idx ON products (store_id, id);
    CREATE INDEX products_listed_order_idx ON products (store_id, display_order, id) WHERE published AND is_approved;
    CREATE INDEX products_listed_price_idx ON products (store_id, price, id) WHERE published AND is_approved;
    CREATE INDEX products_listed_newest_idx ON products (store_id, id) WHERE published AND is_approved;
    CREATE INDEX products_value_ids_idx ON products USING gin (value_ids) WHERE published AND is_approved;

    CREATE TABLE product_pictures (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      store_id integer NOT NULL REFERENCES stores (id),
      product_id integer NOT NULL REFERENCES products (id),
      picture text NOT NULL,
      alt jsonb,
      display_order integer NOT NULL DEFAULT 0,
      owner_id integer REFERENCES customers (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX product_pictures_product_idx ON product_pictures (product_id, display_order);

    CREATE TABLE related_products (
      product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
      related_product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
      PRIMARY KEY (product_id, related_product_id)
    );
    CREATE INDEX related_products_related_idx ON related_products (related_product_id);

    CREATE TABLE product_attribute_numbers (
      generic_attribute_id integer NOT NULL REFERENCES generic_attributes (id) ON DELETE CASCADE,
      value numeric NOT NULL,
      product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
      PRIMARY KEY (generic_attribute_id, value, product_id)
    );
    CREATE INDEX product_attribute_numbers_product_idx ON product_attribute_numbers (product_id);
    `,
  );
}
