import { sql } from 'kysely';
import type { AnyDb } from '../schema.js';
import { runStatements } from './run-statements.js';

/**
 * Where a product is, kept on the product for the catalog's filters and facet counts
 * (docs/benchmarks.md "Catalog"): `category_ids`, the categories it is mapped to and all their
 * ancestors; `city_ids`, the cities it is mapped to; `region_ids`, its region and that region's
 * ancestors. A filter is then one array test a GIN index answers (no tree walk per query), and a
 * facet one `unnest` of the filtered products (no join per facet).
 *
 * The database keeps them, by triggers, so every write path does — the generic mapping resources,
 * `saveCategoryMappings`, a category or region moved under another parent, a product's region
 * changed, a mapping deleted with its product. The lineage and product functions are VOLATILE on
 * purpose: after waiting for a concurrent save's row lock, a recount then reads what that save
 * committed instead of the statement's older snapshot, so two mapping saves for one product at
 * once cannot leave either's category out.
 */
/** Per statement, for each change of a mapping table: the table, the products' array and its function. */
const mappingTriggers = [
  ['category_mappings', 'category_ids', 'product_category_ids'],
  ['address_element_mappings', 'city_ids', 'product_city_ids'],
]
  .flatMap(([table, column, fn]) =>
    [
      ['inserted', 'INSERT', 'NEW TABLE AS new_rows'],
      ['updated', 'UPDATE', 'OLD TABLE AS old_rows NEW TABLE AS new_rows'],
      ['deleted', 'DELETE', 'OLD TABLE AS old_rows'],
    ].map(
      ([name, event, tables]) =>
        `CREATE TRIGGER ${table}_${name}_products AFTER ${event} ON ${table} REFERENCING ${tables}
          FOR EACH STATEMENT EXECUTE FUNCTION products_follow_mappings('${column}', '${fn}');`,
    ),
  )
  .join('\n');

