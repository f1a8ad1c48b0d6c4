import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../../test/customers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * `GET /api/{Resource}/countPerDay` (issue 14 item 2, the dashboard home's trends): every one of
 * the last days in the reader's time zone, rows counted by the day they were created, within the
 * list's filters and the caller's reach.
 */
let t: TestApp;
let admin: Record<string, string>;
let customer: { id: number; headers: Record<string, string> };
const HOUR = 3_600_000;
/** The calendar day of an instant in a time zone, as the answer writes it. */
const dayIn = (at: Date, timeZone: string) => at.toLocaleDateString('en-CA', { timeZone });
const stamps: Date[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = { ...(await t.admin()), lang: 'en' };
  customer = await register(t, 'counted_customer');
  const unit = await t.app.inject({ method: 'POST', url: '/api/Units', headers: admin, payload: { title: 'Support', displayOrder: 1 } });
  const { rows } = await sql<{ now: Date }>`SELECT now() AS now`.execute(t.database.db);
  const now = rows[0]?.now ?? new Date();
  // Now, a day ago twice (one resolved), 21 hours ago (the day before in UTC or not, by the zone), and 40 days ago.
  for (const [hoursAgo, resolved] of [
    [0, false],
    [24, false],
    [24, true],
    [21, false],
    [40 * 24, false],
  ] as const) {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/Tickets/addTicket',
      headers: customer.headers,
      payload: { unitId: unit.json().data.id, title: 'A question', query: 'How long does delivery take?' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const at = new Date(now.getTime() - hoursAgo * HOUR);
    stamps.push(at);
    await sql`UPDATE tickets SET created_at = ${at}, is_resolved = ${resolved} WHERE id = ${made.json().data.id}`.execute(t.database.db);
  }
});
afterAll(() => t.close());

const counts = async (query: string, headers = admin) => {
  const res = await t.app.inject({ url: `/api/Tickets/countPerDay?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { day: string; count: number }[];
};

describe('counting rows per day', () => {
  it('answers every one of the last days, oldest first, today included, a day without rows as 0', async () => {
    for (const timeZone of ['UTC', 'Asia/Tehran', 'America/Los_Angeles']) {
      const days = await counts(`days=30&tz=${encodeURIComponent(timeZone)}`);
      expect(days).toHaveLength(30);
      expect(days.at(-1)?.day).toBe(dayIn(stamps[0] as Date, timeZone));
      expect(days.map((d) => d.day)).toEqual([...days.map((d) => d.day)].sort());
      // The 40-day-old ticket is outside; the others fall on their day in that zone.
      const expected = new Map<string, number>();
      for (const at of stamps.slice(0, 4)) expected.set(dayIn(at, timeZone), (expected.get(dayIn(at, timeZone)) ?? 0) + 1);
      for (const { day, count } of days) expect(count, `${timeZone} ${day}`).toBe(expected.get(day) ?? 0);
    }
  });

  it('keeps to the list’s filters, and answers a single day or a year', async () => {
    const open = await counts('days=7&isResolved=false');
    expect(open.reduce((sum, d) => sum + d.count, 0)).toBe(3);
    expect(await counts('days=1')).toEqual([{ day: dayIn(stamps[0] as Date, 'UTC'), count: expect.any(Number) }]);
    expect((await counts('days=366')).reduce((sum, d) => sum + d.count, 0)).toBe(5);
  });

  it('refuses a number of days out of range and an unknown time zone, in the caller’s language', async () => {
    for (const query of ['days=0', 'days=367', 'days=x', 'tz=Mars%2FOlympus', 'sort=title', 'nothing=1']) {
      const res = await t.app.inject({ url: `/api/Tickets/countPerDay?${query}`, headers: { ...admin, lang: 'fa' } });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.message).not.toMatch(/[A-Za-z]{4}/);
    }
  });

  it('is for whoever may list the entity: others are refused, and only a served entity has it', async () => {
    expect((await t.app.inject({ url: '/api/Tickets/countPerDay' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/Tickets/countPerDay', headers: customer.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/Customers/countPerDay', headers: admin })).statusCode).toBe(200);
    // An entity that does not declare it has no such call (the path reads as a row id there).
    expect((await t.app.inject({ url: '/api/Pages/countPerDay', headers: admin })).statusCode).toBe(400);
  });
});
