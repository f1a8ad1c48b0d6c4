import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOG_COUNT_CAP } from '@store/domain';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { openPglite, openPostgres } from '../apps/server/src/db/connection.js';
import type { Database } from '../apps/server/src/db/schema.js';
import type { Statement } from './catalog-client.js';
import { COMBINATIONS, describeCombination, naiveStatements, PAGE_SIZE, paramsOf } from './catalog-combos.js';
import { type CatalogData, fillCatalog, readCatalog } from './catalog-data.js';
import { adminQuery, asStatement, explainScans, recordRoutes } from './catalog-support.js';
import { root } from './support.js';

/**
 * The catalog benchmark's preparation (bench/catalog.ts): its databases filled (or reused), the SQL
 * the list route runs for each combination recorded from the route itself, and checked: the route,
 * the recorded SQL and the naive SQL answer the same page and total for every combination.
 */

type Log = (line: string) => void;
const seconds = (t0: number) => ((performance.now() - t0) / 1000).toFixed(0);

/** `bench_catalog_<N>` on the PostgreSQL server: filled on the first run, reused after (`fresh`: filled again). */
export async function postgresCatalog(
  serverUrl: string,
  products: number,
  fresh: boolean,
  log: Log,
): Promise<{ url: string; data: CatalogData }> {
  const name = `bench_catalog_${products}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  if (fresh) await drop();
  for (;;) {
    if ((await adminQuery(serverUrl, 'SELECT 1 FROM pg_database WHERE datname = $1', [name])).length === 0)
      await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
    const database = openPostgres(url.toString(), 2);
    try {
      const t0 = performance.now();
      const state = await fillCatalog(database.db, products, log);
      if (state === 'filled') log(`  PostgreSQL: ${name} filled (${seconds(t0)} s)`);
      if (state === 'reused') log(`  PostgreSQL: ${name} reused (filled by an earlier run; --fresh fills it again)`);
      if (state !== 'stale') return { url: url.toString(), data: await readCatalog(database.db, products) };
    } finally {
      await database.close();
    }
    log(`  PostgreSQL: ${name} holds other data; filled afresh`);
    await drop();
  }
}

/** The embedded database under .bench/catalog-pglite-<N> (DATA_DIR of its server), filled or reused alike. */
export async function embeddedCatalog(products: number, fresh: boolean, log: Log): Promise<string> {
  const dataDir = join(root, '.bench', `catalog-pglite-${products}`);
  if (fresh) rmSync(dataDir, { recursive: true, force: true });
  for (;;) {
    const filling = !existsSync(join(dataDir, 'pglite'));
    const database = await openPglite(dataDir);
    const t0 = performance.now();
    const state = await fillCatalog(database.db, products, log).finally(() => database.close());
    if (state === 'filled') log(`  embedded: ${dataDir} filled (${seconds(t0)} s)`);
    if (state === 'reused') log(`  embedded: ${dataDir} reused`);
    if (state !== 'stale') return dataDir;
    if (filling) throw new Error('a fresh embedded database is not empty');
    log('  embedded: holds other data; filled afresh');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

interface Card {
  id: number;
}
type Page = { data: Card[]; total: number; facets?: unknown };

/** One combination, ready to measure. */
export interface Prepared {
  label: string;
  listPath: string;
  facetsPath: string;
  /** The list and its count, as the route sends them (at once). */
  list: Statement[];
  /** Everything a facets call sends when read in SQL (list, count and the facet counts, at once). */
  facets: Statement[];
  /** Everything a facets call sends when read from the facet index (its changes, filters read alone, the page's cards). */
  indexed: Statement[];
  naive: Statement[];
  /** What the route answers as the total in SQL (capped at CATALOG_COUNT_CAP); from the index it is `matches`. */
  total: number;
  /** How many products really match (the naive count). */
  matches: number;
  /** Sequential scans of `products` in what is served: the reads of the facet index's list and facets call. */
  seqScans: number;
  /** The same in the SQL read while an index first loads (list, count and facets). */
  sqlSeqScans: number;
}

const ids = (rows: Card[]) => rows.map((r) => r.id).join(',');

/** Records, checks and explains the 20 combinations on the PostgreSQL database `url`. */
export async function prepareCombinations(
  url: string,
  data: CatalogData,
  secret: string,
  headers: Record<string, string>,
  log: Log,
): Promise<Prepared[]> {
  const query = (params: Record<string, string>) => `/api/Catalog/getProducts?${new URLSearchParams(params)}`;
  const listPaths = COMBINATIONS.map((c) => query(paramsOf(data, c)));
  const facetsPaths = COMBINATIONS.map((c) => query(paramsOf(data, c, true)));
  const calls = await recordRoutes(url, secret, [...listPaths, ...facetsPaths], headers);
  const indexedCalls = await recordRoutes(url, secret, facetsPaths, headers, 120_000);
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on('error', () => {});
  // Only compiles (the naive SQL): it never connects.
  const compiler = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const prepared: Prepared[] = [];
  try {
    for (const [i, combination] of COMBINATIONS.entries()) {
      const [listCall, facetsCall] = [calls[i], calls[i + COMBINATIONS.length]];
      if (listCall?.status !== 200 || facetsCall?.status !== 200)
        throw new Error(`combination ${i + 1}: ${listCall?.body ?? ''} ${facetsCall?.body ?? ''}`);
      const page = JSON.parse(listCall.body) as Page;
      if (listCall.statements.length !== 2)
        throw new Error(`combination ${i + 1}: the list ran ${listCall.statements.length} statements, not a page and a count`);
      const [pageSql, countSql] = [...listCall.statements].sort(
        (a, b) => Number(a.sql.includes('count(*)')) - Number(b.sql.includes('count(*)')),
      ) as [Statement, Statement];
      // The recorded SQL and the naive SQL answer what the route answered.
      const naive = naiveStatements(compiler, data, combination).map(asStatement);
      // The route counts up to its cap ("1 000+"); the naive count is exact, so it is capped to compare.
      let matches = 0;
      for (const [label, [p, c]] of [
        ['recorded', [pageSql, countSql]],
        ['naive', naive],
      ] as const) {
        const rows = await pool.query<Card>(p?.sql ?? '', [...(p?.parameters ?? [])]);
        const n = (await pool.query<{ n: number }>(c?.sql ?? '', [...(c?.parameters ?? [])])).rows[0]?.n ?? -1;
        if (label === 'naive') matches = n;
        if (ids(rows.rows.slice(0, PAGE_SIZE)) !== ids(page.data) || Math.min(n, CATALOG_COUNT_CAP) !== page.total)
          throw new Error(`combination ${i + 1}: the ${label} SQL answers another page or total than the route`);
      }
      // The catalog's own statements (a context read the app's cache missed is left out).
      const catalogSql = facetsCall.statements.filter((s) => s.sql.includes('products p'));
      const facetSql = catalogSql.filter((s) => s.sql !== pageSql.sql && s.sql !== countSql.sql);
      // From the index: the same page, the exact count, the same facets.
      const indexedCall = indexedCalls[i];
      const fromIndex = JSON.parse(indexedCall?.body ?? '{}') as Page & { facets: unknown };
      const fromSql = JSON.parse(facetsCall.body) as Page & { facets: unknown };
      if (
        indexedCall?.status !== 200 ||
        ids(fromIndex.data) !== ids(fromSql.data) ||
        fromIndex.total !== matches ||
        JSON.stringify(fromIndex.facets) !== JSON.stringify(fromSql.facets)
      )
        throw new Error(`combination ${i + 1}: the facet index answers another page, total or facets than SQL`);
      const indexed = indexedCall.statements.filter((s) => !s.sql.includes('generic_attributes'));
      const { seqScans } = await explainScans(url, indexed);
      const { seqScans: sqlSeqScans } = await explainScans(url, [...listCall.statements, ...facetSql]);
      prepared.push({
        label: describeCombination(combination),
        listPath: listPaths[i] as string,
        facetsPath: facetsPaths[i] as string,
        list: [pageSql, countSql],
        facets: catalogSql,
        indexed,
        naive,
        total: page.total,
        matches,
        seqScans,
        sqlSeqScans,
      });
    }
  } finally {
    await pool.end();
  }
  log('  #   matches  index reads  SQL facet queries  seq scans on products (served / SQL)  combination');
  for (const [i, p] of prepared.entries())
    log(
      `  ${String(i + 1).padStart(2)}  ${String(p.matches).padStart(7)}  ${String(p.indexed.length).padStart(11)}  ${String(p.facets.length - 2).padStart(17)}  ${`${p.seqScans} / ${p.sqlSeqScans}`.padStart(35)}  ${p.label}`,
    );
  return prepared;
}

/** The admin list's page 1 and the page 90 % deep (its cursor: the row before it, by the default order, newest first). */
export async function deepCursor(
  url: string,
  storeId: number,
  depth: number,
): Promise<{ after: string; position: number; count: number; firstId: number }> {
  const [counted] = await adminQuery<{ n: number }>(url, 'SELECT count(*)::int AS n FROM products WHERE store_id = $1', [storeId]);
  const count = counted?.n ?? 0;
  const position = Math.floor(count * depth);
  const [before, first] = await adminQuery<{ id: number }>(
    url,
    'SELECT id FROM products WHERE store_id = $1 ORDER BY id DESC OFFSET $2 LIMIT 2',
    [storeId, position - 1],
  );
  if (!before || !first) throw new Error('no row 90 % deep');
  return { after: JSON.stringify([null, before.id]), position, count, firstId: first.id };
}
