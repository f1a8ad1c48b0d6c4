import { fail, LANGUAGE_OF, LOCALES, languageOf, safeText } from '@store/domain';
import { sql } from 'kysely';
import { z } from 'zod';
import type { App, AppContext } from '../../context.js';
import type { AnyDb } from '../../db/schema.js';
import { dataOf, errorSchema } from '../../http/responses.js';
import { guard, PUBLIC } from '../../http/route-access.js';

/** Setting holding a store's display title in one locale: `store.title.persian_fa`. */
export const storeTitleSetting = (locale: (typeof LOCALES)[number]) => `store.title.${locale}`;

/**
 * `GET /api/Stores/getStoreByName` (spec 000 §7): the web asks at start-up for the store it
 * serves (by name, or the first store when no name is given) and keeps its id and name.
 */
export function storeRoutes(ctx: AppContext) {
  return async (app: App) => {
    app.get(
      '/api/Stores/getStoreByName',
      {
        ...guard(ctx.db, PUBLIC),
        schema: {
          tags: ['Stores'],
          summary: 'The public identity of a store: id, name and its title in the caller’s language',
          querystring: z.strictObject({ name: safeText(100).optional() }),
          response: { 200: dataOf(z.object({ id: z.number().int(), name: z.string(), title: z.string() })), 404: errorSchema },
        },
      },
      async (request) => {
        const db: AnyDb = ctx.db;
        let query = db.selectFrom('stores').select(['id', 'name']).orderBy('id').limit(1);
        if (request.query.name) query = query.where(sql`lower(name)`, '=', request.query.name.toLowerCase());
        const store = (await query.executeTakeFirst()) as { id: number; name: string } | undefined;
        if (!store) throw fail('common.error.notfound');
        const language = languageOf(request.headers.lang as string | undefined);
        const locale = LOCALES.find((l) => LANGUAGE_OF[l] === language) ?? 'persian_fa';
        const title = (await db
          .selectFrom('settings')
          .select('value')
          .where('storeId', '=', store.id)
          .where(sql`lower(name)`, '=', storeTitleSetting(locale).toLowerCase()) // the index is on lower(name)
          .executeTakeFirst()) as { value: string } | undefined;
        return { data: { id: store.id, name: store.name, title: title?.value ?? store.name } };
      },
    );
  };
}
