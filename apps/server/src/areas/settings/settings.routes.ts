import { ADMIN_ROLE, inputSchema, isPublicSetting, knownSetting, Setting, Store, safeText } from '@store/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App, AppContext } from '../../context.js';
import { requestStore } from '../../http/auth.js';
import { requestLanguage } from '../../http/envelope.js';
import { isAdministrator, publicStore, storeQuery } from '../../http/public-reads.js';
import { dataOf, errorSchema, guardedErrors } from '../../http/responses.js';
import { guard, PUBLIC } from '../../http/route-access.js';
import type { EntityRegistry } from '../engine/entity-registry.js';
import { ResourceService } from '../engine/resource-service.js';
import { iconAddress } from './icon-file.js';
import { SiteInformationBook, siteInformationBody, siteInformationSchema } from './site-information.js';
import { type SettingValue, StoreSettings } from './store-settings.js';

const tags = ['Settings'];
/** Most settings one saveAppSettings call may carry. */
export const MAX_SETTINGS_PER_SAVE = 100;

const settingValue = z.object({ name: z.string(), value: z.string() });
const settingInput = inputSchema(Setting, 'create');
/** Many settings at once; a name twice (in any letter case) is refused rather than one silently winning. */
const settingsInput = z.strictObject({
  settings: z
    .array(settingInput)
    .min(1)
    .max(MAX_SETTINGS_PER_SAVE)
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((item, index) => {
        const key = (knownSetting(String(item.name))?.name ?? String(item.name)).toLowerCase();
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index, 'name'], message: 'setting.error.duplicate' });
        seen.add(key);
      });
    }),
});

/**
 * The spec's Settings calls (spec 000 §7; docs/notes/issue-10-settings.md), thin routes over the
 * engine's services for Setting and Store. Reads are public: visitors get the settings declared
 * public (rules/known-settings.ts) and the store's public identity; administrators get every
 * setting. Only administrators save; a save of several settings is one transaction.
 */
export function settingsRoutes(ctx: AppContext, registry: EntityRegistry) {
  const settings = new StoreSettings(new ResourceService(ctx.db, registry, Setting));
  const site = new SiteInformationBook(new ResourceService(ctx.db, registry, Store), settings);
  const adminOnly = guard(ctx.db, { kind: 'role', roles: [ADMIN_ROLE] });
  const publicRead = guard(ctx.db, PUBLIC);

  /** The request's store and the administrator writing to it. */
  const writer = async (request: FastifyRequest) => {
    const storeId = await requestStore(request);
    return { storeId, caller: StoreSettings.caller(storeId, requestLanguage(request), request.claims?.sub ?? 0) };
  };
  /** Saves settings of the request's store in one transaction: all or nothing. */
  const saveAll = async (request: FastifyRequest, list: readonly Record<string, unknown>[]): Promise<SettingValue[]> => {
    const { storeId, caller } = await writer(request);
    const changes = list.map((s) => ({ name: String(s.name), value: String(s.value) }));
    return ctx.db.transaction().execute((trx) => settings.save(trx, storeId, changes, caller));
  };

  return async (app: App) => {
    const defaultStoreId = async () => (await app.stores.resolve(undefined, undefined)).id;

    app.get(
      '/api/Settings/getAppSettings',
      {
        ...publicRead,
        schema: {
          tags,
          summary: 'The store’s settings as it reads them (own, else the default store’s, else the default); visitors get the public ones',
          querystring: z.strictObject(storeQuery),
          response: { 200: dataOf(z.array(settingValue)), 400: errorSchema, 404: errorSchema },
        },
      },
      async (request) => {
        const storeId = await publicStore(request, request.query.store);
        const all = await settings.effective(storeId, await defaultStoreId(), requestLanguage(request));
        const admin = await isAdministrator(ctx.db, request, storeId);
        return { data: admin ? all : all.filter((s) => isPublicSetting(s.name)) };
      },
    );

    app.get(
      '/api/Settings/getSiteInformation',
      {
        ...publicRead,
        schema: {
          tags,
          summary: 'The store’s public identity: name, titles, logo, icon, company, header and footer content',
          querystring: z.strictObject(storeQuery),
          response: { 200: dataOf(siteInformationSchema), 400: errorSchema, 404: errorSchema },
        },
      },
      async (request) => {
        const storeId = await publicStore(request, request.query.store);
        const caller = StoreSettings.caller(storeId, requestLanguage(request));
        return { data: await site.read(storeId, await defaultStoreId(), caller) };
      },
    );

    app.post(
      '/api/Settings/saveAppSetting',
      {
        ...adminOnly,
        schema: {
          tags,
          summary: 'Save one setting of the store (a known one’s value is checked)',
          body: settingInput,
          response: { 200: dataOf(settingValue), ...guardedErrors },
        },
      },
      async (request) => {
        const [saved] = await saveAll(request, [request.body]);
        // A store's title is shown in the pages the server renders (http/site/store-identity.ts).
        app.stores.invalidate();
        return { data: saved as SettingValue };
      },
    );

    app.post(
      '/api/Settings/saveAppSettings',
      {
        ...adminOnly,
        schema: {
          tags,
          summary: `Save up to ${MAX_SETTINGS_PER_SAVE} settings of the store at once: all or nothing`,
          body: settingsInput,
          response: { 200: dataOf(z.array(settingValue)), ...guardedErrors },
        },
      },
      async (request) => {
        const saved = await saveAll(request, request.body.settings);
        app.stores.invalidate();
        return { data: saved };
      },
    );

    app.post(
      '/api/Settings/saveSiteInformation',
      {
        ...adminOnly,
        schema: {
          tags,
          summary: 'Change the store’s public identity (the fields sent; an empty text clears one): all or nothing',
          body: siteInformationBody,
          response: { 200: dataOf(siteInformationSchema), ...guardedErrors },
        },
      },
      async (request) => {
        const { storeId, caller } = await writer(request);
        await site.save(ctx.db, storeId, request.body, caller);
        app.stores.invalidate();
        return { data: await site.read(storeId, await defaultStoreId(), caller) };
      },
    );

    app.post(
      '/api/Settings/changeIcon',
      {
        ...adminOnly,
        schema: {
          tags,
          summary: 'Make an image of the store’s Images folder its icon',
          body: z.strictObject({ url: safeText(1000).min(1) }),
          response: { 200: dataOf(z.object({ icon: z.string() })), ...guardedErrors },
        },
      },
      async (request) => {
        const { storeId, caller } = await writer(request);
        const icon = await iconAddress(ctx.db, storeId, request.body.url);
        await site.changeIcon(storeId, icon, caller);
        app.stores.invalidate();
        return { data: { icon } };
      },
    );
  };
}
