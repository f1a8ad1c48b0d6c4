import { defineEntity, f } from '@store/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmSession, createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../../../test/test-app.js';
import { memberOf, roleWith } from './fixtures/voucher-app.js';
import { VoucherSigner, voucherSignersSql } from './fixtures/voucher-signers.js';

/**
 * The engine's `recentConfirmation` on a fixture entity (voucher signers): every write — create,
 * update, delete, a lifecycle action — needs a session that confirmed its password recently, for
 * administrators and for anyone whose level allows the write; reads do not. Refused with 403
 * `security.error.confirmpassword` after the access check and before the body is read, changing nothing.
 */
let t: TestApp;
let signer: number;
beforeAll(async () => {
  t = await createTestApp({ extraEntities: [VoucherSigner], setupSql: [...voucherSignersSql], countChanges: true });
});
afterAll(() => t.close());

const CONFIRM = 'security.error.confirmpassword';
const MINUTE = 60_000;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers: { lang: 'en', ...headers }, ...(payload ? { payload } : {}) });

async function newSigner(name: string): Promise<number> {
  const { rows } = await sql<{ id: number }>`INSERT INTO voucher_signers (name) VALUES (${name}) RETURNING id`.execute(t.database.db);
  return rows[0]?.id ?? 0;
}

/** Each write the resource serves, on a fresh row (a write that passes uses it up). */
async function writes(): Promise<[Method, string, object?][]> {
  signer = await newSigner(`Signer ${Math.random()}`);
  return [
    ['POST', '/api/VoucherSigners', { name: 'A new signer' }],
    ['PUT', `/api/VoucherSigners/${signer}`, { name: 'Renamed' }],
    ['POST', `/api/VoucherSigners/${signer}/suspend`],
    ['DELETE', `/api/VoucherSigners/${signer}`],
  ];
}

/** Every write answers `code` (403), and no table changes. */
async function writesRefused(headers: Record<string, string>, code: string) {
  for (const [method, url, payload] of await writes()) {
    let res: Awaited<ReturnType<typeof call>> | undefined;
    const changed = await t.changes.tablesChangedBy(async () => {
      res = await call(method, url, headers, payload);
    });
    expect([res?.statusCode, res?.json().error.code], `${method} ${url}`).toEqual([403, code]);
    expect(changed, `${method} ${url}`).toEqual([]);
  }
}

