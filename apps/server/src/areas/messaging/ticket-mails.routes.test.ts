import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Registered, register } from '../../../test/customers.js';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp-server.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * Ticket mails (issue 14 item 6) through a real SMTP server started here: an answer in a ticket is
 * mailed to its owner, a new ticket to the staff its unit's directions name (else the
 * administrators), never to the one who wrote it, each in the recipient's language.
 */
let t: TestApp;
let smtp: TestSmtpServer;
let admin: Record<string, string>;
let persian: Registered;
let turkish: Registered;
let english: Registered;
const units = { staffed: 0, empty: 0 };

const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const create = async (resource: string, payload: object) => {
  const res = await call('POST', `/api/${resource}`, admin, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
};
/** Signs the customer in with a language: the one their mail is written in. */
async function signInWith(who: Registered, lang: string): Promise<Record<string, string>> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Authentication/signin',
    headers: { lang },
    payload: { username: who.username, password: who.password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { authorization: `Bearer ${res.json().data.access_token}`, lang };
}
const openTicket = async (headers: Record<string, string>, unitId: number, title: string) => {
  const res = await call('POST', '/api/Tickets/addTicket', headers, { unitId, title, query: `Details of ${title}` });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
};

beforeAll(async () => {
  [t, smtp] = await Promise.all([createTestApp(), startSmtpServer()]);
  admin = { ...(await t.admin()), lang: 'en' };
  await create('MessagingAccounts', {
    displayName: 'Support desk',
    accAddress: 'desk@example.com',
    providerType: 'smtp',
    host: '127.0.0.1',
    port: smtp.port,
    useDefaultCredentials: true,
  });
  persian = await register(t, 'maryam.mail', { email: 'maryam@example.com', firstName: 'مریم' });
  turkish = await register(t, 'kemal.mail', { email: 'kemal@example.com', firstName: 'Kemal' });
  english = await register(t, 'john.mail', { email: 'john@example.com', firstName: 'John' });
  await sql`UPDATE customers SET email = 'admin@example.com' WHERE username = 'administrator'`.execute(t.database.db);
  units.staffed = await create('Units', { title: 'Support', displayOrder: 1 });
  units.empty = await create('Units', { title: 'Sales', displayOrder: 2 });
  await create('Directions', { name: 'First line', unitId: units.staffed, customerId: turkish.id });
  await create('Directions', { name: 'Second line', unitId: units.staffed, customerId: english.id });
});
afterAll(async () => {
  await Promise.all([t.close(), smtp.close()]);
});
beforeEach(() => {
  smtp.mails.length = 0;
});

describe('ticket mails', () => {
  it('mail a new ticket to the staff of its unit’s directions, each in their own language', async () => {
    await signInWith(english, 'en');
    await signInWith(turkish, 'tr');
    const id = await openTicket(await signInWith(persian, 'fa'), units.staffed, 'سفارش نرسید');
    await t.app.mailer.sendDue();
    const byRecipient = Object.fromEntries(smtp.mails.map((m) => [m.to[0], m]));
    expect(Object.keys(byRecipient).sort()).toEqual(['john@example.com', 'kemal@example.com']);
    expect(byRecipient['kemal@example.com']?.subject).toBe('Support için yeni talep: “سفارش نرسید”');
    expect(byRecipient['kemal@example.com']?.text).toContain('Merhaba Kemal');
    expect(byRecipient['john@example.com']?.subject).toBe('New ticket for Support: “سفارش نرسید”');
    expect(byRecipient['john@example.com']?.text).toContain(`/dashboard/CRM/Ticket/Update/${id}?lang=en`);
    expect(byRecipient['john@example.com']?.text).toContain('Details of سفارش نرسید');
  });

  it('mail a ticket of a unit nobody is directed to to the administrators, never to its author', async () => {
    await openTicket(await signInWith(english, 'en'), units.empty, 'Price list');
    await t.app.mailer.sendDue();
    expect(smtp.mails.map((m) => m.to[0])).toEqual(['admin@example.com']);
    smtp.mails.length = 0;
    // Staff opening a ticket in their own unit: the other staff member is told, not the author.
    await openTicket(await signInWith(turkish, 'tr'), units.staffed, 'Internal note');
    await t.app.mailer.sendDue();
    expect(smtp.mails.map((m) => m.to[0])).toEqual(['john@example.com']);
  });

  it('mail an answer to the ticket’s owner in the owner’s language; the owner’s own words are mailed to nobody', async () => {
    const owner = await signInWith(persian, 'fa');
    const id = await openTicket(owner, units.empty, 'تحویل دیرهنگام');
    await t.app.mailer.sendDue();
    smtp.mails.length = 0;
    const answered = await call('POST', '/api/Tickets/addTicketPost', admin, { ticketId: id, text: 'Your parcel left today.' });
    expect(answered.statusCode, answered.body).toBe(201);
    const ownWords = await call('POST', '/api/Tickets/addTicketPost', owner, { ticketId: id, text: 'Thank you!' });
    expect(ownWords.statusCode).toBe(201);
    await t.app.mailer.sendDue();
    expect(smtp.mails).toHaveLength(1);
    const mail = smtp.mails[0];
    expect(mail?.to).toEqual(['maryam@example.com']);
    expect(mail?.subject).toBe('پاسخ تازه به تیکت شما «تحویل دیرهنگام»');
    expect(mail?.text).toContain('مریم');
    expect(mail?.text).toContain('Your parcel left today.');
    expect(mail?.text).toContain(`/account/tickets/${id}\n`);
    expect(mail?.headers.get('content-language')).toBe('fa');
  });

  it('write the mail with its cause: a refused post queues none', async () => {
    const owner = await signInWith(persian, 'fa');
    const id = await openTicket(owner, units.empty, 'Locked one');
    await sql`UPDATE tickets SET is_locked = true WHERE id = ${id}`.execute(t.database.db);
    const before = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM mail_queue`.execute(t.database.db)).rows[0]?.n;
    const refused = await call('POST', '/api/Tickets/addTicketPost', admin, { ticketId: id, text: 'Too late' });
    expect(refused.statusCode).toBe(409);
    expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM mail_queue`.execute(t.database.db)).rows[0]?.n).toBe(before);
  });
});
