import { LANGUAGES, type Language, localeOf, storeTitleSetting } from '@store/domain';
import type { FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { requestLanguage } from '../../http/envelope.js';
import { requestOrigin } from '../../http/site/public-address.js';
import { readSetting } from '../operations/settings-reader.js';

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/**
 * The origin links in mail point to. A request's Host is the caller's to write: a reset link built
 * from it would send the victim's token to whatever host an attacker named (reset poisoning). So:
 * PUBLIC_ORIGIN when set; else the request's origin only when its host is a loopback name or one
 * a store lists among its hosts; else none (the mail is not written, and the operator is told).
 */
export async function mailOrigin(request: FastifyRequest, publicOrigin: string | undefined): Promise<string | null> {
  if (publicOrigin) return publicOrigin.replace(/\/+$/, '');
  const host = request.hostname.toLowerCase();
  if (LOOPBACK.test(host)) return requestOrigin(request);
  const stores = await request.server.stores.list();
  return stores.some((store) => store.hosts.includes(host)) ? requestOrigin(request) : null;
}

/** The path prefix of a store's pages: none for the default store (the first), `/{name}` for another (spec 000 §2). */
export async function storePrefix(db: Kysely<Database>, storeId: number): Promise<string> {
  const { rows } = await sql<{ name: string; first: boolean }>`
    SELECT name, id = (SELECT min(id) FROM stores) AS first FROM stores WHERE id = ${storeId}`.execute(db);
  const store = rows[0];
  return !store || store.first ? '' : `/${encodeURIComponent(store.name)}`;
}

/** A page's address in a language: Persian without `lang`, the others with `?lang=` (as the site's own addresses are). */
export const pageAddress = (origin: string, path: string, language: Language) =>
  `${origin}${path}${language === 'fa' ? '' : `${path.includes('?') ? '&' : '?'}lang=${language}`}`;

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The language a request's `lang` header chose (any form the API reads), or null when it sent none (curl). */
export function sentLanguage(request: FastifyRequest): Language | null {
  const header = request.headers.lang;
  return (Array.isArray(header) ? header[0] : header)?.trim() ? requestLanguage(request) : null;
}

/**
 * Keeps the language a customer signed in with (or registered, or refreshed a session in): mail to
 * them is written in it. Only a language the request named: a client that names none changes nothing.
 */
export async function rememberLanguage(db: Kysely<Database>, username: string, request: FastifyRequest): Promise<void> {
  const language = sentLanguage(request);
  if (!language || !username) return;
  await db
    .updateTable('customers')
    .set({ language })
    .where(sql`lower(username)`, '=', username.toLowerCase())
    .where('isDeleted', '=', false)
    .where((eb) => eb.or([eb('language', 'is', null), eb('language', '!=', language)]))
    .execute();
}

/** A customer's mail language: the one they last used, else `fallback`. */
export function languageOf(stored: string | null | undefined, fallback: Language): Language {
  return isLanguage(stored) ? stored : fallback;
}

/** A store's title in a language (its own setting), else its name: the mails' signature. */
export async function storeTitleIn(db: Kysely<Database>, storeId: number, language: Language): Promise<string> {
  const title = await readSetting(db, storeId, storeTitleSetting(localeOf(language)), { fallback: false, defaultStoreId: storeId });
  if (title) return title;
  const store = await db.selectFrom('stores').select('name').where('id', '=', storeId).executeTakeFirst();
  return store?.name ?? '';
}
