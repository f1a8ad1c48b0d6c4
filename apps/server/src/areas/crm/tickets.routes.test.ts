import { messages, Ticket, writableFields } from '@store/domain';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAdminApp } from '../../../test/admin-app.js';
import { type Registered, register } from '../../../test/customers.js';

/** Support tickets (spec 000 §7 "Tickets" and "CRM", issue 12 item 6): each customer's own, the administrators' desk. */
const app = useAdminApp();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  app.t.app.inject({ method, url, headers: { lang: 'en', ...headers }, ...(payload ? { payload } : {}) });
const admin = () => app.admin;

let sara: Registered;
let omid: Registered;
const ids = { support: 0, sales: 0, archived: 0, child: 0, billing: 0, salesCategory: 0, high: 0, low: 0 };
const file = (name: string, folder = 'Tickets') => `/api/cms/download/${folder}/${name}`;
/**
 * A file as Sara's upload into the store's Tickets folder leaves it (a customer attaches only their
 * own uploads; the upload itself and that rule are ticket-attachments.routes.test.ts).
 */
const uploaded = async (name: string, directory = 'Tickets') => {
  const store = (await sql<{ id: number }>`SELECT min(id)::int AS id FROM stores`.execute(app.t.database.db)).rows[0]?.id;
  await sql`INSERT INTO files (store_id, directory, name, size, content_type, created_by)
    VALUES (${store}, ${directory}, ${name}, 10, 'application/pdf', ${sara.id})`.execute(app.t.database.db);
  return name;
};

/** The default store (the first one created), which the calls use without a store header. */
const firstStore = async () => (await sql<{ id: number }>`SELECT min(id)::int AS id FROM stores`.execute(app.t.database.db)).rows[0]?.id;

const create = async (resource: string, payload: object) => {
  const res = await call('POST', `/api/${resource}`, admin(), payload);
  if (res.statusCode !== 201) throw new Error(`${resource}: ${res.statusCode} ${res.body}`);
  return res.json().data.id as number;
};
const counts = async () =>
  (
    await sql<{ tickets: number; posts: number }>`
      SELECT (SELECT count(*)::int FROM tickets) AS tickets, (SELECT count(*)::int FROM ticket_posts) AS posts`.execute(app.t.database.db)
  ).rows[0];
