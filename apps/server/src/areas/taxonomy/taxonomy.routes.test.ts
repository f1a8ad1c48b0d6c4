import { messages } from '@store/domain';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAdminApp } from '../../../test/admin-app.js';
import { type Registered, register } from '../../../test/customers.js';

/**
 * Categories and tags (spec 000 §3, §7 Category and Tag; spec 001 §3, §5; issue 13 item 2): a
 * store's own per entity name, categories a tree; read by anyone (published ones), given to a row
 * by administrators (any row) and by a customer (their own customer row).
 */
const app = useAdminApp();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, headers: Record<string, string> = app.admin) =>
  app.t.app.inject({ method, url, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });

interface Row {
  id: number;
  name: unknown;
}
async function category(en: string, entityName: string, over: Record<string, unknown> = {}): Promise<Row> {
  const res = await call('POST', '/api/Categories', { name: { en, fa: `${en} فا` }, entityName, ...over });
  if (res.statusCode !== 201) throw new Error(`category ${en}: ${res.statusCode} ${res.body}`);
  return res.json().data;
}
async function tag(name: string, entityName: string, over: Record<string, unknown> = {}): Promise<Row> {
  const res = await call('POST', '/api/Tags', { name, entityName, ...over });
  if (res.statusCode !== 201) throw new Error(`tag ${name}: ${res.statusCode} ${res.body}`);
  return res.json().data;
}
const ids = (res: { json: () => { data: { id: number }[] } }) => res.json().data.map((r) => r.id);
const saveCategories = (headers: Record<string, string>, entityName: string, entityId: number, categoryIds: number[]) =>
  call('POST', '/api/Category/saveCategoryMappings', { entityName, entityId, categoryIds }, headers);
const held = async (entityName: string, entityId: number) =>
  (
    await sql<{ category: number }>`
      SELECT category_id AS category FROM category_mappings WHERE entity_name = ${entityName} AND entity_id = ${entityId} ORDER BY category_id`.execute(
      app.t.database.db,
    )
  ).rows.map((r) => r.category);

let electronics: Row;
let phones: Row;
let hidden: Row;
let orphan: Row;
let vip: Row;
let regular: Row;
let draft: Row;
let mina: Registered;
let omid: Registered;

beforeAll(async () => {
  electronics = await category('Electronics', 'Product', { displayOrder: 1 });
  phones = await category('Phones', 'Product', { parentCategoryId: electronics.id, displayOrder: 2 });
  hidden = await category('Hidden root', 'Product', { published: false, displayOrder: 3 });
  orphan = await category('Under the hidden', 'Product', { parentCategoryId: hidden.id, displayOrder: 4 });
  vip = await category('VIP customers', 'Customer');
  regular = await category('Regular customers', 'Customer');
  draft = await category('Draft group', 'Customer', { published: false });
  mina = await register(app.t, 'mina.taxonomy');
  omid = await register(app.t, 'omid.taxonomy');
  await call('POST', '/api/Settings/saveAppSetting', { name: 'customer.canchangeprofile', value: 'true' });
});

