import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { VersionedNote, versionedNotesSql } from './fixtures/versioned-notes.js';

/** The `versions` capability on a fixture entity: kept versions, drafts, compare, restore, races. */
let t: TestApp;
let headers: Record<string, string>;
const url = '/api/VersionedNotes';
beforeAll(async () => {
  t = await createTestApp({ extraEntities: [VersionedNote], setupSql: [...versionedNotesSql] });
  headers = { ...(await t.admin()), lang: 'en' };
});
afterAll(() => t.close());

async function note(title = 'First') {
  const res = await t.app.inject({ method: 'POST', url, headers, payload: { title, body: '<p>one</p>', amount: 1 } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

const put = (id: number, payload: object) => t.app.inject({ method: 'PUT', url: `${url}/${id}`, headers, payload });

describe('versions', () => {
  it('keeps the row as it was on every update, numbered, with its author', async () => {
    const id = await note();
    expect((await put(id, { title: 'Second' })).statusCode).toBe(200);
    expect((await put(id, { amount: 3 })).statusCode).toBe(200);
    const list = (await t.app.inject({ url: `${url}/${id}/versions`, headers })).json().data;
    expect(list.map((v: { versionNo: number }) => v.versionNo)).toEqual([2, 1]);
    expect(list[0]).toMatchObject({ state: 'saved', author: expect.any(String), createdBy: expect.any(Number) });
    const first = (await t.app.inject({ url: `${url}/${id}/versions/1`, headers })).json().data;
    expect(first.data).toEqual({ title: 'First', body: '<p>one</p>', amount: 1 });
  });

  it('compares two versions field by field', async () => {
    const id = await note();
    await put(id, { title: 'Second' });
    await put(id, { title: 'Third', amount: 5 });
    const diff = (await t.app.inject({ url: `${url}/${id}/versions/compare?a=1&b=2`, headers })).json().data;
    expect(diff).toEqual([{ field: 'title', a: 'First', b: 'Second' }]);
  });

  it('restores a version as an update, so the current row becomes a version too (round trip)', async () => {
    const id = await note();
    await put(id, { title: 'Changed', body: '<p>two</p>', amount: 9 });
    const restored = await t.app.inject({ method: 'POST', url: `${url}/${id}/versions/1/restore`, headers });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data).toMatchObject({ title: 'First', body: '<p>one</p>', amount: 1 });
    const back = (await t.app.inject({ url: `${url}/${id}/versions/2`, headers })).json().data;
    expect(back.data).toEqual({ title: 'Changed', body: '<p>two</p>', amount: 9 });
    const again = await t.app.inject({ method: 'POST', url: `${url}/${id}/versions/2/restore`, headers });
    expect(again.json().data).toMatchObject({ title: 'Changed', amount: 9 });
  });

  it('saves a draft without touching the row (sanitized, validated), and restoring it publishes it', async () => {
    const id = await note();
    const bad = await t.app.inject({ method: 'POST', url: `${url}/${id}/drafts`, headers, payload: { title: '' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fieldCodes.title).toBe('common.error.required');
    const draft = await t.app.inject({
      method: 'POST',
      url: `${url}/${id}/drafts`,
      headers,
      payload: { title: 'Draft', body: '<p onclick="x()">d</p><script>x()</script>' },
    });
    expect(draft.statusCode, draft.body).toBe(201);
    expect(draft.json().data).toMatchObject({ versionNo: 1, state: 'draft', data: { title: 'Draft', body: '<p>d</p>', amount: 1 } });
    expect((await t.app.inject({ url: `${url}/${id}`, headers })).json().data.title).toBe('First');
    const published = await t.app.inject({ method: 'POST', url: `${url}/${id}/versions/1/restore`, headers });
    expect(published.json().data).toMatchObject({ title: 'Draft', body: '<p>d</p>' });
    const list = (await t.app.inject({ url: `${url}/${id}/versions`, headers })).json().data;
    expect(list.map((v: { versionNo: number; state: string }) => [v.versionNo, v.state])).toEqual([
      [2, 'saved'],
      [1, 'draft'],
    ]);
  });

  it('keeps the last state on delete; a missing version is a 404', async () => {
    const id = await note();
    expect((await t.app.inject({ url: `${url}/${id}/versions/7`, headers })).json().error.code).toBe('cms.error.noversion');
    expect((await t.app.inject({ method: 'DELETE', url: `${url}/${id}`, headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `${url}/${id}/versions`, headers })).statusCode).toBe(404);
    const kept = await t.database.db
      .selectFrom('entityVersions')
      .select(['versionNo', 'data'])
      .where('entity', '=', 'VersionedNote')
      .where('rowId', '=', id)
      .execute();
    expect(kept).toHaveLength(1);
  });

  it('gives two racing updates distinct version numbers', async () => {
    const id = await note();
    const answers = await Promise.all(Array.from({ length: 5 }, (_, n) => put(id, { amount: 10 + n })));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const list = (await t.app.inject({ url: `${url}/${id}/versions`, headers })).json().data;
    expect(list.map((v: { versionNo: number }) => v.versionNo)).toEqual([5, 4, 3, 2, 1]);
  });

  it('is not open to a caller without the view right', async () => {
    const id = await note();
    expect((await t.app.inject({ url: `${url}/${id}/versions` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: `${url}/${id}/versions/1/restore` })).statusCode).toBe(401);
  });
});
