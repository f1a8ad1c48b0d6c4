import { z } from 'zod';

/**
 * The archive: one gzip-compressed tar file (docs/notes/issue-14-backups.md "The archive").
 *
 *   db/{table}/{n}.tsv   a table's rows in PostgreSQL's COPY text format, in parts of at most PART_BYTES
 *   files/{key}          a stored file's bytes, by its key in the file store (`{store}/{folder}/{name}`)
 *   manifest.json        the last entry: what the archive is and a SHA-256 of every other entry
 *
 * The manifest comes last because the parts' checksums are known only once they are written; a
 * reader checks every part against it before anything is changed.
 */
export const ARCHIVE_FORMAT = 'store-backup';
export const FORMAT_VERSION = 1;
export const MANIFEST_PATH = 'manifest.json';
/** A table's rows go in parts of at most this many bytes, so a part is held in memory whole and no more. */
export const PART_BYTES = 4 * 1024 * 1024;

const part = z.object({ path: z.string().min(1).max(1000), bytes: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) });

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.number().int().min(1),
  /** The last migration the database had run: an archive restores into that schema only. */
  schemaVersion: z.string().min(1),
  /** The installation that made it (`system_keys`), shown; an archive of another installation restores too (a new machine). */
  installation: z.string(),
  /** `pglite` or `postgresql`: the same format either way, so an archive restores into the other. */
  database: z.string(),
  createdAt: z.string(),
  type: z.enum(['full', 'database']),
  tables: z.array(
    z.object({
      name: z.string().min(1),
      columns: z.array(z.string().min(1)),
      rows: z.number().int().min(0),
      parts: z.array(z.string()),
    }),
  ),
  sequences: z.array(z.object({ name: z.string().min(1), lastValue: z.string().regex(/^-?\d+$/), isCalled: z.boolean() })),
  /** File store keys, each stored at `files/{key}`. */
  files: z.array(z.string()),
  parts: z.array(part),
});
export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestPart = z.infer<typeof part>;

export const tablePartPath = (table: string, n: number) => `db/${table}/${String(n).padStart(6, '0')}.tsv`;
export const filePartPath = (key: string) => `files/${key}`;