const open = async (who: Registered | { headers: Record<string, string> }, extra: object = {}) => {
  const res = await call('POST', '/api/Tickets/addTicket', who.headers, {
    unitId: ids.support,
    categoryId: ids.billing,
    priorityId: ids.high,
    title: 'My invoice is wrong',
    query: 'The total of invoice 12 is not what I paid.',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; unitId: number; categoryId: number | null; attachments: string[]; ownerId: number };
};

beforeAll(async () => {
  sara = await register(app.t, 'sara.tickets');
  omid = await register(app.t, 'omid.tickets');
  ids.support = await create('Units', { title: 'Support', displayOrder: 1 });
  ids.sales = await create('Units', { title: 'Sales', displayOrder: 2 });
  ids.archived = await create('Units', { title: 'Old desk', displayOrder: 3, isActived: false });
  ids.child = await create('Units', { title: 'Support level 2', parentUnitId: ids.support });
  ids.billing = await create('TicketCategories', { unitId: ids.support, title: 'Billing' });
  ids.salesCategory = await create('TicketCategories', { unitId: ids.sales, title: 'Offers' });
  await create('TicketCategories', { unitId: ids.support, title: 'Closed topic', isActived: false });
  ids.high = await create('TicketPriorities', { title: 'High', displayOrder: 1 });
  for (const name of ['invoice-1a2b3c4d.pdf', 'photo-00aa11bb.png', 'secret-1a2b3c4d.pdf', 'more-1a2b3c4d.pdf']) await uploaded(name);
  for (let i = 0; i < 6; i += 1) await uploaded(`f${i}-1a2b3c4d.pdf`);
  await uploaded('x-1a2b3c4d.pdf', 'DataContents');
  ids.low = await create('TicketPriorities', { title: 'Low', displayOrder: 2 });
  await create('TicketPriorities', { title: 'Retired', displayOrder: 3, isActived: false });
});

describe('units, categories and priorities', () => {
  it('answer the active units as a tree, a unit’s active categories and the active priorities in order', async () => {
    const units = await call('GET', '/api/CRM/getUnits', sara.headers);
    expect(units.statusCode, units.body).toBe(200);
    const tree = units.json().data as { title: string; children: { title: string }[] }[];
    expect(tree.map((u) => u.title)).toEqual(['Support', 'Sales']);
    expect(tree[0]?.children.map((u) => u.title)).toEqual(['Support level 2']);
    const categories = await call('GET', `/api/CRM/getCategories?unitId=${ids.support}`, sara.headers);
    expect((categories.json().data as { title: string }[]).map((c) => c.title)).toEqual(['Billing']);
    const priorities = await call('GET', '/api/Tickets/getPriorities', sara.headers);
    expect((priorities.json().data as { title: string }[]).map((p) => p.title)).toEqual(['High', 'Low']);
  });

  it('a unit’s title is 3 to 100 characters, and a unit cannot become its own ancestor', async () => {
    const short = await call('POST', '/api/Units', admin(), { title: 'ab' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fieldCodes.title).toBeDefined();
    const cycle = await call('PUT', `/api/Units/${ids.support}`, admin(), { parentUnitId: ids.child });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().error.fieldCodes.parentUnitId).toBe('common.error.cycle');
  });
});

describe('opening a ticket', () => {
  it('keeps the owner, the unit, category, priority and the attachments (files of the Tickets folder)', async () => {
    const ticket = await open(sara, { attachments: [file('invoice-1a2b3c4d.pdf'), file('photo-00aa11bb.png?store=1')] });
    expect(ticket).toMatchObject({ unitId: ids.support, categoryId: ids.billing, ownerId: sara.id });
    // Kept as the upload answers a file's address (one spelling each: the private reader looks them up so).
    const store = await firstStore();
    expect(ticket.attachments).toEqual([
      `/api/cms/download/Tickets/invoice-1a2b3c4d.pdf?store=${store}`,
      `/api/CMS/Image/Tickets/photo-00aa11bb.png?store=${store}`,
    ]);
    const mine = await call('GET', '/api/Tickets/getMyTickets', sara.headers);
    expect((mine.json().data as { id: number }[]).map((t) => t.id)).toContain(ticket.id);
    expect((await call('GET', '/api/Tickets/getMyTickets', omid.headers)).json().data).toEqual([]);
  });

  it('refuses attachments outside the Tickets folder, too many of them, and a category or unit that does not fit, with field codes and nothing stored', async () => {
    const before = await counts();
    const cases: [object, string, string][] = [
      [{ attachments: [file('x-1a2b3c4d.pdf', 'DataContents')] }, 'attachments.0', 'cms.error.filefolder'],
      [{ attachments: ['https://evil.example/x.pdf'] }, 'attachments.0', 'cms.error.filefolder'],
      [{ attachments: ['/api/cms/download/Tickets/../avatars/x.png'] }, 'attachments.0', 'cms.error.filefolder'],
      [{ attachments: Array.from({ length: 6 }, (_, i) => file(`f${i}-1a2b3c4d.pdf`)) }, 'attachments', 'ticket.error.attachmentcount'],
      // The shape of a Tickets file, but no such upload: made up, or named as another store's.
      [{ attachments: [file('f0-1a2b3c4d.pdf'), file('made-up-1a2b3c4d.pdf')] }, 'attachments.1', 'ticket.error.nofile'],
      [{ attachments: [file('f0-1a2b3c4d.pdf?store=999')] }, 'attachments.0', 'ticket.error.nofile'],
      [{ categoryId: ids.salesCategory }, 'categoryId', 'ticket.error.categoryunit'],
      [{ unitId: ids.archived, categoryId: null }, 'unitId', 'ticket.error.unitinactive'],
      [{ unitId: 999_999, categoryId: null }, 'unitId', 'ticket.error.unitinactive'],
      [{ title: '' }, 'title', 'common.error.required'],
      [{ query: '   ' }, 'query', 'common.error.required'],
    ];
    for (const [payload, field, code] of cases) {
      const res = await call('POST', '/api/Tickets/addTicket', sara.headers, {
        unitId: ids.support,
        categoryId: ids.billing,
        title: 'A question',
        query: 'Hello',
        ...payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.fieldCodes?.[field], `${JSON.stringify(payload)} ${res.body}`).toBe(code);
    }
    expect(await counts()).toEqual(before);
  });

  it('says its refusals in Persian, and tells an anonymous visitor to sign in', async () => {
    const res = await call(
      'POST',
      '/api/Tickets/addTicket',
      { ...sara.headers, lang: 'fa' },
      {
        unitId: ids.support,
        categoryId: ids.salesCategory,
        title: 'A question',
        query: 'Hello',
      },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.categoryId).toBe(messages.fa['ticket.error.categoryunit']);
    for (const [method, url] of [
      ['GET', '/api/Tickets/getMyTickets'],
      ['GET', '/api/Tickets/getTicket?id=1'],
      ['GET', '/api/Tickets/getTicketPosts?ticketId=1'],
      ['GET', '/api/Tickets/searchTickets?q=x'],
      ['GET', '/api/Tickets/getPriorities'],
      ['GET', '/api/CRM/getUnits'],
      ['GET', `/api/CRM/getCategories?unitId=${ids.support}`],
      ['POST', '/api/Tickets/addTicket'],
      ['POST', '/api/Tickets/addTicketPost'],
      ['GET', '/api/Tickets/getTickets'],
      ['POST', '/api/Tickets/forwardTicket'],
    ] as const) {
      const anonymous = await call(method, url, {}, method === 'POST' ? {} : undefined);
      expect(anonymous.statusCode, url).toBe(401);
    }
  });
});

describe('a ticket and its conversation', () => {
  it('are read by the owner and an administrator; anyone else gets a 404 that reveals nothing, and changes nothing', async () => {
    const ticket = await open(sara, { attachments: [file('secret-1a2b3c4d.pdf')] });
    await call('POST', '/api/Tickets/addTicketPost', sara.headers, {
      ticketId: ticket.id,
      text: 'More details',
      attachments: [file('more-1a2b3c4d.pdf')],
    });
    expect((await call('GET', `/api/Tickets/getTicket?id=${ticket.id}`, sara.headers)).json().data.attachments).toEqual([
      `${file('secret-1a2b3c4d.pdf')}?store=${await firstStore()}`,
    ]);
    const asAdmin = await call('GET', `/api/Tickets/getTicketPosts?ticketId=${ticket.id}`, admin());
    expect((asAdmin.json().data as { text: string; fromOwner: boolean }[]).map((p) => [p.text, p.fromOwner])).toEqual([
      ['More details', true],
    ]);

    const before = await counts();
    const missing = await call('GET', '/api/Tickets/getTicket?id=999999', omid.headers);
    for (const res of [
      await call('GET', `/api/Tickets/getTicket?id=${ticket.id}`, omid.headers),
      await call('GET', `/api/Tickets/getTicketPosts?ticketId=${ticket.id}`, omid.headers),
      await call('POST', '/api/Tickets/addTicketPost', omid.headers, { ticketId: ticket.id, text: 'Let me in' }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe(missing.json().error.code);
      expect(res.body).not.toContain('secret');
      expect(res.body).not.toContain('More details');
    }
    const search = await call('GET', '/api/Tickets/searchTickets?q=invoice', omid.headers);
    expect(search.json().data).toEqual([]);
    expect(await counts()).toEqual(before);
    // Omid's attempts at the administrators' calls are refused too.
    expect((await call('POST', '/api/Tickets/forwardTicket', omid.headers, { ticketId: ticket.id, unitId: ids.sales })).statusCode).toBe(
      403,
    );
    expect((await call('GET', '/api/Tickets/getTickets', omid.headers)).statusCode).toBe(403);
    expect((await call('PUT', `/api/Tickets/${ticket.id}`, sara.headers, { isResolved: true })).statusCode).toBe(403);
  });

  it('search finds an administrator any ticket and a customer their own', async () => {
    const ticket = await open(omid, { title: 'Parcel lost on the way' });
    expect((await call('GET', '/api/Tickets/searchTickets?q=parcel', omid.headers)).json().data.map((t: { id: number }) => t.id)).toEqual([
      ticket.id,
    ]);
    expect((await call('GET', '/api/Tickets/searchTickets?q=parcel', sara.headers)).json().data).toEqual([]);
    expect((await call('GET', '/api/Tickets/searchTickets?q=parcel', admin())).json().data.map((t: { id: number }) => t.id)).toEqual([
      ticket.id,
    ]);
  });

  it('tells its owner of an answer they have not read, until they read the ticket or its conversation', async () => {
    const ticket = await open(sara);
    const mine = async () =>
      ((await call('GET', '/api/Tickets/getMyTickets', sara.headers)).json().data as { id: number; readByOwner: boolean }[]).find(
        (t) => t.id === ticket.id,
      )?.readByOwner;
    expect(await mine()).toBe(true);
    expect((await call('POST', '/api/Tickets/addTicketPost', admin(), { ticketId: ticket.id, text: 'Looking into it' })).statusCode).toBe(
      201,
    );
    expect(await mine()).toBe(false);
    // The desk reading it changes nothing for the owner; the owner's own word or read does.
    await call('GET', `/api/Tickets/getTicket?id=${ticket.id}`, admin());
    expect(await mine()).toBe(false);
    const read = await call('GET', `/api/Tickets/getTicket?id=${ticket.id}`, sara.headers);
    expect(read.json().data.readByOwner).toBe(true);
    expect(await mine()).toBe(true);
    await call('POST', '/api/Tickets/addTicketPost', admin(), { ticketId: ticket.id, text: 'Fixed' });
    await call('GET', `/api/Tickets/getTicketPosts?ticketId=${ticket.id}`, sara.headers);
    expect(await mine()).toBe(true);
    // Not something anyone sets by hand.
    const set = await call('PUT', `/api/Tickets/${ticket.id}`, admin(), { readByOwner: false });
    expect(set.statusCode).toBe(400);
  });

  it('takes posts written at the same moment by the owner and the desk, every one (no two wait for each other)', async () => {
    const ticket = await open(sara);
    const before = (await counts())?.posts ?? 0;
    for (let round = 0; round < 4; round++) {
      const answers = await Promise.all(
        Array.from({ length: 4 }, (_, i) =>
          call('POST', '/api/Tickets/addTicketPost', i % 2 ? admin() : sara.headers, { ticketId: ticket.id, text: `round ${round}, ${i}` }),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201]);
    }
    expect((await counts())?.posts).toBe(before + 16);
    // The customer is not told which account answered; the desk is.
    const seen = async (headers: Record<string, string>) =>
      (
        (await call('GET', `/api/Tickets/getTicketPosts?ticketId=${ticket.id}`, headers)).json().data as {
          ownerId: number | null;
          fromOwner: boolean;
        }[]
      )
        .filter((p) => !p.fromOwner)
        .map((p) => p.ownerId);
    expect(new Set(await seen(sara.headers))).toEqual(new Set([null]));
    expect((await seen(admin())).every((id) => typeof id === 'number')).toBe(true);
  });

  it('a lock and posts at the same moment: every post is taken or refused as locked, none fails otherwise; then the ticket takes none', async () => {
    const ticket = await open(sara);
    const before = (await counts())?.posts ?? 0;
    const [lock, ...posts] = await Promise.all([
      call('PUT', `/api/Tickets/${ticket.id}`, admin(), { isLocked: true }),
      ...Array.from({ length: 4 }, (_, i) =>
        call('POST', '/api/Tickets/addTicketPost', sara.headers, { ticketId: ticket.id, text: `race ${i}` }),
      ),
    ]);
    expect(lock?.statusCode, lock?.body).toBe(200);
    for (const post of posts) {
      expect([201, 409], post.body).toContain(post.statusCode);
      if (post.statusCode === 409) expect(post.json().error.code).toBe('ticket.error.locked');
    }
    expect((await counts())?.posts).toBe(before + posts.filter((p) => p.statusCode === 201).length);
    const after = await call('POST', '/api/Tickets/addTicketPost', sara.headers, { ticketId: ticket.id, text: 'too late' });
    expect(after.statusCode).toBe(409);
  });

  it('a locked ticket takes no new post, from its owner or an administrator; unlocked, it does again', async () => {
    const ticket = await open(sara);
    const lock = await call('PUT', `/api/Tickets/${ticket.id}`, admin(), { isLocked: true });
    expect(lock.statusCode, lock.body).toBe(200);
    const before = await counts();
    for (const who of [sara.headers, admin()]) {
      const res = await call('POST', '/api/Tickets/addTicketPost', who, { ticketId: ticket.id, text: 'Anyone there?' });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('ticket.error.locked');
    }
    const fa = await call('POST', '/api/Tickets/addTicketPost', { ...sara.headers, lang: 'fa' }, { ticketId: ticket.id, text: 'سلام' });
    expect(fa.json().error.message).toBe(messages.fa['ticket.error.locked']);
    expect(await counts()).toEqual(before);
    await call('PUT', `/api/Tickets/${ticket.id}`, admin(), { isLocked: false, isResolved: true, isApproved: true });
    const after = await call('POST', '/api/Tickets/addTicketPost', admin(), { ticketId: ticket.id, text: 'Solved' });
    expect(after.statusCode, after.body).toBe(201);
    expect(after.json().data.fromOwner).toBe(false);
    const read = await call('GET', `/api/Tickets/getTicket?id=${ticket.id}`, sara.headers);
    expect(read.json().data).toMatchObject({ isLocked: false, isResolved: true, isApproved: true });
  });

  it('a post’s attachments follow the same rules', async () => {
    const ticket = await open(sara);
    const bad = await call('POST', '/api/Tickets/addTicketPost', sara.headers, {
      ticketId: ticket.id,
      text: 'See',
      attachments: [file('x-1a2b3c4d.png', 'Images')],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fieldCodes['attachments.0']).toBe('cms.error.filefolder');
  });
});

// The embedded database has one connection: no transaction can be held there while a request runs.
describe.skipIf(!process.env.DATABASE_URL)('a post and a lock on a server with concurrent writers', () => {
  /** Whether some session of this database is waiting for a row lock. */
  const someoneWaits = async () =>
    (
      await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(
        app.t.database.db,
      )
    ).rows[0]?.n ?? 0;

  // FOR NO KEY UPDATE is the lock the desk's own UPDATE takes: the post's foreign key (KEY SHARE) does
  // not wait for it, so only the write check's lock makes the post wait. FOR UPDATE blocks the foreign key too.
  it.each(['FOR NO KEY UPDATE', 'FOR UPDATE'])(
    'a post waits for a transaction holding the ticket’s lock (%s) that locks it, then is refused and not written',
    async (strength) => {
      const ticket = await open(sara);
      const before = (await counts())?.posts ?? 0;
      let settled = false;
      let post: ReturnType<typeof call> | undefined;
      await app.t.database.db.transaction().execute(async (trx) => {
        await sql`SELECT id FROM tickets WHERE id = ${ticket.id} ${sql.raw(strength)}`.execute(trx);
        post = call('POST', '/api/Tickets/addTicketPost', sara.headers, { ticketId: ticket.id, text: 'Just in time?' });
        void post.then(() => {
          settled = true;
        });
        await expect.poll(someoneWaits, { timeout: 10_000, interval: 25 }).toBeGreaterThan(0);
        expect(settled).toBe(false);
        await sql`UPDATE tickets SET is_locked = true WHERE id = ${ticket.id}`.execute(trx);
      });
      const answer = await post;
      expect(answer?.statusCode, answer?.body).toBe(409);
      expect(answer?.json().error.code).toBe('ticket.error.locked');
      expect((await counts())?.posts).toBe(before);
    },
  );
});

describe('the desk', () => {
  it('is the administrators’: filters by unit, priority, category and flags, unread first then newest', async () => {
    await sql`DELETE FROM tickets`.execute(app.t.database.db);
    const first = await open(sara);
    const second = await open(omid, { priorityId: ids.low });
    const third = await open(sara, { unitId: ids.sales, categoryId: ids.salesCategory });
    // The administrator reads the newest: it goes after the unread ones.
    await call('GET', `/api/Tickets/getTicket?id=${third.id}`, admin());
    const desk = async (query = '') => {
      const res = await call('GET', `/api/Tickets/getTickets${query}`, admin());
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as { id: number }[]).map((t) => t.id);
    };
    expect(await desk()).toEqual([second.id, first.id, third.id]);
    expect(await desk(`?unitId=${ids.sales}`)).toEqual([third.id]);
    expect(await desk(`?priorityId=${ids.low}`)).toEqual([second.id]);
    expect(await desk(`?categoryId=${ids.billing}`)).toEqual([second.id, first.id]);
    expect(await desk('?pageSize=1&page=2')).toEqual([first.id]);
    await call('PUT', `/api/Tickets/${first.id}`, admin(), { isLocked: true, isResolved: true });
    expect(await desk('?isLocked=true')).toEqual([first.id]);
    expect(await desk('?isResolved=false')).toEqual([second.id, third.id]);
    expect(await desk('?isApproved=true')).toEqual([]);
    // The owner's new word makes a read ticket unread again.
    await call('POST', '/api/Tickets/addTicketPost', sara.headers, { ticketId: third.id, text: 'Any news?' });
    expect(await desk()).toEqual([third.id, second.id, first.id]);
  });

  it('keeps the unread mark and the unit the server’s: a form saved after the owner’s new post and a forward leaves the ticket unread, in its new unit', async () => {
    const ticket = await open(sara);
    // The desk opens the ticket (read), and its form is filled from the row as it is then.
    expect((await call('GET', `/api/Tickets/getTicket?id=${ticket.id}`, admin())).json().data.readByAdmin).toBe(true);
    const row = (await call('GET', `/api/Tickets/${ticket.id}`, admin())).json().data as Record<string, unknown>;
    // Meanwhile the customer writes again and another administrator forwards the ticket.
    expect(
      (await call('POST', '/api/Tickets/addTicketPost', sara.headers, { ticketId: ticket.id, text: 'One more thing' })).statusCode,
    ).toBe(201);
    expect((await call('POST', '/api/Tickets/forwardTicket', admin(), { ticketId: ticket.id, unitId: ids.sales })).statusCode).toBe(200);
    const stored = async () =>
      (
        await sql<{
          read: boolean;
          unit: number;
        }>`SELECT read_by_admin AS read, unit_id AS unit FROM tickets WHERE id = ${ticket.id}`.execute(app.t.database.db)
      ).rows[0];
    // Neither is a field anyone sends: refused by name, nothing changed.
    for (const payload of [{ readByAdmin: true }, { unitId: ids.support }, { isResolved: true, readByAdmin: true }]) {
      const res = await call('PUT', `/api/Tickets/${ticket.id}`, admin(), payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await stored()).toEqual({ read: false, unit: ids.sales });
    // The stale form saved whole (every field a client may send, as the dashboard sends them): still unread, still in sales.
    const form = Object.fromEntries(writableFields(Ticket).map(([name]) => [name, row[name]]));
    expect(Object.keys(form)).not.toContain('readByAdmin');
    expect(Object.keys(form)).not.toContain('unitId');
    const saved = await call('PUT', `/api/Tickets/${ticket.id}`, admin(), { ...form, isResolved: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await stored()).toEqual({ read: false, unit: ids.sales });
    // A ticket is opened with addTicket only (its rules), never through the generic resource.
    expect((await call('POST', '/api/Tickets', admin(), { unitId: ids.support, title: 'Generic', query: 'Hello' })).statusCode).toBe(404);
  });

  it('forwards a ticket to another active unit, dropping a category of the old unit', async () => {
    const ticket = await open(sara);
    const res = await call('POST', '/api/Tickets/forwardTicket', admin(), { ticketId: ticket.id, unitId: ids.sales });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ unitId: ids.sales, categoryId: null });
    const stored = await sql<{ unit: number }>`SELECT unit_id AS unit FROM tickets WHERE id = ${ticket.id}`.execute(app.t.database.db);
    expect(stored.rows[0]?.unit).toBe(ids.sales);
    const inactive = await call('POST', '/api/Tickets/forwardTicket', admin(), { ticketId: ticket.id, unitId: ids.archived });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().error.fieldCodes.unitId).toBe('ticket.error.unitinactive');
    const same = await call('POST', '/api/Tickets/forwardTicket', admin(), { ticketId: ticket.id, unitId: ids.sales });
    expect(same.statusCode).toBe(409);
    expect((await call('POST', '/api/Tickets/forwardTicket', admin(), { ticketId: 999_999, unitId: ids.support })).statusCode).toBe(404);
  });
});
