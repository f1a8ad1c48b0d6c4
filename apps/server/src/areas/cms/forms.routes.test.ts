import { messages } from '@store/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { FORM_MIN_SECONDS, FORM_PER_ADDRESS } from './form-guard.js';

/** Public forms: a visitor gets and sends the contact form past the bot check; administrators read what was sent. */
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = { ...(await t.admin()), lang: 'en' };
  const controls = [
    { name: 'full name', title: { fa: 'نام', en: 'Name' }, type: 'text', required: true },
    { name: 'topic', type: 'select', options: ['buy', 'rent', 'sell'], required: true },
    { name: 'message', type: 'multiline', required: true },
    { name: 'visit_on', type: 'pdatepicker' },
    { name: 'photo', type: 'image' },
    { name: 'internal', type: 'text', actived: false },
  ];
  for (const [componentName, isForm] of [
    ['contact-us', true],
    ['news-item', false],
  ] as const) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/CMS/SaveContentTemplate',
      headers: admin,
      payload: { componentName, dataTemplate: JSON.stringify(controls), isForm },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(() => t.close());

/** Each visitor comes from an address of their own (the per-address limit is tested on its own). */
let visitor = 0;
const nextAddress = () => `198.51.100.${++visitor}`;

const getForm = (name: string, lang = 'en', remoteAddress = nextAddress()) =>
  t.app.inject({ url: `/api/CMS/getForm?name=${encodeURIComponent(name)}`, headers: { lang }, remoteAddress });

const answers = {
  full_name: { content: 'Sara Ahmadi' },
  topic: { content: 'rent' },
  message: { content: 'Is the flat on Valiasr St. still free?' },
  visit_on: { content: '2026-12-01' },
};

async function shownForm(lang = 'en', remoteAddress = nextAddress()) {
  const res = await getForm('contact-us', lang, remoteAddress);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { token: string; controls: { name: string }[]; honeypot: string };
}

/** Sends the form; `data` goes as JSON text, as the web sends it. */
const submit = (payload: { data: object } & Record<string, unknown>, lang = 'en', remoteAddress = nextAddress()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/CMS/SubmitForm',
    headers: { lang },
    payload: { ...payload, data: JSON.stringify(payload.data) },
    remoteAddress,
  });

/** Waits out the time trap on the app's clock (no real waiting). */
const afterTyping = () => {
  t.clock.offsetMs += (FORM_MIN_SECONDS + 1) * 1000;
};

