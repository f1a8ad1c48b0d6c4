import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAdminApp } from '../../../test/admin-app.js';
import { type Registered, register } from '../../../test/customers.js';
import { multipart } from '../../../test/multipart.js';

/**
 * What an outside review of generic attributes found (session 25), each kept fixed by a test: a
 * text naming another's private file, uploads racing past the day's allowance, rich text growing
 * past its maximum when cleaned, concurrent saves removing one value, a type's entity changed under
 * its values, the caller choosing which attributes are required, values that only look like some,
 * odd toggles, what a customer's own read shows, and uploads nobody can hold.
 */
const app = useAdminApp();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, headers: Record<string, string> = app.admin) =>
  app.t.app.inject({ method, url, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });
const setting = (name: string, value: string) => call('POST', '/api/Settings/saveAppSetting', { name, value });

interface Attribute {
  id: number;
}
let serial = 0;
async function attribute(type: string, over: Record<string, unknown> = {}): Promise<Attribute> {
  serial += 1;
  const res = await call('POST', '/api/GenericAttributes', {
    name: { en: `Review attribute ${serial}` },
    entityName: 'Customer',
    attributeControlTypeId: type,
    displayOrder: serial,
    ...over,
  });
  if (res.statusCode !== 201) throw new Error(`attribute: ${res.statusCode} ${res.body}`);
  return res.json().data;
}
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const upload = (headers: Record<string, string>, filename = 'scan.pdf') => {
  const form = multipart([{ filename, body: PDF }]);
  return app.t.app.inject({
    method: 'POST',
    url: '/api/Attribute/uploadFile',
    payload: form.payload,
    headers: { ...headers, ...form.headers },
  });
};
const save = (headers: Record<string, string>, entityId: number, values: [number, string | null][], query = '') =>
  call(
    'POST',
    `/api/Attribute/saveGenericAttributeMappings${query}`,
    values.map(([genericAttributeId, value]) => ({ entityName: 'Customer', entityId, genericAttributeId, value })),
    headers,
  );
const held = async (entityId: number) =>
  (
    await sql<{ attribute: number; value: string }>`
      SELECT generic_attribute_id AS attribute, value FROM generic_attribute_mappings WHERE entity_name = 'Customer' AND entity_id = ${entityId}
      ORDER BY generic_attribute_id`.execute(app.t.database.db)
  ).rows;

let note: Attribute;
let about: Attribute;
let scan: Attribute;
let news: Attribute;
let mina: Registered;
let omid: Registered;

beforeAll(async () => {
  note = await attribute('1');
  about = await attribute('4');
  scan = await attribute('6');
  news = await attribute('5');
  mina = await register(app.t, 'mina.review');
  omid = await register(app.t, 'omid.review');
  await setting('customer.canchangeprofile', 'true');
});

describe('private files', () => {
  it('are not read by naming them in a text attribute: only a file attribute holds a file', async () => {
    const theirs = (await upload(omid.headers, 'passport.pdf')).json().data.url as string;
    const name = theirs.split('?')[0]?.split('/').pop() ?? '';
    for (const value of [theirs, name, `see ${theirs}`]) {
      const saved = await save(mina.headers, mina.id, [[note.id, value]]);
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await app.t.app.inject({ url: theirs, headers: mina.headers })).statusCode, value).toBe(404);
    }
  });

  it('are uploaded only while the customer may change their profile and the store has a file attribute of customers', async () => {
    await setting('customer.canchangeprofile', 'false');
    try {
      const locked = await upload(mina.headers);
      expect(locked.statusCode).toBe(403);
      expect(locked.json().error.code).toBe('customer.error.profilelocked');
    } finally {
      await setting('customer.canchangeprofile', 'true');
    }
    await call('PUT', `/api/GenericAttributes/${scan.id}`, { isActived: false });
    try {
      const none = await upload(mina.headers);
      expect(none.statusCode).toBe(400);
      expect(none.json().error.code).toBe('attribute.error.nofileattribute');
    } finally {
      await call('PUT', `/api/GenericAttributes/${scan.id}`, { isActived: true });
    }
  });

  it('count against the day’s allowance even when sent all at once: no more pass than it allows', async () => {
    const sender = await register(app.t, 'many.uploads');
    await setting('ticket.maximumuploadbytesperday', String(PDF.length * 2 + 1));
    try {
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => upload(sender.headers, `part-${i}.pdf`)));
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(2);
      expect(codes.filter((c) => c === 400)).toHaveLength(6);
      expect(answers.find((a) => a.statusCode === 400)?.json().error.code).toBe('ticket.error.uploadquota');
    } finally {
      await setting('ticket.maximumuploadbytesperday', String(50 * 1024 * 1024));
    }
  });
});

