import { Product } from '@store/domain';
import { type Kysely, sql } from 'kysely';
import { type HeldValue, searchValuesOf } from '../apps/server/src/areas/catalog/product-values.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import type { Database } from '../apps/server/src/db/schema.js';
import { ensureDefaultSettings } from '../apps/server/src/db/seed/default-settings.js';
import { ensureAdministrator, ensureDefaultStore, ensureSystemRoles, ensureWebApplication } from '../apps/server/src/db/seed/system.js';

/**
 * The catalog benchmark's data (bench/catalog.ts; docs/notes/catalog-benchmark.md): N products in
 * one store, 30 product attributes of mixed types whose values are skewed as a real shop's are (a
 * few brands and colours hold most products, rare switches, log-normal prices), 3 levels of
 * categories, cities and a tree of regions — written into the real tables with a handful of
 * `INSERT … SELECT generate_series` statements, on PostgreSQL or on the embedded database alike.
 *
 * Every random choice is a hash of the product number and the attribute (`bench_u`), so two
 * fills of the same N are the same data. The attribute mappings are written first, as an
 * administrator's saves would leave them; each product's `value_ids` and its
 * `product_attribute_numbers` are then derived from them by SQL that follows `searchValuesOf`
 * (apps/server/src/areas/catalog/product-values.ts) rule by rule, and `checkSearchValues` proves
 * it on a sample by running `searchValuesOf` itself.
 */

/** Bumped whenever the data changes shape: a database filled by another version is filled again. */
export const GENERATOR_VERSION = 1;
export const BENCH_PASSWORD = 'bench-catalog-password';

type Selective = { type: '11' | '22'; values: number; skew: number } | { type: '21'; values: number; share: number };
type AttributeSpec = { name: string; coverage: number; filterable?: false } & (
  | Selective
  | { type: '5'; on: number }
  | { type: '2'; number: string }
  | { type: '1' | '3'; text: string }
);

/**
 * The 30 attributes. Dropdowns and radios pick value i with the weight a power law gives
 * (`floor(values · u^skew)`: the higher the skew, the more the first values hold); a checkbox
 * group holds value i with probability `share / i`; a switch is on for `on` of the products that
 * have it; numbers are SQL of uniform `u1`, `u2`. `coverage`: the products that hold it at all.
 */
export const ATTRIBUTES: readonly AttributeSpec[] = [
  { name: 'Brand', type: '11', values: 60, skew: 2.5, coverage: 1 },
  { name: 'Colour', type: '11', values: 14, skew: 1.8, coverage: 0.9 },
  { name: 'Material', type: '11', values: 12, skew: 2, coverage: 0.7 },
  { name: 'Condition', type: '22', values: 3, skew: 4, coverage: 1 },
  { name: 'Size', type: '11', values: 8, skew: 1.5, coverage: 0.6 },
  { name: 'Origin', type: '11', values: 25, skew: 3, coverage: 0.8 },
  { name: 'Warranty', type: '22', values: 4, skew: 2, coverage: 0.75 },
  { name: 'Energy class', type: '11', values: 7, skew: 1.5, coverage: 0.3 },
  { name: 'Style', type: '11', values: 10, skew: 2, coverage: 0.4 },
  { name: 'Pattern', type: '11', values: 9, skew: 2, coverage: 0.35 },
  { name: 'Season', type: '22', values: 4, skew: 1, coverage: 0.25 },
  { name: 'Gender', type: '22', values: 3, skew: 1.2, coverage: 0.4 },
  { name: 'Age group', type: '11', values: 6, skew: 1.5, coverage: 0.3 },
  { name: 'Seller type', type: '11', values: 3, skew: 2.5, coverage: 0.95 },
  { name: 'Shipping class', type: '11', values: 5, skew: 2, coverage: 0.9 },
  { name: 'Features', type: '21', values: 12, share: 0.6, coverage: 0.7 },
  { name: 'Certifications', type: '21', values: 8, share: 0.4, coverage: 0.3 },
  { name: 'Connectivity', type: '21', values: 6, share: 0.5, coverage: 0.25 },
  { name: 'Accessories', type: '21', values: 10, share: 0.4, coverage: 0.2 },
  { name: 'Occasions', type: '21', values: 7, share: 0.5, coverage: 0.15 },
  { name: 'Free returns', type: '5', on: 0.5, coverage: 0.8 },
  { name: 'Gift wrap', type: '5', on: 0.3, coverage: 0.6 },
  { name: 'Eco friendly', type: '5', on: 0.3, coverage: 0.5 },
  { name: 'Handmade', type: '5', on: 0.12, coverage: 0.4 },
  { name: 'Bestseller', type: '5', on: 0.1, coverage: 0.3 },
  // Kilograms, log-normal around 1.5; a rating leaning to 4–5 stars; warranty months of a few steps.
  {
    name: 'Weight',
    type: '2',
    number: 'round(exp(ln(1.5) + 1.1 * sqrt(-2 * ln(greatest(u1, 1e-9))) * cos(2 * pi() * u2))::numeric, 2)',
    coverage: 0.9,
  },
  { name: 'Rating', type: '2', number: 'round((5 - 4 * power(u1, 2.5))::numeric, 1)', coverage: 0.7 },
  { name: 'Warranty months', type: '2', number: '(ARRAY[0, 6, 12, 24, 36])[1 + floor(5 * power(u1, 1.5))::int]', coverage: 0.6 },
  { name: 'Model', type: '1', text: "'Model ' || floor(u1 * 5000)::int", coverage: 0.6, filterable: false },
  {
    name: 'Care',
    type: '3',
    text: "(ARRAY['Machine wash cold', 'Hand wash', 'Dry clean only', 'Wipe clean'])[1 + floor(4 * u1)::int]",
    coverage: 0.3,
    filterable: false,
  },
];

