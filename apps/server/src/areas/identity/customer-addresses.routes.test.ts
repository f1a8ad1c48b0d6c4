import { messages, translate } from '@store/domain';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAdminApp } from '../../../test/admin-app.js';
import { type Registered, register } from '../../../test/customers.js';

/**
 * Issue 12 item 4: a signed-in user's own addresses — getAllCustomerAddresses,
 * saveCustomerAddress and deleteCustomerAddress — never another user's, at most the store's
 * `customer.maximumaddresses` of them, postal code, phone and fax typed in any digits and kept in
 * Latin ones, the postal code judged by the country (item 5).
 */
const app = useAdminApp();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, headers: Record<string, string> = app.admin) =>
  app.t.app.inject({ method, url, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });

const list = (who: Registered) => call('GET', '/api/Address/getAllCustomerAddresses', undefined, who.headers);
const save = (who: Registered, body: unknown, id?: number, headers: Record<string, string> = {}) =>
  call('POST', `/api/Address/saveCustomerAddress${id === undefined ? '' : `?id=${id}`}`, body, { ...who.headers, ...headers });
const remove = (who: Registered, id: number) => call('DELETE', `/api/Address/deleteCustomerAddress?id=${id}`, undefined, who.headers);

/** Every address as stored, to prove a refusal changed nothing. */
const table = async () => (await sql<Record<string, unknown>>`SELECT * FROM addresses ORDER BY id`.execute(app.t.database.db)).rows;
const countOf = async (owner: number) =>
  Number(
    (await sql<{ n: number }>`SELECT count(*)::int AS n FROM addresses WHERE owner_id = ${owner}`.execute(app.t.database.db)).rows[0]?.n,
  );

/** Saves a store's setting as the administrator (the default store without `store`). */
const setting = async (name: string, value: string, store?: number) => {
  const res = await call(
    'POST',
    '/api/Settings/saveAppSetting',
    { name, value },
    { ...app.admin, ...(store ? { store: String(store) } : {}) },
  );
  expect(res.statusCode, res.body).toBe(200);
};
const MAXIMUM = 'customer.maximumaddresses';

const home = { title: 'Home', city: 'Tehran', zipPostalCode: '1345678912', addressDetail: 'Valiasr St., No. 12' };

let ali: Registered;
let sara: Registered;
beforeAll(async () => {
  ali = await register(app.t, 'ali.addresses');
  sara = await register(app.t, 'sara.addresses');
});

