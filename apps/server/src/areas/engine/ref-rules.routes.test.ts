import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { JudgedNote, judgedNotesSql, NoteRule } from './fixtures/judged-notes.js';
import { newStore } from './fixtures/voucher-app.js';

/** The engine's `refRules` on a fixture: a note's text judged by the rule row it references. */
let t: TestApp;
let headers: Record<string, string>;
const notes = '/api/JudgedNotes';
beforeAll(async () => {
  t = await createTestApp({ extraEntities: [NoteRule, JudgedNote], setupSql: [...judgedNotesSql] });
  headers = { ...(await t.admin()), lang: 'en' };
});
afterAll(() => t.close());

async function rule(prefix: string, maxLength: number, extra: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/NoteRules',
    headers: { ...headers, ...extra },
    payload: { prefix, maxLength },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

const post = (payload: object) => t.app.inject({ method: 'POST', url: notes, headers, payload });
const put = (id: number, payload: object) => t.app.inject({ method: 'PUT', url: `${notes}/${id}`, headers, payload });
const count = async () => Number((await t.app.inject({ url: notes, headers })).json().total);

describe('reference rules', () => {
  it('stores the value the rule answers, and refuses what it refuses with a field message, writing nothing', async () => {
    const ruleId = await rule('A-', 6);
    const made = await post({ ruleId, text: 'abc' });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data.text).toBe('A-abc');
    const before = await count();
    const refused = await post({ ruleId, text: 'far too long' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fieldCodes).toEqual({ text: 'common.error.maxlength' });
    expect(refused.json().error.fields.text).toBe('At most 6 characters');
    expect(await count()).toBe(before);
  });

  it('judges the value again when only the reference changes', async () => {
    const [a, strict, c] = [await rule('A-', 10), await rule('B-', 3), await rule('C-', 10)];
    const { id } = (await post({ ruleId: a, text: 'abc' })).json().data;
    const refused = await put(id, { ruleId: strict });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fieldCodes.text).toBe('common.error.maxlength');
    expect((await t.app.inject({ url: `${notes}/${id}`, headers })).json().data).toMatchObject({ ruleId: a, text: 'A-abc' });
    const moved = await put(id, { ruleId: c });
    expect(moved.json().data.text).toBe('C-A-abc');
  });

  it('reads the referenced row in the write’s store only', async () => {
    const other = await newStore(t, 'judged-elsewhere');
    const foreign = await rule('X-', 10, { store: String(other) });
    const refused = await post({ ruleId: foreign, text: 'abc' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fieldCodes.ruleId).toBe('common.error.notfound');
  });

  it('judges drafts and restored versions too', async () => {
    const ruleId = await rule('D-', 8);
    const { id } = (await post({ ruleId, text: 'one' })).json().data;
    const long = await t.app.inject({ method: 'POST', url: `${notes}/${id}/drafts`, headers, payload: { text: 'much too long' } });
    expect(long.statusCode).toBe(400);
    const draft = await t.app.inject({ method: 'POST', url: `${notes}/${id}/drafts`, headers, payload: { text: 'two' } });
    expect(draft.statusCode, draft.body).toBe(201);
    expect(draft.json().data.data).toMatchObject({ text: 'D-two', ruleId });
    // The rule tightens; the draft no longer passes it, so restoring it is refused and changes nothing.
    await t.app.inject({ method: 'PUT', url: `/api/NoteRules/${ruleId}`, headers, payload: { maxLength: 4 } });
    const restore = await t.app.inject({ method: 'POST', url: `${notes}/${id}/versions/1/restore`, headers });
    expect(restore.statusCode).toBe(400);
    expect((await t.app.inject({ url: `${notes}/${id}`, headers })).json().data.text).toBe('D-one');
  });
});
