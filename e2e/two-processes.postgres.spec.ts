import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, call, dataOf, errorCode, type Json } from './support/json-api';
import { type RoundRobinProxy, startRoundRobinProxy } from './support/round-robin-proxy';
import { ADMIN_PASSWORD, freshDatabase, postgresServerUrl, queryPostgres, type RunningServer, startServer } from './support/server-harness';

/**
 * Two production server processes on one PostgreSQL database behind a round-robin proxy, as
 * several instances behind a load balancer: every piece of shared state (sessions, the signing
 * secret, sign-in throttling) must live in the database, so whichever process answers, the
 * answer is the same.
 */

const PASSWORD = 'two-procs-Pass-1';
const newUsername = (prefix: string) => `${prefix}${randomBytes(3).toString('hex')}`;

let database: Awaited<ReturnType<typeof freshDatabase>>;
let servers: RunningServer[] = [];
let proxy: RoundRobinProxy;

const sql = (text: string): Promise<Json[]> => queryPostgres(database.url, text);

beforeAll(async () => {
  database = await freshDatabase(postgresServerUrl());
  // Both at once on the empty database: they race to migrate, to create the first administrator
  // and the signing secret, and to seed the demo store.
  const started = performance.now();
  const settled = await Promise.allSettled([0, 1].map(() => startServer({ databaseUrl: database.url, env: { LOG_LEVEL: 'warn' } })));
  servers = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failure = settled.find((s) => s.status === 'rejected');
  if (failure) throw (failure as PromiseRejectedResult).reason;
  console.log(
    `both processes healthy ${Math.round(performance.now() - started)} ms after the start (${servers.map((s) => s.startMs).join(' ms, ')} ms each)`,
  );
  proxy = await startRoundRobinProxy(servers.map((s) => s.url));
});

afterAll(async () => {
  await proxy?.close();
  await Promise.all(servers.map((s) => s.stop()));
  await database?.drop();
});

/** Direct calls to one process, bypassing the proxy. */
const direct = (index: number) => (servers[index] as RunningServer).url;

