import { DEFAULT_SETTINGS } from '@store/domain';
import { expect } from 'vitest';
import { type Answer, call, dataOf, type Json } from '../json-api';
import { ADMIN_PASSWORD } from '../server-harness';
import { PASSWORD, type Write } from './ledger';
import type { Target } from './targets';

export async function signIn(base: string, username: string, password: string): Promise<Answer> {
  return call(base, 'POST', '/api/Authentication/signin', { username, password });
}

export async function adminToken(base: string): Promise<string> {
  const answer = await signIn(base, 'administrator', ADMIN_PASSWORD);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return dataOf(answer).access_token as string;
}

async function listAll(base: string, token: string, resource: string, store?: number): Promise<Json[]> {
  const rows: Json[] = [];
  for (let page = 1; ; page++) {
    const answer = await call(base, 'GET', `/api/${resource}?pageSize=100&page=${page}`, undefined, token, store);
    expect(answer.status).toBe(200);
    const data = answer.body.data as Json[];
    rows.push(...data);
    if (rows.length >= (answer.body.total as number) || data.length === 0) return rows;
  }
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
export async function verifyAfterRestart(base: string, ledger: Write[], round: number) {
  const counts = { whole: 0, absent: 0 };
  const token = await adminToken(base);
  foldUpdates(ledger, round);
  // Every installation has a store: started without the demo, the server creates `default` itself.
  const stores = await listAll(base, token, 'Stores');
  checkRows(
    ledger,
    'store',
    stores.filter((store) => store.name !== 'default'),
    counts,
  );
  // Settings are per store: every store's, gathered.
  const settings: Json[] = [];
  for (const store of stores) settings.push(...(await listAll(base, token, 'Settings', store.id as number)));
  // Every start gives the first store the declared defaults it lacks (ensureDefaultSettings): the installation's, not a writer's.
  const defaults = DEFAULT_SETTINGS as Readonly<Record<string, string>>;
  const firstStore = Math.min(...stores.map((store) => store.id as number));
  const installed = (s: Json) => s.storeId === firstStore && defaults[String(s.name)] === s.value;
  checkRows(
    ledger,
    'setting',
    settings.filter((s) => !installed(s)),
    counts,
  );

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
export async function checkDatabase(target: Target, ledger: Write[]) {
  const orphans = await target.query(
    'SELECT c.username FROM customers c WHERE NOT EXISTS (SELECT 1 FROM customer_roles r WHERE r.customer_id = c.id)',
  );
  expect(orphans).toEqual([]);
  const customers = (await target.query('SELECT lower(username) AS username FROM customers ORDER BY 1')).map((r) => r.username);
  const expected = ['administrator', ...ledger.filter((w) => w.kind === 'register' && w.state === 'acked').map((w) => w.key.toLowerCase())];
  expect(customers).toEqual(expected.sort());
}