describe('categories', () => {
  it('are answered to anyone as a flat list in display order, published ones whose parents are published; administrators get all', async () => {
    const visitor = await app.t.app.inject({ url: '/api/Category/getCategories?entityName=Product' });
    expect(visitor.statusCode, visitor.body).toBe(200);
    expect(ids(visitor)).toEqual([electronics.id, phones.id]);
    expect(visitor.json().data[1].parentCategoryId).toBe(electronics.id);
    expect(ids(await call('GET', '/api/Category/getCategories?entityName=Product'))).toEqual([
      electronics.id,
      phones.id,
      hidden.id,
      orphan.id,
    ]);
    expect((await app.t.app.inject({ url: '/api/Category/getCategories?entityName=Nothing' })).statusCode).toBe(400);
  });

  it('answer a tree select’s search (with each result’s ancestors) and its lookup of a value by id', async () => {
    const visitor = (query: string) => app.t.app.inject({ url: `/api/Category/getCategories?entityName=Product&${query}` });
    // "phone" finds Phones under Electronics; the hidden branch stays hidden whatever is searched.
    expect(ids(await visitor('keyword=PHONE'))).toEqual([electronics.id, phones.id]);
    expect(ids(await visitor('keyword=under'))).toEqual([]);
    expect(ids(await visitor(`id=${phones.id}`))).toEqual([electronics.id, phones.id]);
    expect(ids(await visitor(`id=${orphan.id}`))).toEqual([]);
    expect(ids(await call('GET', `/api/Category/getCategories?entityName=Product&id=${orphan.id}`))).toEqual([hidden.id, orphan.id]);
    expect((await visitor('keyword=zzzz')).json().data).toEqual([]);
    expect((await visitor('id=x')).statusCode).toBe(400);
  });

  it('need a name of at least 3 characters and a parent of the same entity', async () => {
    const short = await call('POST', '/api/Categories', { name: { en: 'ab' }, entityName: 'Product' }, { ...app.admin, lang: 'fa' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fieldCodes['name.en']).toBe('common.error.minlength');
    const mixed = await call('POST', '/api/Categories', {
      name: { en: 'Mixed up' },
      entityName: 'Customer',
      parentCategoryId: electronics.id,
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().error.fieldCodes).toEqual({ entityName: 'category.error.parententity' });
  });

  it('with children cannot be deleted (child item exists), nor change entity; in use cannot be deleted', async () => {
    const parent = await call('DELETE', `/api/Categories/${electronics.id}`, undefined, { ...app.admin, lang: 'tr' });
    expect(parent.statusCode).toBe(409);
    expect(parent.json().error).toMatchObject({ code: 'common.error.childexists', message: messages.tr['common.error.childexists'] });
    const moved = await call('PUT', `/api/Categories/${electronics.id}`, { entityName: 'Page' });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error.code).toBe('category.error.entityinuse');
    expect((await saveCategories(app.admin, 'Customer', omid.id, [regular.id])).statusCode).toBe(200);
    expect((await call('DELETE', `/api/Categories/${regular.id}`)).statusCode).toBe(409);
    const leaf = await category('Leaf to delete', 'Product');
    expect((await call('DELETE', `/api/Categories/${leaf.id}`)).statusCode).toBe(200);
  });
});

describe('a row’s categories', () => {
  it('are set by a customer on their own row as a whole, published ones of the row’s entity only', async () => {
    const first = await saveCategories(mina.headers, 'Customer', mina.id, [vip.id, regular.id]);
    expect(first.statusCode, first.body).toBe(200);
    expect(await held('Customer', mina.id)).toEqual([vip.id, regular.id].sort((a, b) => a - b));
    const replaced = await saveCategories(mina.headers, 'Customer', mina.id, [regular.id]);
    expect(replaced.statusCode).toBe(200);
    expect(await held('Customer', mina.id)).toEqual([regular.id]);
    for (const [wrong, index] of [
      [[regular.id, draft.id], 1],
      [[electronics.id], 0],
      [[987_654], 0],
    ] as const) {
      const res = await saveCategories(mina.headers, 'Customer', mina.id, [...wrong]);
      expect(res.statusCode, JSON.stringify(wrong)).toBe(400);
      expect(res.json().error.fieldCodes).toEqual({ [`categoryIds.${index}`]: 'category.error.notfound' });
    }
    expect(await held('Customer', mina.id)).toEqual([regular.id]);
  });

  it('are another customer’s or another row’s: 403, nothing changed or revealed; anonymous 401', async () => {
    const theirs = await saveCategories(omid.headers, 'Customer', mina.id, [vip.id]);
    expect(theirs.statusCode).toBe(403);
    expect((await saveCategories(omid.headers, 'Page', 1, [])).statusCode).toBe(403);
    const read = await call('GET', `/api/Category/getCategoryMappings?entityName=Customer&entityId=${mina.id}`, undefined, omid.headers);
    expect(read.statusCode).toBe(403);
    expect((await app.t.app.inject({ url: `/api/Category/getCategoryMappings?entityName=Customer&entityId=${mina.id}` })).statusCode).toBe(
      401,
    );
    expect(await held('Customer', mina.id)).toEqual([regular.id]);
    const own = await call('GET', `/api/Category/getCategoryMappings?entityName=Customer&entityId=${mina.id}`, undefined, mina.headers);
    expect(own.json().data.map((m: { categoryId: number }) => m.categoryId)).toEqual([regular.id]);
  });

  it('are set by an administrator on any existing row, unpublished categories included; a missing row is 404', async () => {
    const res = await saveCategories(app.admin, 'Customer', omid.id, [draft.id, vip.id]);
    expect(res.statusCode, res.body).toBe(200);
    expect((await saveCategories(app.admin, 'Customer', 987_654, [vip.id])).statusCode).toBe(404);
  });

  it('saved many times at once leave one whole set, each category once', async () => {
    const sets = [[vip.id], [regular.id], [vip.id, regular.id], [vip.id]];
    const answers = await Promise.all(sets.map((set) => saveCategories(mina.headers, 'Customer', mina.id, set)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const final = await held('Customer', mina.id);
    expect(new Set(final).size).toBe(final.length);
    expect(sets.map((set) => [...set].sort((a, b) => a - b).join())).toContain(final.join());
  });
});

describe('tags', () => {
  it('are unique by name per entity in any letter case, need 3 characters, and are read by anyone when published', async () => {
    const sale = await tag('Sale', 'Product');
    await tag('Secret launch', 'Product', { published: false });
    const twice = await call('POST', '/api/Tags', { name: 'SALE', entityName: 'Product' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('tag.error.nameexists');
    // Under the name only: the entity is the form's own, fixed.
    expect(twice.json().error.fieldCodes).toEqual({ name: 'tag.error.nameexists' });
    expect((await call('POST', '/api/Tags', { name: 'Sale', entityName: 'Page' })).statusCode).toBe(201);
    expect((await call('POST', '/api/Tags', { name: 'ab', entityName: 'Page' })).json().error.fieldCodes.name).toBe(
      'common.error.minlength',
    );
    const visitor = await app.t.app.inject({ url: '/api/Tag/getTags?entityName=Product' });
    expect(ids(visitor)).toEqual([sale.id]);
    const names = await app.t.app.inject({ url: '/api/Tag/getTagNames?entityName=Product&q=sal' });
    expect(names.json().data).toEqual(['Sale']);
    expect((await app.t.app.inject({ url: '/api/Tag/getTagNames?entityName=Product&q=secret' })).json().data).toEqual([]);
  });

  it('are given to a row as a whole set, and a tag in use cannot change entity', async () => {
    const friendly = await tag('Friendly', 'Customer');
    const saved = await call(
      'POST',
      '/api/Tag/saveTagMappings',
      { entityName: 'Customer', entityId: mina.id, tagIds: [friendly.id] },
      mina.headers,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await call('GET', `/api/Tag/getTagMappings?entityName=Customer&entityId=${mina.id}`, undefined, mina.headers);
    expect(read.json().data.map((m: { tagId: number }) => m.tagId)).toEqual([friendly.id]);
    const moved = await call('PUT', `/api/Tags/${friendly.id}`, { entityName: 'Page' });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error.code).toBe('tag.error.entityinuse');
    const cleared = await call('POST', '/api/Tag/saveTagMappings', { entityName: 'Customer', entityId: mina.id, tagIds: [] }, mina.headers);
    expect(cleared.json().data).toEqual([]);
  });
});
