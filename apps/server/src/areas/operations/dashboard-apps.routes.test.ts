import { translate } from '@store/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../../test/customers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { roleWith } from '../engine/fixtures/voucher-app.js';

/**
 * The dashboard home's applications (spec 000 §7, issue 14 item 2): the parts of the product a
 * signed-in user opens (their account's corners, and each area where one of their lists opens)
 * and those still available (areas a role would open), named in the caller's language.
 */
let t: TestApp;
let admin: Record<string, string>;
let customer: Record<string, string>;
let editor: Record<string, string>;

type App = { id: string; name: string; description: string; path: string | null };
const apps = async (which: 'getmyapps' | 'getavailableapps', headers: Record<string, string>) => {
  const res = await t.app.inject({ url: `/api/applications/${which}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as App[];
};
const ids = (list: App[]) => list.map((app) => app.id);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.admin();
  customer = (await register(t, 'apps_customer')).headers;
  const registered = await register(t, 'apps_editor');
  const pages = await roleWith(t, 'page_editors', { Page: 'Modify' });
  await t.database.db.insertInto('customerRoles').values({ customerId: registered.id, roleId: pages }).execute();
  editor = registered.headers;
});
afterAll(() => t.close());

describe('the applications of the dashboard home', () => {
  it('are every area for an administrator, with nothing left available', async () => {
    const mine = await apps('getmyapps', { ...admin, lang: 'en' });
    expect(ids(mine).slice(0, 3)).toEqual(['account.tickets', 'account.favorites', 'account.products']);
    expect([...ids(mine).slice(3)].sort()).toEqual([
      'area.catalog',
      'area.cms',
      'area.crm',
      'area.customers',
      'area.identity',
      'area.operations',
    ]);
    expect(mine.find((app) => app.id === 'area.crm')).toMatchObject({ name: 'CRM', path: '/dashboard/CRM/Unit/List' });
    expect(mine.find((app) => app.id === 'account.tickets')).toMatchObject({ path: '/account/tickets' });
    expect(await apps('getavailableapps', admin)).toEqual([]);
  });

  it('of a customer are their account and the areas every signed-in user reads; the rest is available, unlinked', async () => {
    const mine = await apps('getmyapps', { ...customer, lang: 'en' });
    // Scheduled tasks: a login, no role (spec 001 §2).
    expect(ids(mine)).toEqual(['account.tickets', 'account.favorites', 'account.products', 'area.operations']);
    expect(mine.at(-1)?.path).toBe('/dashboard/Settings/ScheduleTask/List');
    const available = await apps('getavailableapps', { ...customer, lang: 'en' });
    expect(ids(available)).toEqual(expect.arrayContaining(['area.crm', 'area.cms', 'area.catalog', 'area.identity', 'area.customers']));
    expect(available.every((app) => app.path === null)).toBe(true);
  });

  it('follow the roles’ levels: a list that opens brings its area, at that list', async () => {
    const mine = await apps('getmyapps', editor);
    expect(mine.find((app) => app.id === 'area.cms')?.path).toBe('/dashboard/CMS/Page/List');
    expect(ids(await apps('getavailableapps', editor))).not.toContain('area.cms');
  });

  it('are named and described in the caller’s language, every one of them', async () => {
    for (const lang of ['fa', 'en', 'tr'] as const) {
      const all = [...(await apps('getmyapps', { ...customer, lang })), ...(await apps('getavailableapps', { ...customer, lang }))];
      for (const app of all) {
        expect(app.description, app.id).not.toMatch(/^app\./);
        expect(app.name, app.id).not.toMatch(/^(area|route)\./);
      }
      const crm = all.find((app) => app.id === 'area.crm');
      expect(crm?.description).toBe(translate(lang, 'app.area.crm'));
    }
  });

  it('are for signed-in users only', async () => {
    for (const which of ['getmyapps', 'getavailableapps']) {
      const res = await t.app.inject({ url: `/api/applications/${which}`, headers: { lang: 'en' } });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('common.error.signinfirst');
    }
  });
});