describe('a user’s own addresses', () => {
  it('are created (201), listed newest first, changed (200) and deleted by their owner', async () => {
    const first = await save(ali, home);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({ ...home, ownerId: ali.id, country: null });
    const second = await save(ali, { title: 'Work', country: 'Iran', zipPostalCode: '1966613331' });
    expect(second.statusCode, second.body).toBe(201);
    const [homeId, workId] = [first.json().data.id as number, second.json().data.id as number];

    const listed = await list(ali);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((a: { id: number }) => a.id)).toEqual([workId, homeId]);

    const changed = await save(ali, { city: 'Shiraz', phoneNumber: '07132221111' }, homeId);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ id: homeId, title: 'Home', city: 'Shiraz', phoneNumber: '07132221111', ownerId: ali.id });

    const removed = await remove(ali, workId);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ data: { id: workId } });
    expect((await list(ali)).json().data.map((a: { id: number }) => a.id)).toEqual([homeId]);
  });

  it('are never another user’s: their address answers 404 exactly as a missing one, and nothing changes', async () => {
    const hers = (await save(sara, { ...home, title: 'Sara’s home' })).json().data.id as number;
    const mine = (await save(ali, { title: 'Ali’s cottage' })).json().data.id as number;
    expect((await list(ali)).json().data.map((a: { id: number }) => a.id)).not.toContain(hers);
    expect((await list(sara)).json().data.map((a: { id: number }) => a.id)).toEqual([hers]);

    const before = await table();
    for (const [attempt, missing] of [
      [() => save(ali, { title: 'Taken over' }, hers), () => save(ali, { title: 'Taken over' }, 2_147_483_647)],
      [() => remove(ali, hers), () => remove(ali, 2_147_483_647)],
    ] as const) {
      const res = await attempt();
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('common.error.notfound');
      expect(res.body).toBe((await missing()).body);
    }
    // Nor can a body claim an owner or a row.
    for (const body of [
      { title: 'Mine now', ownerId: ali.id },
      { title: 'Mine now', id: hers },
    ]) {
      const res = await save(sara, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('common.error.validation');
    }
    expect(await table()).toEqual(before);
    expect((await remove(sara, mine)).statusCode).toBe(404);
    expect((await remove(ali, mine)).statusCode).toBe(200);
  });

  it('are the signed-in user’s business only: anonymous callers are asked to sign in, and the resource is the administrators’', async () => {
    const before = await table();
    for (const [method, url] of [
      ['GET', '/api/Address/getAllCustomerAddresses'],
      ['POST', '/api/Address/saveCustomerAddress'],
      ['DELETE', '/api/Address/deleteCustomerAddress?id=1'],
    ] as const) {
      const res = await call(method, url, method === 'POST' ? home : undefined, {});
      expect(res.statusCode, url).toBe(401);
      expect(res.json().error.code).toBe('common.error.signinfirst');
    }
    expect((await call('GET', '/api/Addresses', undefined, ali.headers)).statusCode).toBe(403);
    expect((await call('POST', '/api/Addresses', home, ali.headers)).statusCode).toBe(403);
    expect(await table()).toEqual(before);
    // Administrators read every customer's addresses through the resource.
    const all = await call('GET', '/api/Addresses?pageSize=100');
    expect(all.statusCode).toBe(200);
    const owners = all.json().data.map((a: { ownerId: number }) => a.ownerId);
    expect(owners).toContain(ali.id);
    expect(owners).toContain(sara.id);
  });
});

