import { type FieldIssue, isFileOf } from '@store/domain';
import type { AnyDb } from '../../db/schema.js';

/**
 * Who uploaded what, for the folders customers write into (Tickets, CustomerFiles): their files
 * are private, read by administrators, their uploader and whoever holds them (crm/ticket-files.ts,
 * attributes/customer-files.ts), so an address a customer sends must name their own upload.
 */

/** The stored name an address (as an upload answered it) names in `storeId`, or '' when it names another store or nothing. */
export function storedName(address: string, storeId: number): string {
  const [path = '', query = ''] = address.split('?', 2);
  const store = new URLSearchParams(query).get('store');
  if (store !== null && store !== String(storeId)) return '';
  try {
    return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)).normalize('NFC');
  } catch {
    return '';
  }
}

/** Who uploaded a file of the store's `directory` (null: nobody known, an old row), or undefined when there is no such file. */
export async function uploaderOf(db: AnyDb, storeId: number, directory: string, name: string): Promise<number | null | undefined> {
  const row = await db
    .selectFrom('files')
    .select('createdBy')
    .where('storeId', '=', storeId)
    .where('directory', '=', directory)
    .where('name', '=', name)
    .executeTakeFirst();
  return row ? (row.createdBy ?? null) : undefined;
}

/** `%…%` around a text for LIKE, its wildcards (`_` is common in stored names) taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Both spellings of a stored name a list of addresses may hold it in (as uploaded, or unencoded), for a LIKE that narrows. */
export const spellingsOf = (name: string) => [containing(encodeURIComponent(name)), containing(name)] as const;

/**
 * The addresses a customer sends that are not their own uploads into `directory` of the store (a
 * product's or a review's pictures, an avatar): another's upload is not theirs to show. Issues
 * under `keyOf(index)` (`pictures.0.picture`, `avatar`), `common.error.fileurl` each.
 */
export async function ownUploadIssues(
  db: AnyDb,
  storeId: number,
  customerId: number,
  directory: string,
  addresses: readonly string[],
  keyOf: (index: number) => string,
): Promise<Record<string, FieldIssue>> {
  const issues: Record<string, FieldIssue> = {};
  for (const [index, address] of addresses.entries()) {
    const name = isFileOf(directory, address) ? storedName(address, storeId) : '';
    const uploader = name ? await uploaderOf(db, storeId, directory, name) : undefined;
    if (uploader !== customerId) issues[keyOf(index)] = { code: 'common.error.fileurl' };
  }
  return issues;
}
