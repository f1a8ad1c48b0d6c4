import { DEFAULT_UPLOAD_COUNT, FILE_COUNT_SETTING, settingInteger, TICKET_DIRECTORY } from '@store/domain';
import type { App, AppContext } from '../../context.js';
import { findFile } from '../cms-files/storage.js';
import { readSetting } from '../operations/settings-reader.js';
import { refused } from './ticket-shapes.js';

/** The store's most attachments per ticket or post (the data form's file count). */
async function attachmentsMax(ctx: AppContext, app: App, storeId: number): Promise<number> {
  const defaultStoreId = (await app.stores.resolve(undefined, undefined)).id;
  const value = await readSetting(ctx.db, storeId, FILE_COUNT_SETTING.dataForm, { fallback: true, defaultStoreId });
  return settingInteger(value, DEFAULT_UPLOAD_COUNT);
}

/** The stored name an attachment's address names in `storeId`, or '' when it names another store or nothing. */
function storedName(address: string, storeId: number): string {
  const [path = '', query = ''] = address.split('?', 2);
  const store = new URLSearchParams(query).get('store');
  if (store !== null && store !== String(storeId)) return '';
  try {
    return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)).normalize('NFC');
  } catch {
    return '';
  }
}

/**
 * A ticket's or post's attachments: at most the store's count (the data form's), and each a file
 * that was uploaded into this store's Tickets folder. An address of that shape naming no such file
 * (made up, deleted, another store's) is a 400 `ticket.error.nofile` on its index. This is bad
 * input, not a conflict with stored state, so it is judged before the write (a write check's
 * refusal is a 409).
 */
export async function checkAttachments(ctx: AppContext, app: App, storeId: number, list: readonly string[] | undefined) {
  const max = await attachmentsMax(ctx, app, storeId);
  if ((list?.length ?? 0) > max) throw refused('ticket.error.attachmentcount', 'attachments', 400, { max });
  for (const [index, address] of (list ?? []).entries()) {
    const name = storedName(address, storeId);
    if (name === '' || !(await findFile(ctx.db, storeId, TICKET_DIRECTORY, name)))
      throw refused('ticket.error.nofile', `attachments.${index}`);
  }
}
