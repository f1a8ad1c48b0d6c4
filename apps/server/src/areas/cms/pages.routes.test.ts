import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/** The CMS page calls (spec 000 §7) on both databases. */
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = { ...(await t.admin()), lang: 'en' };
});
afterAll(() => t.close());

const add = (payload: object, headers = admin) => t.app.inject({ method: 'POST', url: '/api/CMS/AddPage', headers, payload });
const page = (title: string, extra: object = {}) => ({ title: { fa: title }, layoutType: 'onecolumn', ...extra });

describe('AddPage and slugs', () => {
  it('answers the readable slug of the title, unique per store', async () => {
    const first = await add(page('درباره ما'));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.slug).toBe('درباره-ما');
    expect(first.json().data.guid).toMatch(/^[0-9a-f-]{36}$/);
    expect((await add(page('درباره  ما!'))).json().data.slug).toBe('درباره-ما-2');
  });

  it('gives two concurrent AddPage calls with one title different slugs', async () => {
    const answers = await Promise.all([add(page('Race Page')), add(page('Race Page')), add(page('Race Page'))]);
    for (const a of answers) expect(a.statusCode, a.body).toBe(201);
    expect(answers.map((a) => a.json().data.slug).sort()).toEqual(['race-page', 'race-page-2', 'race-page-3']);
  });

  it('CheckSlug answers the slug a name would get and whether it is free', async () => {
    await add(page('Contact'));
    const taken = await t.app.inject({ url: '/api/CMS/CheckSlug?name=Contact', headers: admin });
    expect(taken.json().data).toEqual({ slug: 'contact-2', available: false });
    const free = await t.app.inject({ url: `/api/CMS/CheckSlug?name=${encodeURIComponent('İletişim Sayfası')}`, headers: admin });
    expect(free.json().data).toEqual({ slug: 'iletişim-sayfası', available: true });
    expect((await t.app.inject({ url: '/api/CMS/CheckSlug?name=x' })).statusCode).toBe(401);
  });

  it('refuses bad input with field messages in the request language, and non-administrators', async () => {
    const bad = await add({ title: { fa: '' }, layoutType: 'wide' }, { ...admin, lang: 'fa' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fieldCodes).toMatchObject({ layoutType: expect.any(String) });
    expect((await add(page('Anonymous'), {})).statusCode).toBe(401);
  });
});

describe('reading pages', () => {
  it('shows visitors published pages only; an unpublished one is a 404 to them and readable by administrators', async () => {
    const hidden = (await add(page('Draft page', { published: false }))).json().data;
    const shown = (await add(page('Shown page', { published: true, description: { fa: '<p>متن<script>x()</script></p>' } }))).json().data;
    expect((await t.app.inject({ url: `/api/CMS/GetPageBySlug?slug=${hidden.slug}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/CMS/GetPageByGuid?guid=${hidden.guid}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/CMS/GetPageBySlug?slug=${hidden.slug}`, headers: admin })).statusCode).toBe(200);
    const visible = await t.app.inject({ url: `/api/CMS/GetPageBySlug?slug=${shown.slug}` });
    expect(visible.statusCode).toBe(200);
    expect(visible.json().data.description.fa).toBe('<p>متن</p>');
    expect((await t.app.inject({ url: `/api/CMS/GetPageByGuid?guid=${shown.guid}` })).json().data.id).toBe(shown.id);
    const publicList = (await t.app.inject({ url: '/api/CMS/Pages' })).json().data.map((p: { id: number }) => p.id);
    expect(publicList).toContain(shown.id);
    expect(publicList).not.toContain(hidden.id);
    const adminList = (await t.app.inject({ url: '/api/CMS/Pages', headers: admin })).json().data.map((p: { id: number }) => p.id);
    expect(adminList).toContain(hidden.id);
  });

  it('shows a visitor an edit, an unpublish and a delete at once, though their reads are kept', async () => {
    const { id, slug } = (await add(page('Kept page', { published: true }))).json().data;
    const visit = () => t.app.inject({ url: `/api/CMS/GetPageBySlug?slug=${slug}` });
    const edit = (payload: object) => t.app.inject({ method: 'POST', url: `/api/CMS/EditPage?id=${id}`, headers: admin, payload });
    expect((await visit()).json().data.layoutType).toBe('onecolumn');
    expect((await visit()).json().data.layoutType).toBe('onecolumn');
    expect((await edit({ layoutType: 'twocolumn' })).statusCode).toBe(200);
    expect((await visit()).json().data.layoutType).toBe('twocolumn');
    expect((await edit({ published: false })).statusCode).toBe(200);
    expect((await visit()).statusCode).toBe(404);
    expect((await edit({ published: true })).statusCode).toBe(200);
    expect((await visit()).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/CMS/DeletePage?id=${id}`, headers: admin })).statusCode).toBe(200);
    expect((await visit()).statusCode).toBe(404);
  });

  it('SearchPage needs more than 2 characters and finds published titles', async () => {
    await add(page('Searchable winter sale', { published: true }));
    const short = await t.app.inject({ url: '/api/CMS/SearchPage?q=ab', headers: { lang: 'en' } });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fieldCodes.q).toBe('cms.error.searchtooshort');
    const found = await t.app.inject({ url: '/api/CMS/SearchPage?q=winter' });
    expect(found.json().data.map((p: { slug: string }) => p.slug)).toEqual(['searchable-winter-sale']);
  });
});

describe('changing pages', () => {
  it('EditPage, SavePage (create without id, update with one), ExchangePage and DeletePage', async () => {
    const { id } = (await add(page('Editable'))).json().data;
    const edit = await t.app.inject({
      method: 'POST',
      url: `/api/CMS/EditPage?id=${id}`,
      headers: admin,
      payload: { layoutType: 'twocolumn' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data.layoutType).toBe('twocolumn');

    const created = await t.app.inject({ method: 'POST', url: '/api/CMS/SavePage', headers: admin, payload: page('Saved new') });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.slug).toBe('saved-new');
    const saved = await t.app.inject({ method: 'POST', url: `/api/CMS/SavePage?id=${id}`, headers: admin, payload: { published: true } });
    expect(saved.json().data.published).toBe(true);

    const exchanged = await t.app.inject({ url: `/api/CMS/ExchangePage?id=${id}&from=fa&to=en`, headers: admin });
    expect(exchanged.statusCode, exchanged.body).toBe(200);
    expect(exchanged.json().data.title).toEqual({ fa: 'Editable', en: 'Editable', tr: null });
    const same = await t.app.inject({ url: `/api/CMS/ExchangePage?id=${id}&from=fa&to=fa`, headers: admin });
    expect(same.json().error.fieldCodes.to).toBe('cms.error.samelanguage');

    // Every change kept the page as it was.
    const versions = (await t.app.inject({ url: `/api/Pages/${id}/versions`, headers: admin })).json().data;
    expect(versions).toHaveLength(3);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/CMS/DeletePage?id=${id}`, headers: admin })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/Pages/${id}`, headers: admin })).statusCode).toBe(404);
  });

  it('refuses a slug that is not one, through the resource', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Pages',
      headers: admin,
      payload: { ...page('Direct'), slug: 'Not A Slug' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldCodes.slug).toBe('cms.error.slug');
  });
});
