import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** Column types PGlite hands back as text, as node-postgres does here (connection.ts sets the same). */
const DATE_OID = 1082;
const NUMERIC_OID = 1700;
const INT8_OID = 20;

// Dates stay 'YYYY-MM-DD' strings and NUMERIC stays a string: no time-zone shift, no float.
const keepText = (value: string) => value;

/** The parsers every embedded database opens with, in this thread or in its worker. */
export const PGLITE_PARSERS = { [DATE_OID]: keepText, [NUMERIC_OID]: keepText, [INT8_OID]: keepText };

/**
 * The extensions every embedded database opens with (the worker loads the same): `pg_trgm`, whose
 * trigram index answers the catalog's text search (migration 0031). PostgreSQL servers have it in
 * their contrib package.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };
