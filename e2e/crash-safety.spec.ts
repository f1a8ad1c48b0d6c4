import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { type Answer, call, dataOf, type Json } from './support/json-api';
import { ADMIN_PASSWORD, freshDatabase, postgresServerUrl, queryPostgres, type RunningServer, startServer } from './support/server-harness';

/**
 * The production server killed with SIGKILL in the middle of a stream of writes, then started
 * again on the same data: every answered write is there with exactly the values sent, nothing is
 * half-written (an unanswered write is wholly there or wholly absent), and the server works.
 * Run on the embedded database (where the database engine dies with the process) and on
 * PostgreSQL (where the process's connections die mid-transaction), killing at three points.
 */

async function signIn(base: string, username: string, password: string): Promise<Answer> {
  return call(base, 'POST', '/api/Authentication/signin', { username, password });
}

async function adminToken(base: string): Promise<string> {
  const answer = await signIn(base, 'administrator', ADMIN_PASSWORD);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return dataOf(answer).access_token as string;
}

async function listAll(base: string, token: string, resource: string): Promise<Json[]> {
  const rows: Json[] = [];
  for (let page = 1; ; page++) {
    const answer = await call(base, 'GET', `/api/${resource}?pageSize=100&page=${page}`, undefined, token);
    expect(answer.status).toBe(200);
    const data = answer.body.data as Json[];
    rows.push(...data);
    if (rows.length >= (answer.body.total as number) || data.length === 0) return rows;
  }
}

/**
 * What the test sent and what became of it. `pending` while the request is out; then `acked`
 * (answered with success: must be kept), `unanswered` (cut by the kill) or `refused` (an
 * unexpected error answer: fails the test). At the next start an unanswered write is found whole
 * (then kept like `acked`) or `absent` (and must stay so).
 */
interface Write {
  kind: 'store' | 'setting' | 'update' | 'register';
  round: number;
  key: string;
  body: Json;
  state: 'pending' | 'acked' | 'unanswered' | 'refused' | 'absent';
  id?: number;
  answeredAfterKill?: boolean;
  /** A store's phone numbers that an unanswered update may have left (the counter store). */
  phoneAlternatives?: string[];
  /** What registration answered: its access token. */
  token?: string;
  error?: string;
}

interface RoundFigures {
  database: string;
  round: number;
  killAfterAcks: number;
  ackedBeforeKill: number;
  inFlightAtKill: number;
  registrationInFlightAtKill: boolean;
  answeredAfterKill: number;
  unanswered: number;
  unansweredFoundWhole: number;
  unansweredFoundAbsent: number;
  exitAfterKillMs: number;
  restartMs: number;
}

/** The PostgreSQL-only lever: holds registrations between their customer and role-mapping inserts. */
interface RoleMappingHold {
  /** A registration is waiting, its customer row written and uncommitted. */
  registrationWaiting: () => Promise<boolean>;
  /** Lets go, and waits until the killed process's connections are gone from the server. */
  release: () => Promise<void>;
}

interface Target {
  name: string;
  serverOptions: { dataDir: string; databaseUrl: null } | { databaseUrl: string };
  /** Runs SQL on the database; for the embedded one only while no server has it open. */
  query: (text: string) => Promise<Json[]>;
  hold?: () => Promise<RoleMappingHold>;
  dispose: () => Promise<void>;
}

