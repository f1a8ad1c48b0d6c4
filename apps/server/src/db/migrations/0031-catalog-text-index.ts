import type { AnyDb } from '../schema.js';
import { runStatements } from './run-statements.js';

/**
 * A trigram index of the listed products' folded names and SKU (`search_text`, migration 0027), so
 * the catalog's text search (`LIKE '%words%'`, any part of a word, in any of the three languages)
 * is an index scan instead of a scan of every listed product. `pg_trgm` is trusted (a database
 * owner may create it); the embedded database loads it at every open (`PGLITE_EXTENSIONS`).
 */
export async function up(db: AnyDb): Promise<void> {
  await runStatements(
    db,
    `
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX products_listed_search_text_idx ON products USING gin (search_text gin_trgm_ops) WHERE published AND is_approved;
    `,
  );
}