export async function up(db: AnyDb): Promise<void> {
  const functions = [
    sql`CREATE FUNCTION category_lineage(integer) RETURNS integer[] LANGUAGE sql VOLATILE STRICT AS $f$
      WITH RECURSIVE up(id, parent, depth) AS (
        SELECT id, parent_category_id, 0 FROM categories WHERE id = $1
        UNION ALL SELECT c.id, c.parent_category_id, up.depth + 1 FROM categories c JOIN up ON c.id = up.parent WHERE up.depth < 100
      ) SELECT array_agg(id) FROM up $f$`,
    sql`CREATE FUNCTION region_lineage(integer) RETURNS integer[] LANGUAGE sql VOLATILE STRICT AS $f$
      WITH RECURSIVE up(id, parent, depth) AS (
        SELECT id, parent_region_id, 0 FROM regions WHERE id = $1
        UNION ALL SELECT r.id, r.parent_region_id, up.depth + 1 FROM regions r JOIN up ON r.id = up.parent WHERE up.depth < 100
      ) SELECT array_agg(id) FROM up $f$`,
    sql`CREATE FUNCTION product_category_ids(integer, integer) RETURNS integer[] LANGUAGE sql VOLATILE AS $f$
      SELECT coalesce(array_agg(DISTINCT c ORDER BY c), '{}') FROM category_mappings m, unnest(category_lineage(m.category_id)) c
      WHERE m.store_id = $1 AND m.entity_name = 'Product' AND m.entity_id = $2 $f$`,
    sql`CREATE FUNCTION product_city_ids(integer, integer) RETURNS integer[] LANGUAGE sql VOLATILE AS $f$
      SELECT coalesce(array_agg(DISTINCT m.city_id ORDER BY m.city_id), '{}') FROM address_element_mappings m
      WHERE m.store_id = $1 AND m.entity_name = 'Product' AND m.entity_id = $2 $f$`,
    // A mapping inserted, changed or deleted: its products' array (TG_ARGV[0]) read again by its
    // function (TG_ARGV[1]), one statement per statement.
    sql`CREATE FUNCTION products_follow_mappings() RETURNS trigger LANGUAGE plpgsql AS $f$
      BEGIN
        IF TG_OP <> 'DELETE' THEN
          EXECUTE format('UPDATE products p SET %I = %I(p.store_id, p.id) WHERE p.id IN (SELECT entity_id FROM new_rows WHERE entity_name = %L)',
            TG_ARGV[0], TG_ARGV[1], 'Product');
        END IF;
        IF TG_OP <> 'INSERT' THEN
          EXECUTE format('UPDATE products p SET %I = %I(p.store_id, p.id) WHERE p.id IN (SELECT entity_id FROM old_rows WHERE entity_name = %L)',
            TG_ARGV[0], TG_ARGV[1], 'Product');
        END IF;
        RETURN NULL;
      END $f$`,
    // A category or region under another parent: the products below it hold its id, and read theirs again.
    sql`CREATE FUNCTION products_follow_category_tree() RETURNS trigger LANGUAGE plpgsql AS $f$
      BEGIN
        UPDATE products p SET category_ids = product_category_ids(p.store_id, p.id) WHERE p.category_ids @> ARRAY[NEW.id];
        RETURN NULL;
      END $f$`,
    sql`CREATE FUNCTION products_follow_region_tree() RETURNS trigger LANGUAGE plpgsql AS $f$
      BEGIN
        UPDATE products p SET region_ids = coalesce(region_lineage(p.region_id), '{}') WHERE p.region_ids @> ARRAY[NEW.id];
        RETURN NULL;
      END $f$`,
    sql`CREATE FUNCTION products_region_lineage() RETURNS trigger LANGUAGE plpgsql AS $f$
      BEGIN
        NEW.region_ids := coalesce(region_lineage(NEW.region_id), '{}');
        RETURN NEW;
      END $f$`,
  ];
  await runStatements(
    db,
    `
    ALTER TABLE products ADD COLUMN category_ids integer[] NOT NULL DEFAULT '{}',
      ADD COLUMN city_ids integer[] NOT NULL DEFAULT '{}',
      ADD COLUMN region_ids integer[] NOT NULL DEFAULT '{}';
    `,
  );
  for (const statement of functions) await statement.execute(db);
  await runStatements(
    db,
    `
    UPDATE products SET category_ids = product_category_ids(store_id, id), city_ids = product_city_ids(store_id, id),
      region_ids = coalesce(region_lineage(region_id), '{}');

    ${mappingTriggers}
    CREATE TRIGGER categories_moved_products AFTER UPDATE OF parent_category_id ON categories FOR EACH ROW
      WHEN (OLD.parent_category_id IS DISTINCT FROM NEW.parent_category_id) EXECUTE FUNCTION products_follow_category_tree();
    CREATE TRIGGER regions_moved_products AFTER UPDATE OF parent_region_id ON regions FOR EACH ROW
      WHEN (OLD.parent_region_id IS DISTINCT FROM NEW.parent_region_id) EXECUTE FUNCTION products_follow_region_tree();
    CREATE TRIGGER products_region_lineage BEFORE INSERT OR UPDATE OF region_id ON products FOR EACH ROW
      EXECUTE FUNCTION products_region_lineage();

    CREATE INDEX products_category_ids_idx ON products USING gin (category_ids) WHERE published AND is_approved;
    CREATE INDEX products_city_ids_idx ON products USING gin (city_ids) WHERE published AND is_approved;
    CREATE INDEX products_region_ids_idx ON products USING gin (region_ids) WHERE published AND is_approved;
    DROP INDEX products_listed_price_cover_idx;
    CREATE INDEX products_listed_price_cover_idx ON products (store_id, price)
      INCLUDE (id, value_ids, call_for_price, category_ids, city_ids, region_ids) WHERE published AND is_approved;
    `,
  );
}
