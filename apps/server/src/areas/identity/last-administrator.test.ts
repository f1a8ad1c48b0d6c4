import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { administratorId, type Registered, register, registerAdministrator, roleId } from '../../../test/customers.js';
import { confirmSession, createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../../../test/test-app.js';

/**
 * The store keeps an active administrator (issue 9 item 4): taking the administrators role from
 * the last active one — by deleteCustomerRole, a customer's roles, switching them off, deleting
 * them, or a change to the role itself — is refused with its own code and changes nothing, also
 * when two administrators remove each other at the same moment (every path locks the
 * administrators role first; the PostgreSQL run is the proof: the embedded database runs one
 * transaction at a time).
 */
let t: TestApp;
let admin: Registered;
let adminRole: number;
let authenticatedRole: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = { id: await administratorId(t), username: 'administrator', password: TEST_ADMIN_PASSWORD, headers: await t.admin() };
  signedIn.set(admin.id, admin);
  adminRole = await roleId(t, 'administrators');
  authenticatedRole = await roleId(t, 'authenticated');
});
afterAll(() => t.close());

const call = (who: Registered, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'en') =>
  t.app.inject({ method, url, headers: { ...who.headers, lang }, ...(payload ? { payload } : {}) });

/** Every way of taking the administrators role from `target`, as `by` would send it. */
const removals = (target: number) =>
  [
    ['deleteCustomerRole', 'DELETE', `/api/Customers/deleteCustomerRole?customerId=${target}&roleId=${adminRole}`, undefined],
    ['roles without it', 'PUT', `/api/Customers/${target}`, { roleIds: [authenticatedRole] }],
    ['switched off', 'PUT', `/api/Customers/${target}`, { isActive: false }],
    ['deleted', 'DELETE', `/api/Customers/${target}`, undefined],
  ] as const;

