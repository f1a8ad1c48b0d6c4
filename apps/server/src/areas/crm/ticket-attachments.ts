import { DEFAULT_UPLOAD_COUNT, FILE_COUNT_SETTING, settingInteger, TICKET_DIRECTORY } from '@store/domain';
import type { App, AppContext } from '../../context.js';
import { urlOf } from '../cms-files/cms-files.routes.js';
import { storedName, uploaderOf } from '../cms-files/file-uploaders.js';
import type { Caller } from '../engine/resource-service.js';
import { readSetting } from '../operations/settings-reader.js';
import { refused } from './ticket-shapes.js';

/** The store's most attachments per ticket or post (the data form's file count). */
async function attachmentsMax(ctx: AppContext, app: App, storeId: number): Promise<number> {
  const defaultStoreId = (await app.stores.resolve(undefined, undefined)).id;
  const value = await readSetting(ctx.db, storeId, FILE_COUNT_SETTING.dataForm, { fallback: true, defaultStoreId });
  return settingInteger(value, DEFAULT_UPLOAD_COUNT);
}

/**
 * A ticket's or post's attachments: at most the store's count (the data form's), and each a file
 * that was uploaded into this store's Tickets folder — by the caller, unless the caller is an
 * administrator (attaching a file is what lets the ticket's owner read it, so a customer must not
 * attach another's upload and read it that way). An address of that shape naming no such file
 * (made up, deleted, another store's, another customer's) is a 400 `ticket.error.nofile` on its
 * index, the same whichever it is. This is bad input, not a conflict with stored state, so it is
 * judged before the write (a write check's refusal is a 409). Answers the addresses as the upload
 * answered them (one spelling of each file's address: the private reader looks them up as such).
 */
export async function checkAttachments(ctx: AppContext, app: App, caller: Caller, list: readonly string[] | undefined): Promise<string[]> {
  const storeId = caller.storeId ?? 0;
  const max = await attachmentsMax(ctx, app, storeId);
  if ((list?.length ?? 0) > max) throw refused('ticket.error.attachmentcount', 'attachments', 400, { max });
  const canonical: string[] = [];
  for (const [index, address] of (list ?? []).entries()) {
    const name = storedName(address, storeId);
    const uploader = name === '' ? undefined : await uploaderOf(ctx.db, storeId, TICKET_DIRECTORY, name);
    if (uploader === undefined || (!caller.isAdmin && uploader !== caller.customerId))
      throw refused('ticket.error.nofile', `attachments.${index}`);
    canonical.push(urlOf({ storeId, directory: TICKET_DIRECTORY, name }));
  }
  return [...new Set(canonical)];
}