function embeddedTarget(): Target {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-crash-'));
  return {
    name: 'embedded',
    serverOptions: { dataDir, databaseUrl: null },
    query: async (text) => {
      const db = await PGlite.create(join(dataDir, 'pglite'));
      try {
        return (await db.query<Json>(text)).rows;
      } finally {
        await db.close();
      }
    },
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgresTarget(): Promise<Target> {
  const database = await freshDatabase(postgresServerUrl());
  const query = (text: string) => queryPostgres(database.url, text);
  return {
    name: 'postgresql',
    serverOptions: { databaseUrl: database.url },
    query,
    hold: async () => {
      const holder = new pg.Client({ connectionString: database.url });
      await holder.connect();
      // SHARE blocks inserts into the table but not reads: sign-ins and access checks go on.
      await holder.query('BEGIN; LOCK TABLE customer_roles IN SHARE MODE');
      return {
        registrationWaiting: async () => {
          const rows = await query(
            "SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE 'insert into customer_roles%'",
          );
          return rows.length > 0;
        },
        release: async () => {
          await holder.query('ROLLBACK');
          await holder.end();
          // The cut transaction ends (rolled back: no COMMIT will ever come) once its insert gets the lock.
          const deadline = Date.now() + 10_000;
          while (
            (await query('SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()')).length > 0
          ) {
            if (Date.now() > deadline) throw new Error('the killed process’s connections did not end');
            await new Promise((r) => setTimeout(r, 20));
          }
        },
      };
    },
    dispose: database.drop,
  };
}

const REGISTRATIONS_PER_ROUND = 3; // 3 rounds × 3 stays within 10 registrations per address per hour
const STORE_WRITERS = 3;
/** Kill points: writes answered in the round; the last round also waits for an answered registration. */
const KILL_AFTER_ACKS = [4, 30, 90];
const PASSWORD = 'crash-Pass-1';

/**
 * One round: several writers against `server` until `killAfterAcks` writes were answered (and,
 * with a hold, a registration is stuck mid-transaction), then SIGKILL while others are in flight.
 */
async function writeUntilKilled(
  server: RunningServer,
  token: string,
  round: number,
  killAfterAcks: number,
  ledger: Write[],
  hold: RoleMappingHold | undefined,
  waitForRegistration: boolean,
): Promise<Pick<RoundFigures, 'ackedBeforeKill' | 'inFlightAtKill' | 'registrationInFlightAtKill' | 'exitAfterKillMs'>> {
  const tag = randomBytes(2).toString('hex');
  let acked = 0;
  let killing = false;
  let holdReady = hold === undefined;
  let figures: Pick<RoundFigures, 'ackedBeforeKill' | 'inFlightAtKill' | 'registrationInFlightAtKill'> | undefined;
  let killed: Promise<number> | undefined;

  const maybeKill = (force = false) => {
    if (killing) return;
    const registered = ledger.some((w) => w.kind === 'register' && w.round === round && w.state === 'acked');
    if (!force && (acked < killAfterAcks || !holdReady || (waitForRegistration && !registered))) return;
    killing = true;
    const pending = ledger.filter((w) => w.state === 'pending');
    figures = {
      ackedBeforeKill: acked,
      inFlightAtKill: pending.length,
      registrationInFlightAtKill: pending.some((w) => w.kind === 'register'),
    };
    const at = performance.now();
    killed = server.kill().then(() => Math.round(performance.now() - at));
  };

  const send = async (write: Write, method: string, path: string, success: number, auth?: string): Promise<Answer | null> => {
    ledger.push(write);
    try {
      const answer = await call(server.url, method, path, write.body, auth);
      write.answeredAfterKill = killing;
      if (answer.status !== success) {
        write.state = 'refused';
        write.error = `${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`;
        return null;
      }
      write.state = 'acked';
      acked++;
      maybeKill();
      return answer;
    } catch {
      write.state = 'unanswered';
      return null;
    }
  };

  // A store created (and answered) before the stream, then updated again and again by one writer.
  const counterBody = { name: `counter-r${round}-${tag}`, companyPhoneNumber: 'initial' };
  const counter: Write = { kind: 'store', round, key: counterBody.name, body: counterBody, state: 'pending' };
  const created = await send(counter, 'POST', '/api/Stores', 201, token);
  expect(created, counter.error).not.toBeNull();
  counter.id = dataOf(created as Answer).id as number;
  acked = 0;

  const storeWriter = async (w: number) => {
    for (let n = 0; !killing; n++) {
      const key = `store-r${round}-w${w}-${n}-${tag}`;
      const body = {
        name: key,
        url: `https://r${round}w${w}n${n}.example.com/shop`,
        sslEnabled: n % 2 === 0,
        hosts: `r${round}w${w}.example.com,127.0.0.1`,
        companyName: `شرکت ${n} — Şirket ${w}`,
        companyAddress: `تهران، خیابان ${n}\nİstanbul, Sokak ${round}`,
        companyPhoneNumber: `+98 21 ${round}${w}${n}`,
      };
      const store: Write = { kind: 'store', round, key, body, state: 'pending' };
      const answer = await send(store, 'POST', '/api/Stores', 201, token);
      if (!answer) return;
      store.id = dataOf(answer).id as number;
      if (killing) return;
      const name = `setting.r${round}.w${w}.${n}.${tag}`;
      const setting: Write = {
        kind: 'setting',
        round,
        key: name,
        body: { name, value: `مقدار ${n} / değer ${w}`, storeId: store.id },
        state: 'pending',
      };
      const saved = await send(setting, 'POST', '/api/Settings', 201, token);
      if (!saved) return;
      setting.id = dataOf(saved).id as number;
    }
  };

  const counterWriter = async () => {
    for (let n = 1; !killing; n++) {
      const update: Write = { kind: 'update', round, key: counter.key, body: { companyPhoneNumber: `update ${n}` }, state: 'pending' };
      const answer = await send(update, 'PUT', `/api/Stores/${counter.id}`, 200, token);
      if (!answer) return;
    }
  };

  const registrationWriter = async () => {
    for (let n = 0; n < REGISTRATIONS_PER_ROUND && !killing; n++) {
      const username = `crash${round}n${n}x${tag}`;
      const body = {
        username,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        email: `${username}@example.com`,
        firstName: 'Zeynep',
        lastName: 'Yılmaz',
      };
      const registration: Write = { kind: 'register', round, key: username, body, state: 'pending' };
      const answer = await send(registration, 'POST', '/api/Authentication/register', 201);
      if (!answer) return;
      registration.token = dataOf(answer).access_token as string;
    }
  };

  let polling = hold !== undefined;
  const holdPoller = async () => {
    while (polling && !holdReady) {
      if (await hold?.registrationWaiting()) {
        holdReady = true;
        maybeKill();
      } else await new Promise((r) => setTimeout(r, 10));
    }
  };
  // A kill point never reached must not keep the writers going for ever: kill anyway (the checks
  // then fail: no held registration, or none answered).
  const guard = setTimeout(() => {
    polling = false;
    maybeKill(true);
  }, 20_000);

  await Promise.all([
    ...Array.from({ length: STORE_WRITERS }, (_, w) => storeWriter(w)),
    counterWriter(),
    registrationWriter(),
    holdPoller(),
  ]);
  polling = false;
  clearTimeout(guard);
  expect(killing, 'the stream ended before the kill point').toBe(true);
  const exitAfterKillMs = await (killed as Promise<number>);
  expect(ledger.filter((w) => w.state === 'refused').map((w) => w.error)).toEqual([]);
  return { ...(figures as NonNullable<typeof figures>), exitAfterKillMs };
}

/** Answered updates move the counter store's expected phone; an unanswered one may or may not have landed. */
function foldUpdates(ledger: Write[], round: number) {
  for (const update of ledger.filter((w) => w.kind === 'update' && w.round === round)) {
    const store = ledger.find((w) => w.kind === 'store' && w.key === update.key) as Write;
    const phone = update.body.companyPhoneNumber as string;
    if (update.state === 'acked') {
      store.body = { ...store.body, companyPhoneNumber: phone };
      store.phoneAlternatives = [];
    } else if (update.state === 'unanswered') store.phoneAlternatives = [...(store.phoneAlternatives ?? []), phone];
    update.state = update.state === 'unanswered' ? 'absent' : update.state;
  }
}

/** Compares the rows of a resource with the ledger; decides unanswered writes (whole or absent). */
function checkRows(ledger: Write[], kind: 'store' | 'setting', rows: Json[], counts: { whole: number; absent: number }) {
  const byName = new Map(rows.map((row) => [row.name as string, row]));
  expect(byName.size, `${kind}: a name appears twice`).toBe(rows.length);
  const known = new Set<string>();
  for (const write of ledger.filter((w) => w.kind === kind)) {
    const row = byName.get(write.key);
    if (write.state === 'acked') {
      expect(
        row,
        `${kind} ${write.key} was answered ${write.answeredAfterKill ? 'during the kill' : 'before the kill'} but is gone`,
      ).toBeDefined();
      expect(row?.id).toBe(write.id);
    } else if (write.state === 'unanswered') {
      if (row) {
        write.state = 'acked';
        write.id = row.id as number;
        counts.whole++;
      } else {
        write.state = 'absent';
        counts.absent++;
      }
    } else {
      expect(row, `${kind} ${write.key} was absent after an earlier restart and is back`).toBeUndefined();
      continue;
    }
    if (!row) continue;
    known.add(write.key);
    const alternatives = write.phoneAlternatives ?? [];
    if (alternatives.length > 0) {
      const { companyPhoneNumber, ...rest } = write.body;
      expect([companyPhoneNumber, ...alternatives]).toContain(row.companyPhoneNumber);
      expect(row).toMatchObject(rest);
      write.body = { ...write.body, companyPhoneNumber: row.companyPhoneNumber };
      write.phoneAlternatives = [];
    } else expect(row, `${kind} ${write.key}`).toMatchObject(write.body);
  }
  expect(
    rows.map((r) => r.name).filter((name) => !known.has(name as string)),
    `${kind} rows nobody wrote`,
  ).toEqual([]);
}

/** After a restart: everything answered is there as sent; unanswered writes are decided whole or absent. */
async function verifyAfterRestart(base: string, ledger: Write[], round: number) {
  const counts = { whole: 0, absent: 0 };
  const token = await adminToken(base);
  foldUpdates(ledger, round);
  checkRows(ledger, 'store', await listAll(base, token, 'Stores'), counts);
  checkRows(ledger, 'setting', await listAll(base, token, 'Settings'), counts);

  for (const registration of ledger.filter((w) => w.kind === 'register' && (w.state === 'acked' || w.state === 'unanswered'))) {
    const answer = await signIn(base, registration.key, PASSWORD);
    if (registration.state === 'unanswered') {
      if (answer.status === 401) {
        expect(answer.body.error).toMatchObject({ code: 'security.error.authfailed' });
        registration.state = 'absent';
        counts.absent++;
        continue;
      }
      registration.state = 'acked';
      counts.whole++;
    }
    expect(answer.status, `${registration.key}: ${JSON.stringify(answer.body)}`).toBe(200);
    // A customer without the role mapping written in the same transaction would sign in with no roles.
    expect(dataOf(answer)).toMatchObject({ username: registration.key, roles: 'authenticated', firstname: 'Zeynep', lastname: 'Yılmaz' });
    if (registration.token) {
      // The session opened by the answered registration was kept too.
      const check = await call(base, 'GET', '/api/Authentication/CheckAuthenticated', undefined, registration.token);
      expect(dataOf(check)).toMatchObject({ authenticated: true, username: registration.key });
    }
  }
  return counts;
}

/** Straight from the database, once stopped: no customer without a role, and exactly the customers registered. */
async function checkDatabase(target: Target, ledger: Write[]) {
  const orphans = await target.query(
    'SELECT c.username FROM customers c WHERE NOT EXISTS (SELECT 1 FROM customer_roles r WHERE r.customer_id = c.id)',
  );
  expect(orphans).toEqual([]);
  const customers = (await target.query('SELECT lower(username) AS username FROM customers ORDER BY 1')).map((r) => r.username);
  const expected = ['administrator', ...ledger.filter((w) => w.kind === 'register' && w.state === 'acked').map((w) => w.key.toLowerCase())];
  expect(customers).toEqual(expected.sort());
}

async function crashAndRestart(target: Target) {
  const ledger: Write[] = [];
  const figures: RoundFigures[] = [];
  const env = { SEED_DEMO: 'false' };
  let server = await startServer({ ...target.serverOptions, env });
  try {
    for (const [index, killAfterAcks] of KILL_AFTER_ACKS.entries()) {
      const round = index + 1;
      const token = await adminToken(server.url);
      // On PostgreSQL the middle round kills a registration that is inside its transaction.
      const hold = round === 2 && target.hold ? await target.hold() : undefined;
      const last = round === KILL_AFTER_ACKS.length;
      const cut = await writeUntilKilled(server, token, round, killAfterAcks, ledger, hold, last);
      if (last) {
        const answered = ledger.filter((w) => w.kind === 'register' && w.round === round && w.state === 'acked');
        expect(answered.length, 'a registration answered before the last kill').toBeGreaterThan(0);
      }
      const held = hold ? ledger.filter((w) => w.kind === 'register' && w.round === round && w.state === 'unanswered') : [];
      await hold?.release();

      server = await startServer({ ...target.serverOptions, env });
      const roundWrites = ledger.filter((w) => w.round === round);
      const counts = await verifyAfterRestart(server.url, ledger, round);
      if (hold) {
        expect(held.length, 'a registration was held mid-transaction').toBe(1);
        expect(held[0]?.state, 'the held registration left its customer row behind').toBe('absent');
      }
      figures.push({
        database: target.name,
        round,
        killAfterAcks,
        ...cut,
        answeredAfterKill: roundWrites.filter((w) => w.answeredAfterKill && w.state !== 'refused').length,
        unanswered: counts.whole + counts.absent,
        unansweredFoundWhole: counts.whole,
        unansweredFoundAbsent: counts.absent,
        restartMs: server.startMs,
      });
    }

    // The restarted server takes new writes as usual.
    const token = await adminToken(server.url);
    const after = await call(server.url, 'POST', '/api/Stores', { name: 'after-the-crashes' }, token);
    expect(after.status).toBe(201);
    const read = await call(server.url, 'GET', `/api/Stores/${dataOf(after).id}`, undefined, token);
    expect(dataOf(read)).toMatchObject({ name: 'after-the-crashes' });
  } finally {
    await server.stop();
  }
  await checkDatabase(target, ledger);
  console.table(figures);
  const acked = ledger.filter((w) => w.state === 'acked');
  console.log(
    `${target.name}: ${acked.length} writes kept (${acked.filter((w) => w.kind === 'register').length} registrations), ` +
      `${ledger.filter((w) => w.state === 'absent').length} unanswered writes absent`,
  );
  return figures;
}

describe('a server killed with SIGKILL in the middle of a stream of writes, started again on the same data', () => {
  it('on the embedded database: answered writes are kept as sent, nothing half-written, the server works again', async () => {
    const target = embeddedTarget();
    try {
      const figures = await crashAndRestart(target);
      expect(figures.every((f) => f.inFlightAtKill > 0)).toBe(true);
    } finally {
      await target.dispose();
    }
  });

  it('on PostgreSQL: the same, and a registration cut between its two inserts leaves nothing', async () => {
    const target = await postgresTarget();
    try {
      const figures = await crashAndRestart(target);
      expect(figures.every((f) => f.inFlightAtKill > 0)).toBe(true);
    } finally {
      await target.dispose();
    }
  });
});