describe('what an address holds', () => {
  it('keeps postal code, phone and fax typed in Persian or Arabic digits in Latin digits', async () => {
    const res = await save(ali, {
      title: 'خانهٔ مادر',
      country: 'ایران',
      city: 'اصفهان',
      zipPostalCode: '۸۱۴۶۷۸۳۱۱۱',
      phoneNumber: '+۹۸۳۱۳۲۲۲۱۱۱۱',
      faxNumber: '٠٣١٣٢٢٢١١١٢',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ zipPostalCode: '8146783111', phoneNumber: '+983132221111', faxNumber: '03132221112' });
    const { rows } = await sql<
      Record<string, unknown>
    >`SELECT zip_postal_code, phone_number, fax_number FROM addresses WHERE id = ${res.json().data.id}`.execute(app.t.database.db);
    expect(rows[0]).toEqual({ zipPostalCode: '8146783111', phoneNumber: '+983132221111', faxNumber: '03132221112' });
    const changed = await save(ali, { phoneNumber: '۰۹۱۲۱۲۳۴۵۶۷' }, res.json().data.id);
    expect(changed.json().data.phoneNumber).toBe('09121234567');
  });

  it('has a ten-digit postal code in Iran (no country, IR, Iran, ایران) and 3–10 letters and digits elsewhere (a Turkish 34000)', async () => {
    const turkish = await save(ali, { title: 'Istanbul office', country: 'Türkiye', city: 'İstanbul', zipPostalCode: '34000' });
    expect(turkish.statusCode, turkish.body).toBe(201);
    expect(turkish.json().data.zipPostalCode).toBe('34000');
    const before = await table();
    for (const country of [undefined, null, '', 'IR', 'iran', 'IRAN', 'ایران']) {
      const res = await save(ali, { title: 'Tehran office', ...(country === undefined ? {} : { country }), zipPostalCode: '34000' });
      expect(res.statusCode, String(country)).toBe(400);
      expect(res.json().error.fieldCodes, String(country)).toEqual({ zipPostalCode: 'address.error.postalcode' });
    }
    for (const zipPostalCode of ['12', 'SW1A 1AA', '12345-6789']) {
      const res = await save(ali, { title: 'Abroad', country: 'United Kingdom', zipPostalCode });
      expect(res.json().error.fieldCodes, zipPostalCode).toEqual({ zipPostalCode: 'address.error.postalcode' });
    }
    // A change is judged on the address as it will be: moving the Turkish address to Iran keeps its five digits, which Iran refuses.
    const moved = await save(ali, { country: 'IR' }, turkish.json().data.id);
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error.fieldCodes).toEqual({ zipPostalCode: 'address.error.postalcode' });
    expect(await table()).toEqual(before);
    const both = await save(ali, { country: 'IR', zipPostalCode: '۱۹۶۶۶۱۳۳۳۱' }, turkish.json().data.id);
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json().data).toMatchObject({ country: 'IR', zipPostalCode: '1966613331' });
  });

  it('answers bad input with a 400 naming each field, in the user’s language, never a 500', async () => {
    const before = await table();
    const fa = await save(ali, { title: 'ab', phoneNumber: '021-8877', faxNumber: 'fax', email: 'not-an-email' }, undefined, {
      lang: 'fa',
    });
    expect(fa.statusCode).toBe(400);
    expect(fa.json().error.fieldCodes).toEqual({
      title: 'common.error.minlength',
      phoneNumber: 'address.error.phone',
      faxNumber: 'address.error.phone',
      email: 'common.error.email',
    });
    expect(fa.json().error.fields.phoneNumber).toBe(messages.fa['address.error.phone']);
    expect(fa.json().error.message).toBe(messages.fa['common.error.validation']);
    // The postal code is judged with the country once the fields themselves are valid (the body is first read as a change).
    const postal = await save(ali, { title: 'Home', zipPostalCode: '123' }, undefined, { lang: 'fa' });
    expect(postal.json().error.fieldCodes).toEqual({ zipPostalCode: 'address.error.postalcode' });
    expect(postal.json().error.fields.zipPostalCode).toBe(messages.fa['address.error.postalcode']);
    const missingTitle = await save(ali, { city: 'Tabriz' }, undefined, { lang: 'fa' });
    expect(missingTitle.json().error.fieldCodes).toEqual({ title: 'common.error.required' });
    expect(missingTitle.json().error.fields.title).toBe(messages.fa['common.error.required']);
    const tr = await save(ali, { title: 'Ev', country: 'Türkiye' }, undefined, { lang: 'tr' });
    expect(tr.json().error.fields.title).toBe(translate('tr', 'common.error.minlength', { min: 3 }));
    for (const body of [[], { title: 'x'.repeat(101) }, { title: 'Home', unknown: 1 }, { title: 'Home', city: 42 }]) {
      const res = await save(ali, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const url of [
      '/api/Address/saveCustomerAddress?id=abc',
      '/api/Address/saveCustomerAddress?id=0',
      '/api/Address/saveCustomerAddress?other=1',
    ]) {
      expect((await call('POST', url, home, ali.headers)).statusCode, url).toBe(400);
    }
    expect((await call('DELETE', '/api/Address/deleteCustomerAddress', undefined, ali.headers)).statusCode).toBe(400);
    expect(await table()).toEqual(before);
  });
});