/** An attribute as created: its id, type and value ids in display order (rank 0 the most held). */
export interface BenchAttribute {
  id: number;
  name: string;
  type: string;
  valueIds: number[];
}

export interface CatalogData {
  storeId: number;
  products: number;
  attributes: Map<string, BenchAttribute>;
}

const PRODUCT = Product.name;
/** A product's published and approved share, and other flags' (of all products). */
const SHARES = { published: 0.97, approved: 0.98, callForPrice: 0.02, outOfStock: 0.1, oldPrice: 0.2, picture: 0.8, region: 0.7 };

type Db = Kysely<Database>;

async function filledWith(db: Db): Promise<{ products: number; version: number; migration: string } | null> {
  const exists = await sql<{ t: string | null }>`SELECT to_regclass('bench_catalog_meta')::text AS t`.execute(db);
  if (!exists.rows[0]?.t) return null;
  const meta = await sql<{
    products: number;
    version: number;
    migration: string;
  }>`SELECT products, version, migration FROM bench_catalog_meta`.execute(db);
  return meta.rows[0] ?? null;
}

const lastMigration = async (db: Db) =>
  (await sql<{ name: string }>`SELECT max(name) AS name FROM kysely_migration`.execute(db)).rows[0]?.name ?? '';

/** The store's attributes by name, as the benchmark's filters name them. */
export async function readCatalog(db: Db, products: number): Promise<CatalogData> {
  const store = await sql<{ id: number }>`SELECT min(id) AS id FROM stores`.execute(db);
  const storeId = store.rows[0]?.id ?? 0;
  const { rows } = await sql<BenchAttribute>`
    SELECT a.id, a.name->>'en' AS name, a.attribute_control_type_id AS type,
      coalesce((SELECT array_agg(v.id ORDER BY v.display_order, v.id) FROM generic_attribute_values v WHERE v.generic_attribute_id = a.id), '{}') AS "valueIds"
    FROM generic_attributes a WHERE a.store_id = ${storeId} AND a.entity_name = ${PRODUCT} ORDER BY a.display_order`.execute(db);
  return { storeId, products, attributes: new Map(rows.map((a) => [a.name, a])) };
}

type Statement = ReturnType<typeof sql>;

/**
 * Migrates `db` and fills it with `products` products: `filled`; or finds it already holding this
 * generator's data for that many, `reused` as it is (migrations added since are applied to it, as
 * they would be to a store's); or holding something else (another N, an older generator, a fill
 * cut short), `stale` — the caller starts it afresh.
 */