async function writesPass(headers: Record<string, string>) {
  for (const [method, url, payload] of await writes()) {
    const res = await call(method, url, headers, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  }
}

const readsPass = async (headers: Record<string, string>) => {
  expect((await call('GET', '/api/VoucherSigners', headers)).statusCode).toBe(200);
  expect((await call('GET', `/api/VoucherSigners/${signer}`, headers)).statusCode).toBe(200);
};

describe('an entity whose writes need a recent password confirmation', () => {
  it('declares it on its write routes only, in the route table', () => {
    const routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/VoucherSigners'));
    const confirmed = routes.map((r) => [
      `${r.method} ${r.url}`,
      r.access.kind !== 'public' && r.access.kind !== 'user' && !!r.access.recentConfirmation,
    ]);
    expect(Object.fromEntries(confirmed)).toEqual({
      'GET /api/VoucherSigners': false,
      'GET /api/VoucherSigners/export': false,
      'GET /api/VoucherSigners/:id': false,
      'POST /api/VoucherSigners': true,
      'PUT /api/VoucherSigners/:id': true,
      'DELETE /api/VoucherSigners/:id': true,
      'POST /api/VoucherSigners/:id/suspend': true,
    });
  });

  it('refuses an administrator’s writes until their session confirms the password; reads stay open', async () => {
    const admin = { authorization: `Bearer ${await t.signIn('administrator', TEST_ADMIN_PASSWORD)}` };
    await writesRefused(admin, CONFIRM);
    await readsPass(admin);
    await confirmSession(t.app, admin, TEST_ADMIN_PASSWORD);
    await writesPass(admin);
  });

  it('asks the same of anyone whose level allows the write, and nothing new of those it does not', async () => {
    const granted = await memberOf(t, await roleWith(t, 'signer_admins', { VoucherSigner: 'AllGrants' }), 'granted.member');
    await writesRefused(granted, CONFIRM);
    await confirmSession(t.app, granted, 'granted.member-pass');
    await writesPass(granted);

    const viewer = await memberOf(t, await roleWith(t, 'signer_viewers', { VoucherSigner: 'ViewOnly' }), 'viewing.member');
    await writesRefused(viewer, 'common.error.accessdenied');
    await confirmSession(t.app, viewer, 'viewing.member-pass');
    await writesRefused(viewer, 'common.error.accessdenied');
    await readsPass(viewer);
  });

  it('looks at no body first: an invalid one is refused for want of the confirmation, not for its fields', async () => {
    const admin = { authorization: `Bearer ${await t.signIn('administrator', TEST_ADMIN_PASSWORD)}` };
    const res = await call('POST', '/api/VoucherSigners', admin, { name: '', unknown: 1 });
    expect([res.statusCode, res.json()]).toEqual([
      403,
      { error: { code: CONFIRM, message: 'Confirm your password to make this change.' } },
    ]);
  });

  it('keeps writes open for 15 minutes of the app’s clock after the confirmation, then asks again', async () => {
    const admin = { authorization: `Bearer ${await t.signIn('administrator', TEST_ADMIN_PASSWORD)}` };
    await confirmSession(t.app, admin, TEST_ADMIN_PASSWORD);
    const start = t.clock.offsetMs;
    try {
      t.clock.offsetMs = start + 15 * MINUTE - 5000;
      await writesPass(admin);
      t.clock.offsetMs = start + 15 * MINUTE + 1000;
      await writesRefused(admin, CONFIRM);
    } finally {
      t.clock.offsetMs = start;
    }
  });
});

/**
 * A test-only entity that is no power change itself, but whose effect (as effects may) renames a
 * voucher signer — an entity that declares `recentConfirmation` (found by issue 9's second review).
 */
const SignerNote = defineEntity({
  name: 'SignerNote',
  resource: 'SignerNotes',
  table: 'signer_notes',
  area: 'sales',
  route: 'Test/SignerNote',
  fields: {
    signerId: f.integer({ required: true, min: 1 }),
    text: f.text({ required: true, max: 100 }),
  },
  titleField: 'text',
  listColumns: ['signerId', 'text'],
  effects: (event) =>
    event.op === 'create' && event.after
      ? [{ update: 'VoucherSigners', id: Number(event.after.signerId), values: { name: String(event.after.text) } }]
      : [],
});

describe('an entity whose writes need a recent confirmation, and another entity’s effect', () => {
  it('is never written by the effect: the whole write is refused as the declaration bug it is, nothing changed', async () => {
    const app = await createTestApp({
      extraEntities: [VoucherSigner, SignerNote],
      setupSql: [
        ...voucherSignersSql,
        `CREATE TABLE signer_notes (id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY, signer_id integer NOT NULL, text text NOT NULL,
          owner_id integer REFERENCES customers (id) ON DELETE SET NULL, created_at timestamptz NOT NULL DEFAULT now(),
          updated_at timestamptz NOT NULL DEFAULT now())`,
      ],
    });
    try {
      const { rows } = await sql<{ id: number }>`INSERT INTO voucher_signers (name) VALUES ('Trusted signer') RETURNING id`.execute(
        app.database.db,
      );
      const signer = rows[0]?.id ?? 0;
      // A stolen administrator token: signed in, never confirmed.
      const stolen = { authorization: `Bearer ${await app.signIn('administrator', TEST_ADMIN_PASSWORD)}` };
      const direct = await app.app.inject({
        method: 'PUT',
        url: `/api/VoucherSigners/${signer}`,
        headers: stolen,
        payload: { name: 'Thief' },
      });
      expect(direct.statusCode).toBe(403);
      const viaEffect = await app.app.inject({
        method: 'POST',
        url: '/api/SignerNotes',
        headers: stolen,
        payload: { signerId: signer, text: 'Thief' },
      });
      expect(viaEffect.statusCode).toBe(500);
      const after = await sql<{ name: string }>`SELECT name FROM voucher_signers WHERE id = ${signer}`.execute(app.database.db);
      expect(after.rows[0]?.name).toBe('Trusted signer');
      const notes = await sql<{ n: number }>`SELECT count(*)::int AS n FROM signer_notes`.execute(app.database.db);
      expect(notes.rows[0]?.n).toBe(0);
    } finally {
      await app.close();
    }
  });
});