describe('the maximum per customer (customer.maximumaddresses)', () => {
  it('refuses an address beyond the store’s maximum with 409, in the user’s language; deleting one makes room', async () => {
    const reza = await register(app.t, 'reza.addresses');
    // The list tells the screen the limit (the declared default until a store sets it).
    expect((await list(reza)).json()).toEqual({ data: [], maximum: 10 });
    await setting(MAXIMUM, '2');
    try {
      expect((await list(reza)).json().maximum).toBe(2);
      expect((await save(reza, { title: 'One' })).statusCode).toBe(201);
      const two = await save(reza, { title: 'Two' });
      expect(two.statusCode).toBe(201);
      const three = await save(reza, { title: 'Three' }, undefined, { lang: 'fa' });
      expect(three.statusCode).toBe(409);
      expect(three.json().error).toMatchObject({
        code: 'address.error.maximumcount',
        message: messages.fa['address.error.maximumcount'],
      });
      expect(await countOf(reza.id)).toBe(2);
      // A change is no new address.
      expect((await save(reza, { title: 'Two, changed' }, two.json().data.id)).statusCode).toBe(200);
      expect((await remove(reza, two.json().data.id)).statusCode).toBe(200);
      expect((await save(reza, { title: 'Three' })).statusCode).toBe(201);
      // Another customer has their own count.
      expect((await save(sara, { title: 'Sara’s work' })).statusCode).toBe(201);
    } finally {
      await setting(MAXIMUM, '10');
    }
  });

  it('lets exactly one of two concurrent creations at the limit win', async () => {
    const nima = await register(app.t, 'nima.addresses');
    await setting(MAXIMUM, '3');
    try {
      for (const title of ['First', 'Second']) expect((await save(nima, { title })).statusCode).toBe(201);
      const raced = await Promise.all(['Race one', 'Race two'].map((title) => save(nima, { title })));
      expect(raced.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(raced.find((r) => r.statusCode === 409)?.json().error.code).toBe('address.error.maximumcount');
      expect(await countOf(nima.id)).toBe(3);
      // Room for one more, three at once: exactly one wins.
      await remove(nima, (await list(nima)).json().data[0].id);
      const three = await Promise.all(['A', 'B', 'C'].map((x) => save(nima, { title: `Race ${x}` })));
      expect(three.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
      expect(await countOf(nima.id)).toBe(3);
    } finally {
      await setting(MAXIMUM, '10');
    }
  });

  it('is the installation’s (the default store’s): a store header naming a laxer store changes nothing', async () => {
    const res = await call('POST', '/api/Stores', { name: 'addresses-second' });
    expect(res.statusCode, res.body).toBe(201);
    const second = res.json().data.id as number;
    const leila = await register(app.t, 'leila.addresses');
    await setting(MAXIMUM, '1');
    await setting(MAXIMUM, '5', second);
    try {
      expect((await save(leila, { title: 'One' })).statusCode).toBe(201);
      // The limit the list tells is the one applied, whatever store the request names.
      expect((await list(leila)).json().maximum).toBe(1);
      expect(
        (await call('GET', '/api/Address/getAllCustomerAddresses', undefined, { ...leila.headers, store: String(second) })).json().maximum,
      ).toBe(1);
      expect((await save(leila, { title: 'Two' })).json().error?.code).toBe('address.error.maximumcount');
      expect((await save(leila, { title: 'Two' }, undefined, { store: String(second) })).statusCode).toBe(409);
      expect((await save(leila, { title: 'Two' }, undefined, { store: 'addresses-second' })).statusCode).toBe(409);
      expect(await countOf(leila.id)).toBe(1);

      // The administrators' resource counts against the same maximum, whatever store it names.
      const admin = await call('GET', '/api/Address/getAllCustomerAddresses');
      expect(admin.json().data).toEqual([]);
      expect((await call('POST', '/api/Addresses', { title: 'Admin office' })).statusCode).toBe(201);
      const beyond = await call('POST', '/api/Addresses', { title: 'Admin home' }, { ...app.admin, store: String(second) });
      expect(beyond.statusCode).toBe(409);
      expect(beyond.json().error.code).toBe('address.error.maximumcount');
    } finally {
      await setting(MAXIMUM, '10');
    }
  });
});
