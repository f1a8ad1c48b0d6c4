import { MESSAGING_SETTINGS, MessagingAccount, settingInteger } from '@store/domain';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { secretPurpose } from '../engine/entity-registry.js';
import { SecretUnreadable } from '../identity/secret-box.js';
import { readInstallationSetting } from '../operations/settings-reader.js';
import type { SmtpAccount } from './smtp-transport.js';

/** A messaging account as the mail sender uses it: its connection and sender, the password opened. */
export interface SendingAccount extends SmtpAccount {
  id: number;
  displayName: string;
  accAddress: string;
}

/** Where the account's password is sealed (the engine seals `secret` fields for their table and column). */
export const PASSWORD_PURPOSE = secretPurpose(MessagingAccount, 'password');

/** The account's password in the clear; throws SecretUnreadable when the key changed since it was stored. */
export function openPassword(ctx: Pick<AppContext, 'secretBox'>, stored: string | null): string | null {
  return stored ? ctx.secretBox.openText(PASSWORD_PURPOSE, stored) : null;
}

/** The stored account `id` (the password still sealed), or undefined. */
export function storedAccount(db: Kysely<Database>, id: number) {
  return db.selectFrom('messagingAccounts').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The account mail goes through: the one the installation's `messaging.defaultaccount` names, else
 * (unset, or naming an account since deleted) the first account created; undefined when there is none.
 */
export async function defaultAccount(ctx: Pick<AppContext, 'db' | 'secretBox'>): Promise<SendingAccount | undefined> {
  const named = settingInteger(await readInstallationSetting(ctx.db, MESSAGING_SETTINGS.defaultAccount), 0, 1);
  const row =
    (named > 0 ? await storedAccount(ctx.db, named) : undefined) ??
    (await ctx.db.selectFrom('messagingAccounts').selectAll().orderBy('id').limit(1).executeTakeFirst());
  if (!row) return undefined;
  return {
    id: row.id,
    displayName: row.displayName,
    accAddress: row.accAddress,
    host: row.host,
    port: row.port,
    enableSsl: row.enableSsl,
    useDefaultCredentials: row.useDefaultCredentials,
    username: row.username ?? null,
    password: openPassword(ctx, row.password ?? null),
  };
}

export { SecretUnreadable };