/** Active, non-deleted holders of the active administrators role. */
async function administrators(): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    SELECT c.id FROM customers c JOIN customer_roles cr ON cr.customer_id = c.id
    JOIN roles r ON r.id = cr.role_id AND r.active AND r.system_name = 'administrators'
    WHERE c.is_active AND NOT c.is_deleted ORDER BY c.id`.execute(t.database.db);
  return rows.map((r) => r.id);
}

/** Everyone whose headers a test may need to renew: switching a customer off or deleting them ends their sessions. */
const signedIn = new Map<number, Registered>();

/**
 * Makes a customer an administrator again after a test took it away (active, not deleted, holding
 * the role), signed in afresh: being switched off or deleted ended their sessions for good. The new
 * session confirms the password, as the web asks before a power change.
 */
async function reinstate(id: number): Promise<void> {
  await sql`UPDATE customers SET is_active = true, is_deleted = false WHERE id = ${id}`.execute(t.database.db);
  await sql`INSERT INTO customer_roles (customer_id, role_id) VALUES (${id}, ${adminRole}) ON CONFLICT DO NOTHING`.execute(t.database.db);
  const who = signedIn.get(id);
  // In place: the seeded administrator's headers are also the test app's (`t.admin()`).
  if (!who) return;
  who.headers.authorization = `Bearer ${await t.signIn(who.username, who.password)}`;
  await confirmSession(t.app, who.headers, who.password);
}

describe('the last administrator', () => {
  it('cannot lose the role by any path: refused with its own code, in the caller’s language, changing nothing', async () => {
    expect(await administrators()).toEqual([admin.id]);
    const messages = new Set<string>();
    for (const [path, method, url, payload] of removals(admin.id)) {
      for (const lang of ['en', 'fa', 'tr']) {
        const res = await call(admin, method, url, payload, lang);
        expect(res.statusCode, `${path} (${lang}): ${res.body}`).toBe(409);
        expect(res.json().error.code).toBe('customer.error.lastadministrator');
        messages.add(res.json().error.message);
      }
      expect(await administrators(), path).toEqual([admin.id]);
      const row = (await call(admin, 'GET', `/api/Customers/${admin.id}`)).json().data;
      expect(row, path).toMatchObject({ isActive: true, roleIds: [adminRole, authenticatedRole] });
    }
    expect([...messages].sort()).toEqual(
      [
        'This would leave the store without an active administrator: give another active user the administrators role first.',
        'با این کار فروشگاه بدون مدیر فعال می‌ماند: ابتدا نقش مدیران را به کاربر فعال دیگری بدهید.',
        'Bu işlem mağazayı etkin bir yöneticisiz bırakır: önce yöneticiler rolünü etkin başka bir kullanıcıya verin.',
      ].sort(),
    );
  });

  it('cannot lose it through the role either: the administrators role stays on and cannot be deleted', async () => {
    for (const [method, payload] of [
      ['PUT', { active: false }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(admin, method, `/api/Roles/${adminRole}`, payload);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('role.error.systemrole');
    }
    expect(await administrators()).toEqual([admin.id]);
  });

  it('may be given up once another active administrator exists; an inactive or deleted one does not count', async () => {
    const other = await registerAdministrator(t, 'second.admin');
    signedIn.set(other.id, other);
    for (const [path, method, url, payload] of removals(admin.id)) {
      for (const gone of ['switched off', 'deleted'] as const) {
        await sql`UPDATE customers SET is_active = ${gone !== 'switched off'}, is_deleted = ${gone === 'deleted'} WHERE id = ${other.id}`.execute(
          t.database.db,
        );
        const refused = await call(admin, method, url, payload);
        expect(refused.statusCode, `${path} while the other is ${gone}`).toBe(409);
        await reinstate(other.id);
      }
      const allowed = await call(admin, method, url, payload);
      expect(allowed.statusCode, `${path}: ${allowed.body}`).toBe(200);
      expect(await administrators(), path).toEqual([other.id]);
      // Now the other is the last one: the same path is refused for them.
      const [, lastMethod, lastUrl, lastPayload] = removals(other.id).find(([p]) => p === path) ?? [];
      const last = await call(other, lastMethod ?? 'GET', lastUrl ?? '', lastPayload);
      expect(last.statusCode, `${path} of the last one`).toBe(409);
      await reinstate(admin.id);
    }
    expect(await administrators()).toEqual([admin.id, other.id]);
    // Giving the role to a user is never refused by the rule.
    const user = await register(t, 'plain.user');
    const give = await call(admin, 'PUT', `/api/Customers/${user.id}`, { roleIds: [authenticatedRole, adminRole] });
    expect(give.statusCode).toBe(200);
    expect(await administrators()).toEqual([admin.id, other.id, user.id].sort((a, b) => a - b));
    await sql`DELETE FROM customer_roles WHERE customer_id = ${user.id} AND role_id = ${adminRole}`.execute(t.database.db);
    await sql`DELETE FROM customer_roles WHERE customer_id = ${other.id} AND role_id = ${adminRole}`.execute(t.database.db);
  });

  it('stays when two administrators remove each other at the same moment: exactly one succeeds, by every path', async () => {
    const other = await registerAdministrator(t, 'racing.admin');
    signedIn.set(other.id, other);
    for (const [path, method] of removals(0).map(([p, m]) => [p, m] as const)) {
      for (let round = 0; round < 3; round++) {
        expect(await administrators(), `${path} round ${round}`).toEqual([admin.id, other.id]);
        const [aOnB, bOnA] = [removals(other.id), removals(admin.id)].map((list) => list.find(([p]) => p === path));
        const answers = await Promise.all([
          call(admin, method, aOnB?.[2] ?? '', aOnB?.[3]),
          call(other, method, bOnA?.[2] ?? '', bOnA?.[3]),
        ]);
        // Exactly one wins. The other is refused by the rule (409) — or, when it reached the server
        // after the winner had already taken its role or account away, as someone who is no longer
        // an administrator (403) or no longer signed in (401).
        const statuses = answers.map((a) => a.statusCode).sort((a, b) => a - b);
        expect(statuses[0], `${path}: ${answers.map((a) => a.body).join(' | ')}`).toBe(200);
        expect([401, 403, 409]).toContain(statuses[1]);
        const refused = answers.find((a) => a.statusCode === 409);
        if (refused) expect(refused.json().error.code).toBe('customer.error.lastadministrator');
        expect((await administrators()).length, path).toBe(1);
        for (const id of [admin.id, other.id]) await reinstate(id);
      }
    }
  });
});