describe('values', () => {
  it('refuse rich text that cleaning would make longer than a value may be (it could never be sent back)', async () => {
    const grows = `<p>${'Tom & Jerry "quoted" '.repeat(4000)}</p>`;
    expect(grows.length).toBeLessThan(100_000);
    const res = await save(mina.headers, mina.id, [[about.id, grows]]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldCodes).toEqual({ [`attributes.${about.id}`]: 'common.error.maxlength' });
  });

  it('that only look like something do not fill a required attribute; an odd toggle is refused, not turned off', async () => {
    const required = await attribute('4', { isRequired: true });
    const text = await attribute('1', { isRequired: true });
    for (const [attributeId, value] of [
      [required.id, '<p></p>'],
      [required.id, '<p><br></p>'],
      [required.id, '<p>&nbsp; </p>'],
      [text.id, '\u200b'],
      [text.id, '\u200f '],
    ] as const) {
      const res = await save(app.admin, omid.id, [
        [required.id, '<p>ok</p>'],
        [text.id, 'ok'],
        [attributeId, value],
      ]);
      expect(res.statusCode, JSON.stringify(value)).toBe(400);
      expect(res.json().error.fieldCodes[`attributes.${attributeId}`], JSON.stringify(value)).toBe('common.error.required');
    }
    const picture = await save(app.admin, omid.id, [
      [required.id, '<p><img src="/api/CMS/Image/Images/a.png"></p>'],
      [text.id, 'ok'],
    ]);
    expect(picture.statusCode, picture.body).toBe(200);
    for (const odd of ['yes', 'TRUE', '1']) {
      const res = await save(app.admin, omid.id, [
        [required.id, '<p>ok</p>'],
        [text.id, 'ok'],
        [news.id, odd],
      ]);
      expect(res.statusCode, odd).toBe(400);
      expect(Object.keys(res.json().error.fieldCodes)).toEqual([`attributes.${news.id}`]);
    }
    await call('PUT', `/api/GenericAttributes/${required.id}`, { isActived: false });
    await call('PUT', `/api/GenericAttributes/${text.id}`, { isActived: false });
  });

  it('removed by saves at the same moment: every save answers 200', async () => {
    for (let round = 0; round < 3; round += 1) {
      expect((await save(mina.headers, mina.id, [[note.id, `round ${round}`]])).statusCode).toBe(200);
      const saves = await Promise.all(Array.from({ length: 4 }, () => save(mina.headers, mina.id, [[note.id, '']])));
      expect(saves.map((s) => s.statusCode)).toEqual([200, 200, 200, 200]);
      expect((await held(mina.id)).some((r) => r.attribute === note.id)).toBe(false);
    }
  });
});

describe('what is judged and shown', () => {
  it('is every active attribute of the entity, whatever relation type the caller names', async () => {
    const vip = await attribute('1', { relationTypeName: 'vip', isRequired: true });
    try {
      const named = await save(mina.headers, mina.id, [[note.id, 'x']], '?relationTypeName=zzz');
      expect(named.statusCode).toBe(400);
      const left = await save(mina.headers, mina.id, [[note.id, 'x']]);
      expect(left.statusCode).toBe(400);
      expect(left.json().error.fieldCodes).toEqual({ [`attributes.${vip.id}`]: 'common.error.required' });
    } finally {
      await call('PUT', `/api/GenericAttributes/${vip.id}`, { isActived: false });
    }
  });

  it('keeps an attribute’s entity and relation type while rows hold values of it', async () => {
    expect((await save(mina.headers, mina.id, [[note.id, 'kept']])).statusCode).toBe(200);
    for (const change of [{ entityName: 'Product' }, { relationTypeName: 'vip' }]) {
      const res = await call('PUT', `/api/GenericAttributes/${note.id}`, change);
      expect(res.statusCode, JSON.stringify(change)).toBe(409);
      expect(res.json().error.code).toBe('attribute.error.typeinuse');
    }
    expect((await call('GET', `/api/GenericAttributes/${note.id}`)).json().data).toMatchObject({
      entityName: 'Customer',
      relationTypeName: null,
    });
  });

  it('shows a customer reading their own values only those of active attributes, and not who wrote them', async () => {
    const hidden = await attribute('1');
    expect((await save(app.admin, omid.id, [[hidden.id, 'written by the administrator']])).statusCode).toBe(200);
    await call('PUT', `/api/GenericAttributes/${hidden.id}`, { isActived: false });
    const own = await call(
      'GET',
      `/api/Attribute/getGenericAttributeMappings?entityName=Customer&entityId=${omid.id}`,
      undefined,
      omid.headers,
    );
    expect(own.statusCode).toBe(200);
    const rows = own.json().data as { genericAttributeId: number; ownerId: number | null }[];
    expect(rows.some((r) => r.genericAttributeId === hidden.id)).toBe(false);
    expect(rows.every((r) => r.ownerId === null)).toBe(true);
    const admin = await call('GET', `/api/Attribute/getGenericAttributeMappings?entityName=Customer&entityId=${omid.id}`);
    expect((admin.json().data as { genericAttributeId: number }[]).some((r) => r.genericAttributeId === hidden.id)).toBe(true);
  });

  it('keeps at most 500 attributes of one entity in a store, and reads every one of them', async () => {
    const { rows } = await sql<{ id: number }>`SELECT id FROM stores ORDER BY id LIMIT 1`.execute(app.t.database.db);
    const storeId = rows[0]?.id ?? 1;
    await sql`
      INSERT INTO generic_attributes (store_id, name, entity_name, attribute_control_type_id, display_order)
      SELECT ${storeId}, jsonb_build_object('en', 'Bulk ' || n), 'Ticket', '1', n FROM generate_series(1, 500) AS n`.execute(
      app.t.database.db,
    );
    const refused = await call('POST', '/api/GenericAttributes', {
      name: { en: 'One too many' },
      entityName: 'Ticket',
      attributeControlTypeId: '1',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('attribute.error.toomany');
    const read = await app.t.app.inject({ url: '/api/Attribute/getGenericAttributes?entityName=Ticket' });
    expect(read.json().data).toHaveLength(500);
  });
});
