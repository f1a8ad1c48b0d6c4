import { type RawBuilder, sql } from 'kysely';

/**
 * PostgreSQL's COPY text format (one row a line, columns split by tabs, `\N` for NULL, backslash,
 * tab, newline and carriage return escaped), so a table's part of an archive loads by hand with
 * `psql -c "\copy products (id, name, …) FROM 'products.tsv'"` and by the server's own restore
 * alike. The line is built in SQL from each column's text output (what COPY itself writes), so the
 * same statement serves PostgreSQL and the embedded database, neither needing `pg_dump` nor
 * COPY's own protocol (which neither Kysely's PGlite dialect nor node-postgres speak).
 */

/** A quoted identifier, as the catalog names it (raw: Kysely's camel-case plugin must not rename it). */
export const ident = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`);

/** One column's value as COPY text writes it. */
const escaped = (column: string) =>
  sql`coalesce(replace(replace(replace(replace(${ident(column)}::text, '\\', '\\\\'), E'\\n', '\\n'), E'\\r', '\\r'), E'\\t', '\\t'), '\\N')`;

/** A row of `columns` as one COPY text line (without its newline). */
export function copyLine(columns: readonly string[]): RawBuilder<string> {
  return sql<string>`concat_ws(E'\\t', ${sql.join(columns.map(escaped))})`;
}

const UNESCAPE: Record<string, string> = { '\\': '\\', n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', v: '\v' };

/** A COPY text line back into its values (null for `\N`). */
export function parseCopyLine(line: string): (string | null)[] {
  return line.split('\t').map((field) => {
    if (field === '\\N') return null;
    if (!field.includes('\\')) return field;
    return field.replace(/\\(.)/g, (_, c: string) => UNESCAPE[c] ?? c);
  });
}
