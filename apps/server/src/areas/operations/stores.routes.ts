import { localeOf, safeText, storeTitleSetting } from '@store/domain';
import { z } from 'zod';
import type { App, AppContext } from '../../context.js';
import { requestLanguage } from '../../http/envelope.js';
import { dataOf, errorSchema } from '../../http/responses.js';
import { guard, PUBLIC } from '../../http/route-access.js';
import { readSetting } from './settings-reader.js';
import { storeNotFound } from './store-directory.js';

/**
 * `GET /api/Stores/getStoreByName` (spec 000 §7): the web asks at start-up for the store it
 * serves — by name, else the store of the request's host, else the default store — and keeps its
 * id and name, which it then sends as the `store` header.
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
        const { name } = request.query;
        const store = name ? await app.stores.find(name) : await app.stores.resolve(undefined, request.hostname);
        if (!store) throw storeNotFound();
        // A store's title is its own: another store's title is never shown in its place.
        const setting = storeTitleSetting(localeOf(requestLanguage(request)));
        const title = await readSetting(ctx.db, store.id, setting, { fallback: false, defaultStoreId: store.id });
        return { data: { id: store.id, name: store.name, title: title ?? store.name } };
      },
    );
  };
}
