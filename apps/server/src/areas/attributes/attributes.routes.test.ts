import { messages } from '@store/domain';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAdminApp } from '../../../test/admin-app.js';
import { type Registered, register } from '../../../test/customers.js';
import { multipart } from '../../../test/multipart.js';

/**
 * Generic attributes (spec 000 §3, §5, §7 Attribute; spec 001 §3, §8): definitions and their
 * values read by anyone (active ones), what a row holds read and saved by administrators for any
 * row and by a customer for their own customer row, each value judged by its attribute's type.
 */
const app = useAdminApp();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, headers: Record<string, string> = app.admin) =>
  app.t.app.inject({ method, url, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });

interface Attribute {
  id: number;
  attributeControlTypeId: string;
  genericAttributeValues: { id: number; name: Record<string, string>; isPreselected: boolean }[];
}

const names = (en: string) => ({ fa: `${en} فا`, en, tr: `${en} tr` });
let serial = 0;
async function attribute(type: string, over: Record<string, unknown> = {}): Promise<Attribute> {
  serial += 1;
  const res = await call('POST', '/api/GenericAttributes', {
    name: names(`Attribute ${serial}`),
    entityName: 'Customer',
    attributeControlTypeId: type,
    displayOrder: serial,
    ...over,
  });
  if (res.statusCode !== 201) throw new Error(`attribute: ${res.statusCode} ${res.body}`);
  return res.json().data;
}
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
/** Uploads a file for a customer's file attribute as `headers`; answers its address. */
async function upload(headers: Record<string, string>, filename = 'cv.pdf'): Promise<string> {
  const form = multipart([{ filename, body: PDF }]);
  const res = await app.t.app.inject({
    method: 'POST',
    url: '/api/Attribute/uploadFile',
    payload: form.payload,
    headers: { ...headers, ...form.headers },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.url;
}
const download = (address: string, headers?: Record<string, string>) => app.t.app.inject({ url: address, ...(headers ? { headers } : {}) });

const choices = (...labels: string[]) => labels.map((label, i) => ({ name: names(label), isPreselected: i === 1, displayOrder: i }));

const save = (who: Registered | null, entityId: number, values: [number, string | null][], headers?: Record<string, string>) =>
  call(
    'POST',
    '/api/Attribute/saveGenericAttributeMappings',
    values.map(([genericAttributeId, value]) => ({ entityName: 'Customer', entityId, genericAttributeId, value })),
    headers ?? who?.headers ?? app.admin,
  );
const mappingRows = async (entityId: number) =>
  (
    await sql<{ attribute: number; value: string }>`
      SELECT generic_attribute_id AS attribute, value FROM generic_attribute_mappings WHERE entity_name = 'Customer' AND entity_id = ${entityId}
      ORDER BY generic_attribute_id`.execute(app.t.database.db)
  ).rows;

// Customer attributes of this file's store: a required text, a size dropdown, interests, a required toggle, a number, a file, an inactive one.
let nickname: Attribute;
let size: Attribute;
let interests: Attribute;
let newsletter: Attribute;
let height: Attribute;
let cv: Attribute;
let retired: Attribute;
let mina: Registered;
let omid: Registered;

beforeAll(async () => {
  nickname = await attribute('1', { isRequired: true });
  size = await attribute('11', { isFilterable: true, genericAttributeValues: choices('Small', 'Medium', 'Large') });
  interests = await attribute('21', { genericAttributeValues: choices('Books', 'Films', 'Music') });
  newsletter = await attribute('5', { isRequired: true });
  height = await attribute('2');
  cv = await attribute('6');
  retired = await attribute('1', { isActived: false });
  mina = await register(app.t, 'mina.attributes');
  omid = await register(app.t, 'omid.attributes');
  await call('POST', '/api/Settings/saveAppSetting', { name: 'customer.canchangeprofile', value: 'true' });
});

describe('reading definitions', () => {
  it('answers anyone the active attributes of an entity in display order, each with its values in order', async () => {
    const res = await app.t.app.inject({ url: '/api/Attribute/getGenericAttributes?entityName=Customer' });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as Attribute[];
    expect(data.map((a) => a.id)).toEqual([nickname, size, interests, newsletter, height, cv].map((a) => a.id));
    const sizes = data.find((a) => a.id === size.id)?.genericAttributeValues ?? [];
    expect(sizes.map((v) => v.name.en)).toEqual(['Small', 'Medium', 'Large']);
    expect(sizes.map((v) => v.isPreselected)).toEqual([false, true, false]);
  });

  it('shows inactive attributes to administrators only, and filters by isFilterable and the selective types', async () => {
    const anonymous = await app.t.app.inject({ url: '/api/Attribute/getGenericAttributes?entityName=Customer&isActived=false' });
    expect(anonymous.json().data).toEqual([]);
    const admin = await call('GET', '/api/Attribute/getGenericAttributes?entityName=Customer&isActived=false');
    expect(admin.json().data.map((a: Attribute) => a.id)).toEqual([retired.id]);
    const filterable = await app.t.app.inject({ url: '/api/Attribute/getGenericAttributes?entityName=Customer&isFilterable=true' });
    expect(filterable.json().data.map((a: Attribute) => a.id)).toEqual([size.id]);
    const selective = await app.t.app.inject({ url: '/api/Attribute/getSelectiveGenericAttributes?entityName=Customer' });
    expect(selective.json().data.map((a: Attribute) => a.attributeControlTypeId)).toEqual(['11', '21']);
    const bad = await app.t.app.inject({ url: '/api/Attribute/getGenericAttributes?entityName=Nothing' });
    expect(bad.statusCode).toBe(400);
  });

  it('answers a relation type’s attributes with the general ones of the entity', async () => {
    const phones = await attribute('1', { entityName: 'Product', relationTypeName: 'phone' });
    const general = await attribute('1', { entityName: 'Product' });
    const shirts = await attribute('1', { entityName: 'Product', relationTypeName: 'shirt' });
    const ids = async (query: string) =>
      (await app.t.app.inject({ url: `/api/Attribute/getGenericAttributes?entityName=Product${query}` }))
        .json()
        .data.map((a: Attribute) => a.id);
    expect(await ids('&relationTypeName=PHONE')).toEqual([phones.id, general.id]);
    expect(await ids('')).toEqual([phones.id, general.id, shirts.id]);
  });

  it('answers the values of an active attribute to anyone, of an inactive one to administrators only', async () => {
    const res = await app.t.app.inject({ url: `/api/Attribute/getGenericAttributeValues?genericAttributeId=${interests.id}` });
    expect(res.json().data.map((v: { name: { en: string } }) => v.name.en)).toEqual(['Books', 'Films', 'Music']);
    const hidden = await app.t.app.inject({ url: `/api/Attribute/getGenericAttributeValues?genericAttributeId=${retired.id}` });
    expect(hidden.statusCode).toBe(404);
    expect((await call('GET', `/api/Attribute/getGenericAttributeValues?genericAttributeId=${retired.id}`)).statusCode).toBe(200);
  });
});

describe('saving what a customer holds', () => {
  const medium = () => String(size.genericAttributeValues[1]?.id);
  const [books, music] = [() => interests.genericAttributeValues[0]?.id, () => interests.genericAttributeValues[2]?.id];

  it('refuses required ones left out or empty (but not a toggle), with the message in the user’s language, and writes nothing', async () => {
    const res = await save(mina, mina.id, [[size.id, medium()]], { ...mina.headers, lang: 'fa' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldCodes).toEqual({ [`attributes.${nickname.id}`]: 'common.error.required' });
    expect(res.json().error.fields[`attributes.${nickname.id}`]).toBe(messages.fa['common.error.required']);
    expect(await mappingRows(mina.id)).toEqual([]);
  });

  it('keeps each value in its type’s stored form: a multi-checkbox as |id|,|id|, a toggle as true/false, numbers in Latin digits', async () => {
    const file = await upload(mina.headers);
    expect(file).toContain('/CustomerFiles/');
    const res = await save(mina, mina.id, [
      [nickname.id, 'Mini'],
      [size.id, medium()],
      [interests.id, `|${music()}|,|${books()}|`],
      [height.id, '۱۷۰٫۵'],
      [cv.id, file],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await mappingRows(mina.id)).toEqual([
      { attribute: nickname.id, value: 'Mini' },
      { attribute: size.id, value: medium() },
      { attribute: interests.id, value: `|${music()}|,|${books()}|` },
      { attribute: newsletter.id, value: 'false' },
      { attribute: height.id, value: '170.5' },
      { attribute: cv.id, value: file },
    ]);
    const read = await call(
      'GET',
      `/api/Attribute/getGenericAttributeMappings?entityName=Customer&entityId=${mina.id}`,
      undefined,
      mina.headers,
    );
    expect(read.json().data.map((m: { value: string }) => m.value)).toContain('170.5');
  });

  it('removes a value sent empty and keeps the rest, as one whole', async () => {
    const res = await save(mina, mina.id, [
      [nickname.id, 'Mini'],
      [size.id, ''],
      [interests.id, `|${books()}|`],
      [newsletter.id, 'true'],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const rows = await mappingRows(mina.id);
    expect(rows.map((r) => r.attribute)).toEqual([nickname.id, interests.id, newsletter.id]);
    expect(rows.find((r) => r.attribute === newsletter.id)?.value).toBe('true');
  });

  it('refuses a value the attribute does not offer, a file from another folder, an unknown or inactive attribute, and changes nothing', async () => {
    const before = await mappingRows(mina.id);
    const otherValue = String(interests.genericAttributeValues[0]?.id);
    const cases: [[number, string | null][], Record<string, string>][] = [
      [
        [
          [nickname.id, 'x'],
          [size.id, otherValue],
        ],
        { [`attributes.${size.id}`]: 'common.error.invalidoption' },
      ],
      [
        [
          [nickname.id, 'x'],
          [cv.id, '/api/cms/download/Tickets/a.pdf'],
        ],
        { [`attributes.${cv.id}`]: 'cms.error.filefolder' },
      ],
      [
        [
          [nickname.id, 'x'],
          [height.id, 'tall'],
        ],
        { [`attributes.${height.id}`]: expect.any(String) as unknown as string },
      ],
      [
        [
          [nickname.id, 'x'],
          [retired.id, 'y'],
        ],
        { '1.genericAttributeId': 'attribute.error.notfound' },
      ],
      [
        [
          [nickname.id, 'x'],
          [999_999, 'y'],
        ],
        { '1.genericAttributeId': 'attribute.error.notfound' },
      ],
    ];
    for (const [values, codes] of cases) {
      const res = await save(mina, mina.id, values);
      expect(res.statusCode, JSON.stringify(values)).toBe(400);
      expect(res.json().error.fieldCodes, JSON.stringify(values)).toEqual(codes);
    }
    expect(await mappingRows(mina.id)).toEqual(before);
  });

  it('answers 403 for another customer’s row or another entity, and nothing is written or revealed', async () => {
    const theirs = await save(omid, mina.id, [[nickname.id, 'stolen']]);
    expect(theirs.statusCode).toBe(403);
    const page = await call(
      'POST',
      '/api/Attribute/saveGenericAttributeMappings',
      [{ entityName: 'Page', entityId: 1, genericAttributeId: nickname.id, value: 'x' }],
      omid.headers,
    );
    expect(page.statusCode).toBe(403);
    const read = await call(
      'GET',
      `/api/Attribute/getGenericAttributeMappings?entityName=Customer&entityId=${mina.id}`,
      undefined,
      omid.headers,
    );
    expect(read.statusCode).toBe(403);
    expect(read.body).not.toContain('Mini');
    const anonymous = await app.t.app.inject({ url: `/api/Attribute/getGenericAttributeMappings?entityName=Customer&entityId=${mina.id}` });
    expect(anonymous.statusCode).toBe(401);
    expect((await mappingRows(mina.id)).some((r) => r.value === 'stolen')).toBe(false);
  });

  it('refuses a list naming two rows', async () => {
    const res = await call(
      'POST',
      '/api/Attribute/saveGenericAttributeMappings',
      [
        { entityName: 'Customer', entityId: omid.id, genericAttributeId: nickname.id, value: 'a' },
        { entityName: 'Customer', entityId: mina.id, genericAttributeId: size.id, value: null },
      ],
      omid.headers,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('attribute.error.oneentity');
  });

  it('lets a customer save their own only while the installation allows profile changes; administrators always', async () => {
    await call('POST', '/api/Settings/saveAppSetting', { name: 'customer.canchangeprofile', value: 'false' });
    try {
      const locked = await save(omid, omid.id, [[nickname.id, 'O']]);
      expect(locked.statusCode).toBe(403);
      expect(locked.json().error.code).toBe('customer.error.profilelocked');
      // Reading stays open.
      expect(
        (await call('GET', `/api/Attribute/getGenericAttributeMappings?entityName=Customer&entityId=${omid.id}`, undefined, omid.headers))
          .statusCode,
      ).toBe(200);
      const admin = await save(null, omid.id, [[nickname.id, 'Set by admin']]);
      expect(admin.statusCode, admin.body).toBe(200);
      expect((await mappingRows(omid.id))[0]?.value).toBe('Set by admin');
    } finally {
      await call('POST', '/api/Settings/saveAppSetting', { name: 'customer.canchangeprofile', value: 'true' });
    }
  });

  it('answers 404 to an administrator for a row that does not exist, or an entity the product does not have yet', async () => {
    expect((await save(null, 987_654, [[nickname.id, 'x']])).statusCode).toBe(404);
    const product = await call('POST', '/api/Attribute/saveGenericAttributeMappings', [
      { entityName: 'Product', entityId: 1, genericAttributeId: nickname.id, value: 'x' },
    ]);
    expect(product.statusCode).toBe(404);
    expect(product.json().error.code).toBe('attribute.error.entitynotfound');
  });

  it('keeps one mapping per attribute when the same row is saved many times at once', async () => {
    const saves = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        save(omid, omid.id, [
          [nickname.id, `N${i}`],
          [newsletter.id, i % 2 === 0 ? 'true' : 'false'],
        ]),
      ),
    );
    expect(saves.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const rows = await mappingRows(omid.id);
    expect(rows.map((r) => r.attribute)).toEqual([nickname.id, newsletter.id]);
  });
});

describe('a customer’s attribute files', () => {
  it('are private: read by administrators, the uploader and the customer holding them; nobody takes another’s upload', async () => {
    const mine = await upload(omid.headers, 'omid-id.pdf');
    expect((await download(mine, omid.headers)).statusCode).toBe(200);
    expect((await download(mine, app.admin)).statusCode).toBe(200);
    expect((await download(mine, mina.headers)).statusCode).toBe(404);
    expect((await download(mine)).statusCode).toBe(404);
    // Mina sends Omid's address as her own: refused before anything is written.
    const taken = await save(mina, mina.id, [
      [nickname.id, 'Mini'],
      [cv.id, mine],
    ]);
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error.fieldCodes).toEqual({ [`attributes.${cv.id}`]: 'attribute.error.nofile' });
    expect((await mappingRows(mina.id)).some((r) => r.value === mine)).toBe(false);
    // An administrator uploads one for Mina (the wizard): Mina holds it, so she reads it; Omid does not.
    const forMina = await upload(app.admin, 'for-mina.pdf');
    const set = await save(null, mina.id, [
      [nickname.id, 'Mini'],
      [cv.id, forMina],
    ]);
    expect(set.statusCode, set.body).toBe(200);
    expect((await download(forMina, mina.headers)).statusCode).toBe(200);
    expect((await download(forMina, omid.headers)).statusCode).toBe(404);
    // Saving her attributes again keeps the file she holds, though she did not upload it.
    const again = await save(mina, mina.id, [
      [nickname.id, 'Mina'],
      [cv.id, forMina],
    ]);
    expect(again.statusCode, again.body).toBe(200);
  });
});

describe('changing an attribute', () => {
  const typeOf = async (id: number) => (await call('GET', `/api/GenericAttributes/${id}`)).json().data.attributeControlTypeId;

  it('refuses a new type once values or mapped items exist (409 attribute.error.typeinuse), and allows it before', async () => {
    const fresh = await attribute('1');
    expect((await call('PUT', `/api/GenericAttributes/${fresh.id}`, { attributeControlTypeId: '3' })).statusCode).toBe(200);
    const withValues = await attribute('11', { genericAttributeValues: choices('A', 'B') });
    const refused = await call(
      'PUT',
      `/api/GenericAttributes/${withValues.id}`,
      { attributeControlTypeId: '22' },
      { ...app.admin, lang: 'tr' },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'attribute.error.typeinuse', message: messages.tr['attribute.error.typeinuse'] });
    expect(await typeOf(withValues.id)).toBe('11');
    const mapped = await call('PUT', `/api/GenericAttributes/${nickname.id}`, { attributeControlTypeId: '3', isRequired: false });
    expect(mapped.statusCode).toBe(409);
    expect(await typeOf(nickname.id)).toBe('1');
    expect((await call('GET', `/api/GenericAttributes/${nickname.id}`)).json().data.isRequired).toBe(true);
  });

  it('keeps its values’ ids when they are renamed, and refuses values on a type that has none to choose', async () => {
    const kept = size.genericAttributeValues.map(({ id, name, isPreselected }) => ({
      id,
      name: id === size.genericAttributeValues[0]?.id ? names('Tiny') : name,
      isPreselected,
    }));
    const res = await call('PUT', `/api/GenericAttributes/${size.id}`, { genericAttributeValues: kept });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.genericAttributeValues.map((v: { id: number }) => v.id)).toEqual(size.genericAttributeValues.map((v) => v.id));
    const text = await call('POST', '/api/GenericAttributes', {
      name: names('Plain text'),
      entityName: 'Customer',
      attributeControlTypeId: '1',
      genericAttributeValues: choices('A'),
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().error.fieldCodes).toEqual({ genericAttributeValues: 'attribute.error.valuesnotselective' });
  });

  it('cannot change its type while a customer saves a value at the same moment: one of the two is refused', async () => {
    for (let round = 0; round < 4; round += 1) {
      const target = await attribute('1');
      const [saved, changed] = await Promise.all([
        save(omid, omid.id, [
          [nickname.id, 'N'],
          [target.id, 'not a number'],
        ]),
        call('PUT', `/api/GenericAttributes/${target.id}`, { attributeControlTypeId: '2' }),
      ]);
      const outcome = [saved.statusCode, changed.statusCode];
      expect([JSON.stringify([200, 409]), JSON.stringify([400, 200])], `round ${round}: ${saved.body} ${changed.body}`).toContain(
        JSON.stringify(outcome),
      );
    }
  });

  it('is not deleted while rows hold values of it; without them it goes with its values', async () => {
    const used = await call('DELETE', `/api/GenericAttributes/${nickname.id}`);
    expect(used.statusCode).toBe(409);
    const unused = await attribute('22', { genericAttributeValues: choices('Yes', 'No') });
    expect((await call('DELETE', `/api/GenericAttributes/${unused.id}`)).statusCode).toBe(200);
    const { rows } = await sql`SELECT 1 FROM generic_attribute_values WHERE generic_attribute_id = ${unused.id}`.execute(app.t.database.db);
    expect(rows).toEqual([]);
  });
});
