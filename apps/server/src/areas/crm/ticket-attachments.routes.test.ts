import { messages } from '@store/domain';
import { sql } from 'kysely';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAdminApp } from '../../../test/admin-app.js';
import { type Registered, register } from '../../../test/customers.js';
import { multipart } from '../../../test/multipart.js';

/**
 * Ticket attachments are private (issue 12 item 6): a signed-in customer uploads them into the
 * store's Tickets folder by the CMS file rules, attaches only their own uploads, and the files are
 * served only to an administrator, the uploader and the owner of a ticket that lists them.
 */
const app = useAdminApp();

type Headers = Record<string, string>;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const send = (headers: Headers, filename: string, body: Buffer | string) => {
  const form = multipart([{ filename, body }]);
  return app.t.app.inject({
    method: 'POST',
    url: '/api/Tickets/uploadAttachment',
    payload: form.payload,
    headers: { lang: 'en', ...headers, ...form.headers },
  });
};
/** Uploads a file as `who` and answers its address. */
const upload = async (who: Registered | Headers, filename = 'invoice.pdf', body: Buffer | string = PDF) => {
  const res = await send('headers' in who ? (who.headers as Headers) : who, filename, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.url as string;
};
const read = (url: string, headers: Headers = {}) => app.t.app.inject({ url, headers });
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
  app.t.app.inject({ method, url, headers: { lang: 'en', ...headers }, ...(payload ? { payload } : {}) });
/** What a refused request must leave as it was: stored files, their bytes' counter, tickets and posts. */
const state = async () =>
  (
    await sql<{ files: number; usage: string; tickets: number; posts: number }>`
      SELECT (SELECT count(*)::int FROM files) AS files, (SELECT coalesce(sum(usage_bytes), 0)::text FROM store_storage) AS usage,
        (SELECT count(*)::int FROM tickets) AS tickets, (SELECT count(*)::int FROM ticket_posts) AS posts`.execute(app.t.database.db)
  ).rows[0];

let sara: Registered;
let omid: Registered;
let unitId = 0;
const openTicket = async (who: Registered, attachments: string[]) =>
  call('POST', '/api/Tickets/addTicket', who.headers, { unitId, title: 'Broken parcel', query: 'See the photo.', attachments });

beforeAll(async () => {
  sara = await register(app.t, 'sara.attach');
  omid = await register(app.t, 'omid.attach');
  const unit = await call('POST', '/api/Units', app.admin, { title: 'Support' });
  expect(unit.statusCode, unit.body).toBe(201);
  unitId = unit.json().data.id;
});

describe('uploading an attachment', () => {
  it('is open to a signed-in customer, into the Tickets folder, recorded as theirs; a visitor is told to sign in', async () => {
    const url = await upload(sara, 'فاکتور خرید.pdf');
    expect(url).toMatch(/^\/api\/cms\/download\/Tickets\/[^/?]+-[0-9a-f]{8}\.pdf\?store=\d+$/);
    const { rows } = await sql<{ createdBy: number }>`
      SELECT created_by FROM files WHERE directory = 'Tickets' ORDER BY id DESC LIMIT 1`.execute(app.t.database.db);
    expect(rows[0]?.createdBy).toBe(sara.id);
    const before = await state();
    const anonymous = await send({}, 'a.pdf', PDF);
    expect(anonymous.statusCode).toBe(401);
    expect(await state()).toEqual(before);
  });

  it('refuses a wrong extension, a file that is not what its name says and one over the store’s size, on the field, in the caller’s language; nothing is written', async () => {
    const before = await state();
    const cases: [string, Buffer | string, string][] = [
      ['tool.exe', 'MZ...', 'content.error.fileformat'],
      ['photo.png', 'this is text, not a PNG', 'content.error.fileformat'],
      [
        'paper.pdf',
        await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
          .png()
          .toBuffer(),
        'content.error.fileformat',
      ],
    ];
    for (const [filename, body, code] of cases) {
      const res = await send(sara.headers, filename, body);
      expect(res.statusCode, filename).toBe(400);
      expect(res.json().error.fieldCodes, filename).toEqual({ file: code });
    }
    const fa = await send({ ...sara.headers, lang: 'fa' }, 'tool.exe', 'MZ');
    expect(fa.json().error.fields.file).toBe(messages.fa['content.error.fileformat']);
    const setting = await call('POST', '/api/Settings/saveAppSetting', app.admin, { name: 'datacontent.maximumfilesize', value: '100' });
    expect(setting.statusCode, setting.body).toBe(200);
    try {
      const big = await send(sara.headers, 'big.pdf', Buffer.concat([PDF, Buffer.alloc(100)]));
      expect(big.statusCode).toBe(400);
      expect(big.json().error).toMatchObject({ code: 'content.error.filesize', fieldCodes: { file: 'content.error.filesize' } });
      const bigFa = await send({ ...sara.headers, lang: 'fa' }, 'big.pdf', Buffer.concat([PDF, Buffer.alloc(100)]));
      expect(bigFa.json().error.fields.file).toContain('۱۰۰');
    } finally {
      await call('POST', '/api/Settings/saveAppSetting', app.admin, { name: 'datacontent.maximumfilesize', value: '1048576' });
    }
    expect(await state()).toEqual(before);
  });

  it('is counted per account: 20 kept files an hour, refused uploads not counted, then 429 with nothing written', async () => {
    const nima = await register(app.t, 'nima.attach');
    // A refused upload costs nothing: a wrong kind, or a store with no room left.
    expect((await send(nima.headers, 'tool.exe', 'MZ')).statusCode).toBe(400);
    const setCapacity = (value: string) =>
      app.t.app.inject({
        method: 'POST',
        url: '/api/Settings/saveAppSetting',
        headers: app.admin,
        payload: { name: 'storage.maximumcapacity', value },
      });
    expect((await setCapacity('1')).statusCode).toBe(200);
    try {
      for (let i = 1; i <= 21; i++) {
        const full = await send(nima.headers, `full${i}.txt`, 'no room');
        expect(full.json().error?.code, `full ${i}`).toBe('content.error.storagefull');
      }
    } finally {
      expect((await setCapacity('1073741824')).statusCode).toBe(200);
    }
    for (let i = 1; i <= 20; i++) expect((await send(nima.headers, `n${i}.txt`, `note ${i}`)).statusCode, `upload ${i}`).toBe(200);
    const before = await state();
    const over = await send(nima.headers, 'n21.txt', 'one too many');
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('security.error.toomanyrequests');
    expect(await state()).toEqual(before);
    // Another customer's allowance is their own.
    expect((await send(omid.headers, 'mine.txt', 'mine')).statusCode).toBe(200);
  });
});

describe('a customer’s bytes a day (ticket.maximumuploadbytesperday)', () => {
  it('refuses an upload past the store’s allowance on the field, in the caller’s language, writing nothing; administrators are not counted', async () => {
    const parisa = await register(app.t, 'parisa.attach');
    const setAllowance = (value: string) =>
      app.t.app.inject({
        method: 'POST',
        url: '/api/Settings/saveAppSetting',
        headers: app.admin,
        payload: { name: 'ticket.maximumuploadbytesperday', value },
      });
    expect((await setAllowance('100')).statusCode).toBe(200);
    try {
      expect((await send(parisa.headers, 'first.txt', 'x'.repeat(60))).statusCode).toBe(200);
      const before = await state();
      const over = await send({ ...parisa.headers, lang: 'fa' }, 'second.txt', 'y'.repeat(60));
      expect(over.statusCode).toBe(400);
      expect(over.json().error.fieldCodes).toEqual({ file: 'ticket.error.uploadquota' });
      expect(over.json().error.message).toBe(messages.fa['ticket.error.uploadquota'].replace('{{max}}', '۱۰۰'));
      expect(await state()).toEqual(before);
      // Within what is left, it still takes one.
      expect((await send(parisa.headers, 'small.txt', 'z'.repeat(30))).statusCode).toBe(200);
      // The desk is not counted.
      expect((await send(app.admin, 'desk.txt', 'w'.repeat(200))).statusCode).toBe(200);
    } finally {
      expect((await setAllowance(String(50 * 1024 * 1024))).statusCode).toBe(200);
    }
  });
});

describe('reading an attachment', () => {
  it('serves it to its uploader and an administrator; anyone else, signed in or not, gets the 404 of a missing file', async () => {
    const url = await upload(sara, 'statement.pdf');
    const missing = await read(url.replace(/-[0-9a-f]{8}\.pdf/, '-00000000.pdf'), omid.headers);
    expect(missing.statusCode).toBe(404);
    for (const [who, headers] of [
      ['visitor', {}],
      ['another customer', omid.headers],
      ['a broken token', { authorization: 'Bearer nonsense' }],
    ] as const) {
      const res = await read(url, headers);
      expect(res.statusCode, who).toBe(404);
      expect(res.body, who).toBe(missing.body);
    }
    for (const [who, headers] of [
      ['uploader', sara.headers],
      ['administrator', app.admin],
    ] as const) {
      const res = await read(url, headers);
      expect(res.statusCode, who).toBe(200);
      expect(res.rawPayload.equals(PDF), who).toBe(true);
      expect(res.headers['cache-control'], who).toBe('private, no-store');
      expect(String(res.headers['content-disposition']), who).toMatch(/^attachment;/);
    }
    // Signed out, the uploader's old token reads nothing either.
    const signedOut = await register(app.t, 'leila.attach');
    const hers = await upload(signedOut, 'mine.pdf');
    await sql`UPDATE sessions SET revoked_at = now() WHERE customer_id = ${signedOut.id}`.execute(app.t.database.db);
    expect((await read(hers, signedOut.headers)).statusCode).toBe(404);
  });

  it('an image too, through the image route, never cached by a shared cache', async () => {
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#0d9488' } })
      .png()
      .toBuffer();
    const url = await upload(sara, 'photo.png', png);
    expect(url).toMatch(/^\/api\/CMS\/Image\/Tickets\//);
    for (const suffix of ['', '&w=16']) {
      expect((await read(`${url}${suffix}`)).statusCode).toBe(404);
      expect((await read(`${url}${suffix}`, omid.headers)).statusCode).toBe(404);
      const own = await read(`${url}${suffix}`, sara.headers);
      expect(own.statusCode).toBe(200);
      expect(own.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('serves the ticket’s owner what an administrator attached to an answer, and no one else', async () => {
    const ticket = await openTicket(sara, [await upload(sara, 'receipt.pdf')]);
    expect(ticket.statusCode, ticket.body).toBe(201);
    const fromDesk = await upload(app.admin, 'label.pdf');
    const answer = await call('POST', '/api/Tickets/addTicketPost', app.admin, {
      ticketId: ticket.json().data.id,
      text: 'Print this label.',
      attachments: [fromDesk],
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect((await read(fromDesk, sara.headers)).statusCode).toBe(200);
    expect((await read(fromDesk, omid.headers)).statusCode).toBe(404);
  });
});

describe('attaching an upload', () => {
  it('takes only the customer’s own uploads (an administrator any of the folder), refusing another’s as a file that is not there; nothing is written', async () => {
    const omids = await upload(omid, 'omid-private.pdf');
    const before = await state();
    const refused = await openTicket(sara, [omids]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fieldCodes).toEqual({ 'attachments.0': 'ticket.error.nofile' });
    const own = await openTicket(sara, [await upload(sara, 'sara-own.pdf')]);
    expect(own.statusCode, own.body).toBe(201);
    const ticketId = own.json().data.id;
    const post = await call('POST', '/api/Tickets/addTicketPost', sara.headers, { ticketId, text: 'And this', attachments: [omids] });
    expect(post.statusCode).toBe(400);
    expect(post.json().error.fieldCodes).toEqual({ 'attachments.0': 'ticket.error.nofile' });
    // Sara could not make Omid's file hers by naming it: she still cannot read it.
    expect((await read(omids, sara.headers)).statusCode).toBe(404);
    const counts = await state();
    expect(counts?.tickets).toBe((before?.tickets ?? 0) + 1);
    expect(counts?.posts).toBe(before?.posts);
    // An administrator attaches any file of the folder.
    const byAdmin = await call('POST', '/api/Tickets/addTicketPost', app.admin, { ticketId, text: 'Forwarded', attachments: [omids] });
    expect(byAdmin.statusCode, byAdmin.body).toBe(201);
  });
});