const submissionCount = async () =>
  Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM form_submissions`.execute(t.database.db)).rows[0]?.n);

describe('getForm', () => {
  it('shows a public form’s active, non-file controls with a token and the honeypot’s name; no cache keeps it', async () => {
    const res = await getForm('contact-us');
    expect(res.headers['cache-control']).toBe('no-store');
    const form = res.json().data;
    expect(form.controls.map((c: { name: string }) => c.name)).toEqual(['full_name', 'topic', 'message', 'visit_on']);
    expect(form.controls[1]).toMatchObject({ type: 'select', options: ['buy', 'rent', 'sell'], required: true });
    expect(form.honeypot).toBe('website');
    expect(form.token).toMatch(/^[\w-]{22}\.\d+\.[\w-]{43}$/);
  });

  it('shows a rich-text default sanitized: the template builder’s HTML reaches visitors through getForm', async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/CMS/SaveContentTemplate',
      headers: admin,
      payload: {
        componentName: 'feedback',
        isForm: true,
        dataTemplate: JSON.stringify([
          { name: 'note', type: 'richtext', default: '<p>Dear team<img src=x onerror=alert(1)><script>alert(2)</script></p>' },
        ]),
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const [note] = (await getForm('feedback')).json().data.controls;
    expect(note.default).toContain('Dear team');
    expect(note.default).not.toMatch(/onerror|<script/i);
  });

  it('answers 404 for a template that is not a public form, and for none at all', async () => {
    for (const name of ['news-item', 'missing']) {
      const res = await getForm(name, 'fa');
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(messages.fa['form.error.notfound']);
    }
  });
});

describe('SubmitForm', () => {
  it('keeps a visitor’s answers, judged by the form’s controls, for the administrators to list, filter and export', async () => {
    const { token } = await shownForm('fa');
    afterTyping();
    const res = await submit({ form: 'contact-us', token, data: answers, pagePath: '/pages/تماس-با-ما' }, 'fa');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ data: { received: true } });

    const list = await t.app.inject({ url: '/api/FormSubmissions?language=fa', headers: admin });
    expect(list.statusCode, list.body).toBe(200);
    const [row] = list.json().data;
    expect(row).toMatchObject({ summary: 'Sara Ahmadi · rent · Is the flat on Valiasr St. still free?', language: 'fa', read: false });
    expect(row.pagePath).toBe('/pages/تماس-با-ما');
    const full = await t.app.inject({ url: `/api/FormSubmissions/${row.id}`, headers: admin });
    expect(JSON.parse(full.json().data.dataContent)).toMatchObject({
      full_name: { type: 'text', content: 'Sara Ahmadi' },
      topic: { type: 'select', content: 'rent' },
      visit_on: { type: 'pdatepicker', content: '2026-12-01' },
    });

    const read = await t.app.inject({ method: 'PUT', url: `/api/FormSubmissions/${row.id}`, headers: admin, payload: { read: true } });
    expect(read.json().data.read).toBe(true);
    const unread = await t.app.inject({ url: '/api/FormSubmissions?read=false', headers: admin });
    expect(unread.json().data.map((r: { id: number }) => r.id)).not.toContain(row.id);
    const exported = await t.app.inject({ url: '/api/FormSubmissions/export', headers: admin });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain('Sara Ahmadi · rent');
  });

  it('refuses answers the controls refuse, in the visitor’s language, keeps nothing, and does not spend the token', async () => {
    const { token } = await shownForm('fa');
    afterTyping();
    const before = await submissionCount();
    const bad = await submit({ form: 'contact-us', token, data: { topic: { content: 'steal' }, photo: { content: 'x.png' } } }, 'fa');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fieldCodes).toMatchObject({
      full_name: 'common.error.required',
      message: 'common.error.required',
      photo: 'common.error.unknownfield',
    });
    expect(bad.json().error.fields.full_name).toBe(messages.fa['common.error.required']);
    expect(bad.json().error.fieldCodes.topic).toBeDefined();
    expect(await submissionCount()).toBe(before);
    const corrected = await submit({ form: 'contact-us', token, data: answers }, 'fa');
    expect(corrected.statusCode, corrected.body).toBe(201);
  });

  it('refuses an answer that is no `{ content }` entry (a bare value, an extra key) with 400 on that control, never a 500', async () => {
    const { token } = await shownForm();
    afterTyping();
    const before = await submissionCount();
    for (const [name, entry] of [
      ['message', 'hi'],
      ['full_name', { content: 'Sara', extra: 1 }],
      ['topic', ['rent']],
    ] as const) {
      const bad = await submit({ form: 'contact-us', token, data: { ...answers, [name]: entry } });
      expect(bad.statusCode, bad.body).toBe(400);
      expect(
        Object.keys(bad.json().error.fieldCodes).some((path) => path === name || path.startsWith(`${name}.`)),
        bad.body,
      ).toBe(true);
    }
    expect(await submissionCount()).toBe(before);
    expect((await submit({ form: 'contact-us', token, data: answers })).statusCode).toBe(201);
  });

  it('refuses a form sent sooner than a person could fill it in, a token of another form, and a token used twice', async () => {
    const before = await submissionCount();
    const { token } = await shownForm();
    const quick = await submit({ form: 'contact-us', token, data: answers });
    expect(quick.statusCode).toBe(400);
    expect(quick.json().error.code).toBe('form.error.toofast');
    afterTyping();
    expect(
      (await submit({ form: 'contact-us', token: `${token.slice(0, -1)}${token.endsWith('A') ? 'E' : 'A'}`, data: answers })).json().error
        .code,
    ).toBe('form.error.expired');
    expect((await submit({ form: 'contact-us', token, data: answers })).statusCode).toBe(201);
    const replay = await submit({ form: 'contact-us', token, data: answers });
    expect(replay.statusCode).toBe(429);
    expect(replay.json().error.code).toBe('form.error.expired');
    expect(await submissionCount()).toBe(before + 1);
    t.clock.offsetMs += 3 * 3600 * 1000;
    const { token: stale } = await shownForm();
    t.clock.offsetMs += 3 * 3600 * 1000;
    expect((await submit({ form: 'contact-us', token: stale, data: answers })).json().error.code).toBe('form.error.expired');
  });

  it('summarizes the answers as kept: a disabled control’s default, not what was sent in its place', async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/CMS/SaveContentTemplate',
      headers: admin,
      payload: {
        componentName: 'order-callback',
        isForm: true,
        dataTemplate: JSON.stringify([
          { name: 'branch', type: 'text', disabled: true, default: 'Tehran' },
          { name: 'phone', type: 'text', required: true },
        ]),
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const { token, controls } = (await getForm('order-callback')).json().data;
    // The visitor's form shows it read-only, with its default.
    expect(controls[0]).toMatchObject({ name: 'branch', disabled: true, default: 'Tehran' });
    expect(controls[1]).toMatchObject({ name: 'phone', disabled: false });
    afterTyping();
    const sent = await submit({
      form: 'order-callback',
      token,
      data: { branch: { content: 'Buy cheap pills' }, phone: { content: '0912' } },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const { rows } = await sql<{ summary: string; dataContent: string }>`
      SELECT summary, data_content FROM form_submissions ORDER BY id DESC LIMIT 1`.execute(t.database.db);
    expect(JSON.parse(String(rows[0]?.dataContent)).branch.content).toBe('Tehran');
    expect(rows[0]?.summary).toBe('Tehran · 0912');
  });

  it('answers a bot that fills the hidden field as if it succeeded, keeps nothing, and spends its token', async () => {
    const before = await submissionCount();
    const { token, honeypot } = await shownForm();
    afterTyping();
    const res = await submit({ form: 'contact-us', token, data: answers, [honeypot]: 'http://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ data: { received: true } });
    expect(await submissionCount()).toBe(before);
    // The same token without the hidden field: refused as used, still nothing kept.
    const replay = await submit({ form: 'contact-us', token, data: answers });
    expect(replay.statusCode).toBe(429);
    expect(replay.json().error.code).toBe('form.error.expired');
    expect(await submissionCount()).toBe(before);
  });

  it(`accepts ${FORM_PER_ADDRESS.limit} forms from one address in ${FORM_PER_ADDRESS.windowSeconds / 60} minutes, then refuses with the wait`, async () => {
    const address = '203.0.113.77';
    const tokens: string[] = [];
    for (let i = 0; i <= FORM_PER_ADDRESS.limit; i++) tokens.push((await shownForm('en', address)).token);
    afterTyping();
    const before = await submissionCount();
    for (const token of tokens.slice(0, FORM_PER_ADDRESS.limit)) {
      expect((await submit({ form: 'contact-us', token, data: answers }, 'en', address)).statusCode).toBe(201);
    }
    const refused = await submit({ form: 'contact-us', token: tokens.at(-1), data: answers }, 'tr', address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(messages.tr['form.error.toomany'].replace('{{minutes}}', '10'));
    expect(await submissionCount()).toBe(before + FORM_PER_ADDRESS.limit);
  });

  it('a submission the engine refuses (a required control visitors are not shown) spends neither the token nor the address’s allowance', async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/CMS/SaveContentTemplate',
      headers: admin,
      payload: {
        componentName: 'job-application',
        isForm: true,
        dataTemplate: JSON.stringify([
          { name: 'name', type: 'text', required: true },
          { name: 'cv', type: 'file', required: true },
        ]),
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const address = '203.0.113.91';
    const shown = await getForm('job-application', 'en', address);
    expect(shown.json().data.controls.map((c: { name: string }) => c.name)).toEqual(['name']);
    afterTyping();
    const throttled = async () =>
      Number(
        (await sql<{ n: number }>`SELECT count(*)::int AS n FROM auth_throttle WHERE key LIKE 'form-%'`.execute(t.database.db)).rows[0]?.n,
      );
    const before = { submissions: await submissionCount(), throttled: await throttled() };
    const send = { form: 'job-application', token: shown.json().data.token, data: { name: { content: 'Sara' } } };
    expect((await submit(send, 'en', address)).statusCode).toBe(400);
    expect({ submissions: await submissionCount(), throttled: await throttled() }).toEqual(before);
  });

  it('lets only administrators read submissions; nobody creates one through the resource', async () => {
    expect((await t.app.inject({ url: '/api/FormSubmissions' })).statusCode).toBe(401);
    const created = await t.app.inject({ method: 'POST', url: '/api/FormSubmissions', headers: admin, payload: { summary: 'x' } });
    expect(created.statusCode).toBe(404);
  });
});
