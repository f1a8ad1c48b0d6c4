import { sql } from 'kysely';
import { confirmSession, type TestApp } from './test-app.js';

/** A customer registered and signed in through the API: id, password and bearer headers. */
export interface Registered {
  id: number;
  username: string;
  password: string;
  headers: Record<string, string>;
}

let address = 0;

/** Registers a customer through the API, each from an address of its own (registrations are limited per address). */
export async function register(t: TestApp, username: string, extra: Record<string, unknown> = {}): Promise<Registered> {
  const password = `${username}-pass`;
  address += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Authentication/register',
    remoteAddress: `10.61.${Math.floor(address / 250)}.${(address % 250) + 1}`,
    payload: { username, password, confirmPassword: password, ...extra },
  });
  if (res.statusCode !== 201) throw new Error(`registering ${username}: ${res.statusCode} ${res.body}`);
  const { rows } = await sql<{
    id: number;
  }>`SELECT id FROM customers WHERE lower(username) = lower(${username}) AND NOT is_deleted`.execute(t.database.db);
  return { id: rows[0]?.id ?? 0, username, password, headers: { authorization: `Bearer ${res.json().data.access_token}` } };
}

/** The id of a role by its system name. */
export async function roleId(t: TestApp, systemName: string): Promise<number> {
  const { rows } = await sql<{ id: number }>`SELECT id FROM roles WHERE lower(system_name) = ${systemName}`.execute(t.database.db);
  if (!rows[0]) throw new Error(`no role ${systemName}`);
  return rows[0].id;
}

/** The id of the seeded administrator. */
export async function administratorId(t: TestApp): Promise<number> {
  const { rows } = await sql<{ id: number }>`SELECT id FROM customers WHERE username = 'administrator'`.execute(t.database.db);
  return rows[0]?.id ?? 0;
}

/**
 * A customer registered through the API and given the administrators role by the seeded
 * administrator; their registration's session has confirmed the password (power changes are open to it).
 */
export async function registerAdministrator(t: TestApp, username: string): Promise<Registered> {
  const customer = await register(t, username);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Customers/addCustomerRole',
    headers: await t.admin(),
    payload: { customerId: customer.id, roleId: await roleId(t, 'administrators') },
  });
  if (res.statusCode !== 200) throw new Error(`making ${username} an administrator: ${res.statusCode} ${res.body}`);
  await confirmSession(t.app, customer.headers, customer.password);
  return customer;
}
