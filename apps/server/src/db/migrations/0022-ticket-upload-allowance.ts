import type { AnyDb } from '../schema.js';
import { runStatements } from './run-statements.js';

/**
 * Issue 12 (session 24 review): a customer's ticket attachments are counted in bytes per day
 * (`ticket.maximumuploadbytesperday`), read from the files they uploaded into a store's folder since
 * a day ago — by this index, so an upload's cost does not grow with the store's files.
 */
export async function up(db: AnyDb): Promise<void> {
  await runStatements(db, 'CREATE INDEX files_created_by_idx ON files (created_by, store_id, directory, created_at)');
}
