import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../../test/customers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { up } from './0012-end-switched-off-sessions.js';

/**
 * A store upgrading to issue 9 may hold customers switched off (or deleted) by the code before it,
 * whose sessions were only refused while they were off. The migration ends them, so switching such
 * a customer on again revives none (found by issue 9's second review).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers: { lang: 'en', ...headers }, ...(payload ? { payload } : {}) });

describe('migration 0012', () => {
  it('ends the sessions that customers switched off or deleted before the upgrade still held', async () => {
    const off = await register(t, 'legacy.switched');
    const gone = await register(t, 'legacy.deleted');
    const kept = await register(t, 'legacy.kept');
    const signin = await call('POST', '/api/Authentication/signin', {}, { username: off.username, password: off.password });
    const refreshToken = signin.json().data.refresh_token as string;
    // The state the code before issue 9 left: switched off or deleted, sessions still open.
    await sql`UPDATE customers SET is_active = false WHERE id = ${off.id}`.execute(t.database.db);
    await sql`UPDATE customers SET is_deleted = true WHERE id = ${gone.id}`.execute(t.database.db);

    await up(t.database.db);

    await sql`UPDATE customers SET is_active = true WHERE id = ${off.id}`.execute(t.database.db);
    expect((await call('GET', '/api/Authentication/getAccountSecurity', off.headers)).statusCode).toBe(401);
    expect((await call('POST', '/api/Authentication/refresh', {}, { refresh_token: refreshToken })).statusCode).toBe(401);
    const open = await sql<{ customerId: number }>`
      SELECT DISTINCT customer_id FROM sessions WHERE revoked_at IS NULL AND customer_id IN (${off.id}, ${gone.id}, ${kept.id})
    `.execute(t.database.db);
    // An active customer keeps theirs.
    expect(open.rows.map((r) => r.customerId)).toEqual([kept.id]);
    expect((await call('GET', '/api/Authentication/getAccountSecurity', kept.headers)).statusCode).toBe(200);
  });
});