export async function fillCatalog(db: Db, products: number, log: (line: string) => void): Promise<'filled' | 'reused' | 'stale'> {
  await migrateToLatest(db);
  const meta = await filledWith(db);
  if (meta && meta.products === products && meta.version === GENERATOR_VERSION) return 'reused';
  if (meta || (await sql<{ n: number }>`SELECT count(*)::int AS n FROM generic_attributes`.execute(db)).rows[0]?.n) return 'stale';
  await ensureSystemRoles(db);
  await ensureAdministrator(db, BENCH_PASSWORD);
  await ensureDefaultStore(db);
  await ensureDefaultSettings(db);
  await ensureWebApplication(db);
  const storeId = (await sql<{ id: number }>`SELECT min(id) AS id FROM stores`.execute(db)).rows[0]?.id ?? 0;
  // One connection: its session settings hold for every statement of the fill.
  await db.connection().execute(async (conn) => {
    const step = async (label: string, statements: Statement[]) => {
      const t0 = performance.now();
      for (const statement of statements) await statement.execute(conn);
      log(`    ${label} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
    };
    // A uniform [0, 1) from a number: the same number, the same draw.
    await sql`CREATE OR REPLACE FUNCTION bench_u(bigint) RETURNS float8 LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT (hashint8($1)::float8 + 2147483648.0) / 4294967296.0 $$`.execute(conn);
    // A bulk load: foreign keys hold by construction (their per-row triggers off for this session),
    // and the big tables' indexes are built once at the end, from their own definitions.
    await sql`SET session_replication_role = replica`.execute(conn);
    await step('coin, product types, categories (3 levels), cities, regions (2 levels)', places(storeId));
    await step('30 attributes and their values', attributes(storeId));
    const indexes = await sql<{ name: string; definition: string }>`
      SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
      WHERE i.schemaname = 'public' AND i.tablename IN ('generic_attribute_mappings', 'products', 'product_pictures', 'product_attribute_numbers')
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`.execute(conn);
    for (const index of indexes.rows) await sql.raw(`DROP INDEX ${index.name}`).execute(conn);
    await step('attribute mappings', [mappings(storeId, products)]);
    await step('products, value_ids derived from their mappings', productRows(storeId, products));
    await step('number attributes', [
      sql`INSERT INTO product_attribute_numbers (generic_attribute_id, value, product_id)
        SELECT m.generic_attribute_id, m.value::numeric, m.entity_id FROM generic_attribute_mappings m
        JOIN generic_attributes a ON a.id = m.generic_attribute_id
        WHERE m.store_id = ${storeId} AND m.entity_name = ${PRODUCT} AND a.attribute_control_type_id = '2' AND m.value ~ '^-?[0-9]+([.][0-9]+)?$'
        ON CONFLICT DO NOTHING`,
    ]);
    await step('categories, cities and pictures of products', placements(storeId, products));
    // The triggers that keep where a product is (migration 0030) are off in this session: the same, at once.
    await step("products' categories, cities and regions with their ancestors", [
      sql`UPDATE products SET category_ids = product_category_ids(store_id, id), city_ids = product_city_ids(store_id, id),
        region_ids = coalesce(region_lineage(region_id), '{}') WHERE store_id = ${storeId}`,
    ]);
    await step(
      `${indexes.rows.length} indexes of mappings, products and pictures`,
      indexes.rows.map((index) => sql.raw(index.definition)),
    );
    await sql`RESET session_replication_role`.execute(conn);
    await sql`DROP FUNCTION bench_u(bigint)`.execute(conn);
    await step('VACUUM ANALYZE', [sql`VACUUM ANALYZE`]);
  });
  await checkSearchValues(db, storeId, products);
  await sql`CREATE TABLE bench_catalog_meta (products int NOT NULL, version int NOT NULL, migration text NOT NULL)`.execute(db);
  await sql`INSERT INTO bench_catalog_meta VALUES (${products}, ${GENERATOR_VERSION}, ${await lastMigration(db)})`.execute(db);
  return 'filled';
}

/** Draw `k` for product `g` and purpose `a` (an attribute's position 1–30; 0 the product's own; 40+ placements). */
const draw = (g: string, a: string | number, k: number | string) => `bench_u(${g}::bigint * 4096 + ${a} * 64 + ${k})`;
const u = (g: string, a: string | number, k: number | string) => sql.raw(draw(g, a, k));
const named = (prefix: string, fa: string, n: string) => sql.raw(`jsonb_build_object('en', '${prefix} ' || ${n}, 'fa', '${fa} ' || ${n})`);

function places(storeId: number): Statement[] {
  return [
    sql`INSERT INTO coins (store_id, symbol, name) VALUES (${storeId}, 'IRT', '{"en": "Toman", "fa": "تومان"}')`,
    sql`INSERT INTO product_types (store_id, name) SELECT ${storeId}, ${named('Type', 'نوع', 'g')} FROM generate_series(1, 5) g`,
    sql`INSERT INTO countries (store_id, name, two_letter_iso_code, three_letter_iso_code, numeric_iso_code, country_code)
      VALUES (${storeId}, '{"en": "Iran", "fa": "ایران"}', 'IR', 'IRN', 364, '+98')`,
    sql`INSERT INTO provinces (store_id, country_id, name)
      SELECT ${storeId}, (SELECT min(id) FROM countries WHERE store_id = ${storeId}), ${named('Province', 'استان', 'g')} FROM generate_series(1, 10) g`,
    sql`INSERT INTO cities (store_id, country_id, province_id, name, display_order)
      SELECT ${storeId}, (SELECT min(id) FROM countries WHERE store_id = ${storeId}),
        (SELECT min(id) FROM provinces WHERE store_id = ${storeId}) + (g - 1) % 10, ${named('City', 'شهر', 'g')}, g
      FROM generate_series(1, 60) g`,
    sql`INSERT INTO categories (store_id, name, entity_name, display_order)
      SELECT ${storeId}, ${named('Category', 'دسته', 'g')}, ${PRODUCT}, g FROM generate_series(1, 10) g`,
    sql`INSERT INTO categories (store_id, name, entity_name, parent_category_id, display_order)
      SELECT ${storeId}, ${named('Category', 'دسته', "c.id || '.' || g")}, ${PRODUCT}, c.id, g
      FROM categories c, generate_series(1, 6) g WHERE c.store_id = ${storeId} AND c.parent_category_id IS NULL`,
    sql`INSERT INTO categories (store_id, name, entity_name, parent_category_id, display_order)
      SELECT ${storeId}, ${named('Category', 'دسته', "c.id || '.' || g")}, ${PRODUCT}, c.id, g
      FROM categories c JOIN categories top ON top.id = c.parent_category_id, generate_series(1, 5) g
      WHERE c.store_id = ${storeId} AND top.parent_category_id IS NULL`,
    sql`INSERT INTO regions (store_id, name, display_order) SELECT ${storeId}, ${named('Region', 'منطقه', 'g')}, g FROM generate_series(1, 8) g`,
    sql`INSERT INTO regions (store_id, name, parent_region_id, display_order)
      SELECT ${storeId}, ${named('District', 'ناحیه', "r.id || '.' || g")}, r.id, g
      FROM regions r, generate_series(1, 6) g WHERE r.store_id = ${storeId} AND r.parent_region_id IS NULL`,
  ];
}

function attributes(storeId: number): Statement[] {
  const rows = ATTRIBUTES.map(
    (a, i) =>
      sql`(${storeId}, ${PRODUCT}, ${JSON.stringify({ en: a.name, fa: a.name })}::jsonb, ${a.type}, ${a.filterable !== false}, ${i + 1})`,
  );
  const counts = ATTRIBUTES.map((a, i) => sql`(${i + 1}::int, ${'values' in a ? a.values : 0}::int)`);
  return [
    sql`INSERT INTO generic_attributes (store_id, entity_name, name, attribute_control_type_id, is_filterable, display_order)
      VALUES ${sql.join(rows)}`,
    sql`INSERT INTO generic_attribute_values (store_id, generic_attribute_id, name, display_order)
      SELECT ${storeId}, a.id, jsonb_build_object('en', (a.name->>'en') || ' ' || v, 'fa', (a.name->>'fa') || ' ' || v), v
      FROM (VALUES ${sql.join(counts)}) AS c(position, n)
      JOIN generic_attributes a ON a.store_id = ${storeId} AND a.entity_name = ${PRODUCT} AND a.display_order = c.position,
      generate_series(0, c.n - 1) v`,
  ];
}

/** What each product holds for each attribute, in the forms an administrator's save stores (attribute-values.ts). */
function mappings(storeId: number, products: number): Statement {
  const spec = ATTRIBUTES.map((a, i) => {
    const skew = 'skew' in a ? a.skew : 1;
    const share = 'share' in a ? a.share : 'on' in a ? a.on : 0;
    return sql`(${i + 1}::int, ${a.coverage}::float8, ${skew}::float8, ${share}::float8)`;
  });
  const own = ATTRIBUTES.flatMap((a, i) =>
    'number' in a ? [`WHEN ${i + 1} THEN (${a.number})::text`] : 'text' in a ? [`WHEN ${i + 1} THEN ${a.text}`] : [],
  );
  const ranked = sql.raw('s.ids[1 + least(cardinality(s.ids) - 1, floor(cardinality(s.ids) * power(d.u1, s.skew))::int)]::text');
  return sql`
    WITH s AS MATERIALIZED (
      SELECT c.position, c.coverage, c.skew, c.share, a.id, a.attribute_control_type_id AS type,
        coalesce((SELECT array_agg(v.id ORDER BY v.display_order, v.id) FROM generic_attribute_values v WHERE v.generic_attribute_id = a.id), '{}') AS ids
      FROM (VALUES ${sql.join(spec)}) AS c(position, coverage, skew, share)
      JOIN generic_attributes a ON a.store_id = ${storeId} AND a.entity_name = ${PRODUCT} AND a.display_order = c.position
    )
    INSERT INTO generic_attribute_mappings (store_id, entity_name, entity_id, generic_attribute_id, value)
    SELECT ${storeId}::int, ${PRODUCT}, g, s.id, x.value
    FROM s CROSS JOIN generate_series(1, ${products}::int) g
    CROSS JOIN LATERAL (SELECT ${u('g', 's.position', 1)} AS u1, ${u('g', 's.position', 2)} AS u2) d
    CROSS JOIN LATERAL (SELECT CASE
      WHEN s.type IN ('11', '22') THEN ${ranked}
      WHEN s.type = '21' THEN (SELECT string_agg('|' || v.id || '|', ',' ORDER BY v.ord) FROM unnest(s.ids) WITH ORDINALITY v(id, ord)
        WHERE ${u('g', 's.position', '8 + v.ord')} < s.share / v.ord)
      WHEN s.type = '5' THEN CASE WHEN d.u1 < s.share THEN 'true' ELSE 'false' END
      ELSE CASE s.position ${sql.raw(own.join(' '))} END
    END AS value) x
    WHERE ${u('g', 's.position', 0)} < s.coverage AND x.value IS NOT NULL`;
}

/**
 * The products, each with the `value_ids` `searchValuesOf` derives from its mappings: a switch
 * stored `true` as its attribute's id negated, a dropdown's or radio's value id, each id of a checkbox
 * group's `|3|,|7|` (`attributeValueOf`: split at commas, trimmed, the bars taken off) — ids of up
 * to 10 digits, each once, ascending.
 */
function productRows(storeId: number, products: number): Statement[] {
  const price = sql.raw(
    `greatest(1000, round(exp(ln(2000000) + 1.3 * sqrt(-2 * ln(greatest(${draw('g', 0, 2)}, 1e-9))) * cos(2 * pi() * ${draw('g', 0, 3)})) / 1000) * 1000)::numeric`,
  );
  return [
    sql`
    WITH held AS (
      SELECT m.entity_id AS id, array_agg(DISTINCT v ORDER BY v) AS ids
      FROM generic_attribute_mappings m JOIN generic_attributes a ON a.id = m.generic_attribute_id
      CROSS JOIN LATERAL unnest(CASE
        WHEN a.attribute_control_type_id = '5' THEN CASE WHEN m.value = 'true' THEN ARRAY[-a.id] END
        WHEN a.attribute_control_type_id IN ('11', '22') THEN CASE WHEN m.value ~ '^[0-9]{1,10}$' THEN ARRAY[m.value::int] END
        WHEN a.attribute_control_type_id = '21' THEN ARRAY(
          SELECT part::int FROM unnest(string_to_array(m.value, ',')) AS raw(text),
            regexp_replace(regexp_replace(btrim(raw.text), '^[|]', ''), '[|]$', '') AS part
          WHERE part ~ '^[0-9]{1,10}$')
      END) AS v
      WHERE m.store_id = ${storeId} AND m.entity_name = ${PRODUCT}
      GROUP BY m.entity_id
    )
    INSERT INTO products (id, store_id, name, slug, sku, product_type_id, base_coin_id, price, old_price, call_for_price,
      stock_quantity, region_id, mark_as_new, is_featured_product, show_on_home_page, published, is_approved, approved_at,
      display_order, value_ids, created_at, updated_at)
    OVERRIDING SYSTEM VALUE
    SELECT g, ${storeId}, jsonb_build_object('en', 'Product ' || g, 'fa', 'محصول ' || g), 'product-' || g, 'SKU-' || g,
      t.ids[1 + floor(5 * power(${u('g', 0, 1)}, 1.5))::int], coin.id, pr.price,
      CASE WHEN ${u('g', 0, 4)} < ${SHARES.oldPrice} THEN round(pr.price * 1.25) END,
      ${u('g', 0, 5)} < ${SHARES.callForPrice},
      CASE WHEN ${u('g', 0, 6)} < ${SHARES.outOfStock} THEN 0 ELSE 1 + floor(200 * ${u('g', 0, 7)})::int END,
      CASE WHEN ${u('g', 0, 8)} < ${SHARES.region} THEN r.ids[1 + floor(cardinality(r.ids) * power(${u('g', 0, 9)}, 2))::int] END,
      ${u('g', 0, 10)} < 0.05, ${u('g', 0, 11)} < 0.03, ${u('g', 0, 12)} < 0.01,
      ${u('g', 0, 13)} < ${SHARES.published}, ${u('g', 0, 14)} < ${SHARES.approved}, pr.at,
      CASE WHEN ${u('g', 0, 15)} < 0.7 THEN 0 ELSE 1 + floor(100 * ${u('g', 0, 16)})::int END,
      coalesce(held.ids, '{}'), pr.at, pr.at
    FROM generate_series(1, ${products}::int) g
    CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids FROM product_types WHERE store_id = ${storeId}) t
    CROSS JOIN (SELECT min(id) AS id FROM coins WHERE store_id = ${storeId}) coin
    CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids FROM regions WHERE store_id = ${storeId} AND parent_region_id IS NOT NULL) r
    CROSS JOIN LATERAL (SELECT ${price} AS price, timestamptz '2026-11-01 00:00+00' - (${products}::int - g) * interval '5 minutes' AS at) pr
    LEFT JOIN held ON held.id = g`,
    sql.raw(`ALTER TABLE products ALTER COLUMN id RESTART WITH ${products + 1}`),
  ];
}

/** Each product in one leaf category (a second for some), one or two cities, up to three pictures. */
function placements(storeId: number, products: number): Statement[] {
  const pick = (ids: string, drawn: string, skew: number) =>
    sql.raw(`${ids}[1 + floor(cardinality(${ids}) * power(${drawn}, ${skew}))::int]`);
  return [
    sql`INSERT INTO category_mappings (store_id, entity_name, entity_id, category_id)
      SELECT ${storeId}::int, ${PRODUCT}, g, ${pick('c.ids', draw('g', 40, 1), 2.2)}
      FROM generate_series(1, ${products}::int) g,
        (SELECT array_agg(leaf.id ORDER BY leaf.id) AS ids FROM categories leaf JOIN categories mid ON mid.id = leaf.parent_category_id
         WHERE leaf.store_id = ${storeId} AND mid.parent_category_id IS NOT NULL) c
      UNION ALL
      SELECT ${storeId}::int, ${PRODUCT}, g, ${pick('c.ids', draw('g', 40, 3), 1.5)}
      FROM generate_series(1, ${products}::int) g,
        (SELECT array_agg(leaf.id ORDER BY leaf.id) AS ids FROM categories leaf JOIN categories mid ON mid.id = leaf.parent_category_id
         WHERE leaf.store_id = ${storeId} AND mid.parent_category_id IS NOT NULL) c
      WHERE ${u('g', 40, 2)} < 0.15
      ON CONFLICT DO NOTHING`,
    sql`INSERT INTO address_element_mappings (store_id, entity_name, entity_id, city_id)
      SELECT ${storeId}::int, ${PRODUCT}, g, ${pick('c.ids', draw('g', 41, 1), 3)}
      FROM generate_series(1, ${products}::int) g, (SELECT array_agg(id ORDER BY display_order) AS ids FROM cities WHERE store_id = ${storeId}) c
      WHERE ${u('g', 41, 0)} < 0.95
      UNION ALL
      SELECT ${storeId}::int, ${PRODUCT}, g, ${pick('c.ids', draw('g', 41, 3), 2)}
      FROM generate_series(1, ${products}::int) g, (SELECT array_agg(id ORDER BY display_order) AS ids FROM cities WHERE store_id = ${storeId}) c
      WHERE ${u('g', 41, 2)} < 0.1
      ON CONFLICT DO NOTHING`,
    sql`INSERT INTO product_pictures (store_id, product_id, picture, display_order)
      SELECT ${storeId}, g, '/api/CMS/Image/Products/p-' || g || '-' || n || '.jpg', n
      FROM generate_series(1, ${products}::int) g, generate_series(0, 2) n
      WHERE ${u('g', 42, 0)} < ${SHARES.picture} AND (n = 0 OR ${u('g', 42, 1)} < 0.25)`,
  ];
}

/**
 * Proves the derived search values on a sample of products: `searchValuesOf` (the function the
 * server runs when an administrator saves a product's attributes) over each product's mappings
 * gives exactly the stored `value_ids` and numbers.
 */
async function checkSearchValues(db: Db, storeId: number, products: number): Promise<void> {
  const sample = Array.from({ length: Math.min(products, 500) }, (_, i) => 1 + Math.floor((i * products) / Math.min(products, 500)));
  const held = await sql<HeldValue & { productId: number }>`
    SELECT m.entity_id AS "productId", m.generic_attribute_id AS "attributeId", a.attribute_control_type_id AS type, m.value AS text
    FROM generic_attribute_mappings m JOIN generic_attributes a ON a.id = m.generic_attribute_id
    WHERE m.store_id = ${storeId} AND m.entity_name = ${PRODUCT} AND m.entity_id = ANY(${sample}::int[])`.execute(db);
  const stored = await sql<{
    id: number;
    valueIds: number[];
  }>`SELECT id, value_ids AS "valueIds" FROM products WHERE id = ANY(${sample}::int[])`.execute(db);
  const numbers = await sql<{ productId: number; attributeId: number; value: string }>`
    SELECT product_id AS "productId", generic_attribute_id AS "attributeId", value::text AS value
    FROM product_attribute_numbers WHERE product_id = ANY(${sample}::int[])`.execute(db);
  for (const { id, valueIds } of stored.rows) {
    const expected = searchValuesOf(held.rows.filter((h) => h.productId === id));
    const numbersOf = (list: [number, string][]) =>
      list
        .map(([a, v]) => `${a}:${Number(v)}`)
        .sort()
        .join(',');
    const storedNumbers = numbers.rows.filter((n) => n.productId === id).map((n) => [n.attributeId, n.value] as [number, string]);
    if (valueIds.join(',') !== expected.valueIds.join(',') || numbersOf(storedNumbers) !== numbersOf(expected.numbers))
      throw new Error(
        `product ${id}: stored ${valueIds} / ${numbersOf(storedNumbers)}, searchValuesOf gives ${expected.valueIds} / ${numbersOf(expected.numbers)}`,
      );
  }
}