async function register(base: string, username: string): Promise<Json> {
  const answer = await call(base, 'POST', '/api/Authentication/register', {
    username,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    firstName: 'Ayşe',
    lastName: 'رضایی',
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return dataOf(answer);
}

async function signIn(base: string, username: string, password: string): Promise<Answer> {
  return call(base, 'POST', '/api/Authentication/signin', { username, password });
}

async function adminSignIn(base: string): Promise<Json> {
  const answer = await signIn(base, 'administrator', ADMIN_PASSWORD);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return dataOf(answer);
}

/** A guarded call: 200 while the token's session is open, 401 once it is closed. */
async function guardedStatus(base: string, token: string): Promise<number> {
  return (await call(base, 'GET', '/api/Authentication/getTwoFactorAuthenticationStatus', undefined, token)).status;
}

describe('two server processes on one PostgreSQL database behind a round-robin proxy', () => {
  it('start at once on an empty database: both migrate and start; roles, the administrator, the secret and the demo store are made once', async () => {
    // Had the two migrations raced, a process would have failed to start (beforeAll).
    expect(servers).toHaveLength(2);
    expect(await sql('SELECT lower(username) AS username FROM customers')).toEqual([{ username: 'administrator' }]);
    expect(await sql('SELECT lower(system_name) AS name FROM roles ORDER BY 1')).toEqual([
      { name: 'administrators' },
      { name: 'authenticated' },
    ]);
    expect(await sql('SELECT role_id FROM customer_roles')).toHaveLength(2);
    expect(await sql("SELECT name FROM system_keys WHERE name = 'auth.signing-secret'")).toHaveLength(1);
    expect(await sql('SELECT name FROM stores')).toEqual([{ name: 'melk' }]);
    for (const index of [0, 1]) {
      const health = await call(direct(index), 'GET', '/api/health');
      expect(dataOf(health)).toMatchObject({ status: 'ok', database: 'postgresql' });
    }
  });

  it('carries the API journeys with requests alternating between the processes', async () => {
    const from = proxy.served.length;
    const username = newUsername('journey');

    // Register on one process, sign in on the other.
    const registered = await call(proxy.url, 'POST', '/api/Authentication/register', {
      username,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      firstName: 'Ayşe',
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    const signedIn = await signIn(proxy.url, username, PASSWORD);
    expect(signedIn.status).toBe(200);
    expect(signedIn.backend).not.toBe(registered.backend);
    expect(dataOf(signedIn)).toMatchObject({ username, roles: 'authenticated' });

    // Refresh token rotation: the new token works wherever it lands, the spent one nowhere.
    const first = dataOf(signedIn).refresh_token as string;
    const rotated = await call(proxy.url, 'POST', '/api/Authentication/refresh', { refresh_token: first });
    expect(rotated.status).toBe(200);
    const second = dataOf(rotated).refresh_token as string;
    expect(second).not.toBe(first);
    const spent = await call(proxy.url, 'POST', '/api/Authentication/refresh', { refresh_token: first });
    expect(spent.backend).not.toBe(rotated.backend);
    expect(spent.status).toBe(401);
    expect(errorCode(spent)).toBe('security.error.tokenfailed');
    const again = await call(proxy.url, 'POST', '/api/Authentication/refresh', { refresh_token: second });
    expect(again.status).toBe(200);
    const userToken = dataOf(again).access_token as string;

    // Create, read, update, list and delete a resource as the administrator.
    const admin = (await adminSignIn(proxy.url)).access_token as string;
    const created = await call(proxy.url, 'POST', '/api/Stores', { name: `two-${username}`, companyName: 'Şirket / شرکت' }, admin);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = dataOf(created).id as number;
    const read = await call(proxy.url, 'GET', `/api/Stores/${id}`, undefined, admin);
    expect(read.backend).not.toBe(created.backend);
    expect(dataOf(read)).toMatchObject({ id, name: `two-${username}`, companyName: 'Şirket / شرکت' });
    const setting = await call(proxy.url, 'POST', '/api/Settings', { name: 'store.title.english_en', value: 'Two' }, admin, id);
    expect(setting.status, JSON.stringify(setting.body)).toBe(201);
    const updated = await call(proxy.url, 'PUT', `/api/Stores/${id}`, { companyName: 'Updated' }, admin);
    expect(updated.status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const reread = await call(proxy.url, 'GET', `/api/Stores/${id}`, undefined, admin);
      expect(dataOf(reread)).toMatchObject({ companyName: 'Updated' });
    }
    const listed = await call(proxy.url, 'GET', `/api/Stores?name=two-${username}`, undefined, admin);
    expect(listed.body.total).toBe(1);
    expect((await call(proxy.url, 'DELETE', `/api/Settings/${dataOf(setting).id}`, undefined, admin, id)).status).toBe(200);
    expect((await call(proxy.url, 'DELETE', `/api/Stores/${id}`, undefined, admin)).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await call(proxy.url, 'GET', `/api/Stores/${id}`, undefined, admin)).status).toBe(404);

    // Change the password: the other session (the registration's) is closed on both processes.
    const registrationToken = dataOf(registered).access_token as string;
    const changed = await call(
      proxy.url,
      'POST',
      '/api/Authentication/changePassword',
      { currentPassword: PASSWORD, password: `${PASSWORD}-new`, confirmPassword: `${PASSWORD}-new` },
      userToken,
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    for (const index of [0, 1]) {
      expect(await guardedStatus(direct(index), registrationToken)).toBe(401);
      expect(await guardedStatus(direct(index), userToken)).toBe(200);
    }
    expect((await signIn(proxy.url, username, PASSWORD)).status).toBe(401);
    expect((await signIn(proxy.url, username, PASSWORD)).status).toBe(401);
    expect((await signIn(proxy.url, username, `${PASSWORD}-new`)).status).toBe(200);
    expect((await signIn(proxy.url, username, `${PASSWORD}-new`)).status).toBe(200);

    // Strict turns: every request of this journey went to the other process than the one before.
    const turns = proxy.served.slice(from);
    expect(turns.length).toBeGreaterThan(20);
    expect(turns.every((backend, i) => i === 0 || backend !== turns[i - 1])).toBe(true);
    expect(proxy.counts.every((count) => count > 0)).toBe(true);
    console.log(`requests per backend through the proxy so far: ${proxy.counts.join(' / ')}`);
  });

  it('honours a sign-out of all devices made through one process on the other at once', async () => {
    const username = newUsername('signout');
    const registered = await register(direct(0), username);
    const onA = await signIn(direct(0), username, PASSWORD);
    const onB = await signIn(direct(1), username, PASSWORD);
    const tokens = [registered.access_token, dataOf(onA).access_token, dataOf(onB).access_token] as string[];
    for (const token of tokens) for (const index of [0, 1]) expect(await guardedStatus(direct(index), token)).toBe(200);

    const out = await call(direct(0), 'POST', '/api/Authentication/signout', { allDevices: true }, dataOf(onA).access_token as string);
    expect(out.status).toBe(200);
    // Straight away, on the process that did not take the sign-out.
    for (const token of tokens) expect(await guardedStatus(direct(1), token)).toBe(401);
    const refresh = await call(direct(1), 'POST', '/api/Authentication/refresh', { refresh_token: dataOf(onB).refresh_token });
    expect(refresh.status).toBe(401);
    const check = await call(direct(1), 'GET', '/api/Authentication/CheckAuthenticated', undefined, dataOf(onB).access_token as string);
    expect(dataOf(check)).toMatchObject({ authenticated: false });
    for (const token of tokens) expect(await guardedStatus(direct(0), token)).toBe(401);
  });

  it('counts wrong passwords across both processes: the lockout comes after as many as on one process', async () => {
    /** Wrong passwords until the answer is 429; how many were refused as wrong first, and by whom. */
    const guessUntilLocked = async (base: string, username: string) => {
      const backends = new Set<number>();
      for (let wrong = 0; wrong < 20; wrong++) {
        const answer = await signIn(base, username, `wrong-${wrong}-password`);
        backends.add(answer.backend);
        if (answer.status === 429) {
          expect(errorCode(answer)).toBe('security.error.lockedout');
          return { wrong, backends };
        }
        expect(answer.status).toBe(401);
        expect(errorCode(answer)).toBe('security.error.authfailed');
      }
      throw new Error(`${username} was never locked out`);
    };
    const alone = newUsername('alone');
    const shared = newUsername('shared');
    await register(direct(0), alone);
    await register(direct(0), shared);

    const onOne = await guessUntilLocked(direct(0), alone);
    const acrossBoth = await guessUntilLocked(proxy.url, shared);
    console.log(`lockout after ${onOne.wrong} wrong passwords on one process, ${acrossBoth.wrong} across both`);
    expect(onOne.wrong).toBeGreaterThan(1);
    expect(acrossBoth.backends).toEqual(new Set([0, 1]));
    expect(acrossBoth.wrong).toBe(onOne.wrong);
    // The lock holds on both processes, even for the right password.
    for (const index of [0, 1]) {
      const answer = await signIn(direct(index), shared, PASSWORD);
      expect(answer.status).toBe(429);
      expect(errorCode(answer)).toBe('security.error.lockedout');
    }
  });

  it('accepts on each process the tokens the other signed (the secret is shared through the database)', async () => {
    const fromA = await adminSignIn(direct(0));
    const fromB = await adminSignIn(direct(1));
    expect((await call(direct(1), 'GET', '/api/Stores', undefined, fromA.access_token as string)).status).toBe(200);
    expect((await call(direct(0), 'GET', '/api/Stores', undefined, fromB.access_token as string)).status).toBe(200);
    // A refresh token issued by one process is traded at the other, and its new token goes back.
    const traded = await call(direct(1), 'POST', '/api/Authentication/refresh', { refresh_token: fromA.refresh_token });
    expect(traded.status).toBe(200);
    expect((await call(direct(0), 'GET', '/api/Stores', undefined, dataOf(traded).access_token as string)).status).toBe(200);
    // A token signed with another secret is refused by both: acceptance above is not leniency.
    const [header, payload] = (fromA.access_token as string).split('.');
    const forged = `${header}.${payload}.${randomBytes(32).toString('base64url')}`;
    for (const index of [0, 1]) expect((await call(direct(index), 'GET', '/api/Stores', undefined, forged)).status).toBe(401);
  });

  it('honours on each process the device cookie the other set (one key, made once, shared through the database)', async () => {
    expect(await sql("SELECT name FROM system_keys WHERE name = 'auth.device-cookie-key'")).toHaveLength(1);
    const username = newUsername('device');
    await register(direct(0), username);
    const signInWith = (base: string, password: string, cookie?: string) =>
      fetch(`${base}/api/Authentication/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ username, password }),
      });
    const known = await signInWith(direct(0), PASSWORD);
    expect(known.status).toBe(200);
    const cookie = known.headers.get('set-cookie')?.split(';')[0];
    expect(cookie).toMatch(/^device-/);
    // Strangers lock the account through both processes; the known device gets in on the other one.
    for (let i = 0; i < 5; i++) expect((await signInWith(proxy.url, `stranger-${i}-password`)).status).toBe(401);
    for (const index of [0, 1]) expect((await signInWith(direct(index), PASSWORD)).status).toBe(429);
    expect((await signInWith(direct(1), PASSWORD, cookie)).status).toBe(200);
  });
});
