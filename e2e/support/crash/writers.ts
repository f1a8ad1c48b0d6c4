import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { type Answer, call, dataOf } from '../json-api';
import type { RunningServer } from '../server-harness';
import { PASSWORD, REGISTRATIONS_PER_ROUND, type RoundFigures, STORE_WRITERS, type Write } from './ledger';
import type { RoleMappingHold } from './targets';

/**
 * One round: several writers against `server` until `killAfterAcks` writes were answered (and,
 * with a hold, a registration is stuck mid-transaction), then SIGKILL while others are in flight.
 */
export async function writeUntilKilled(
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

  const send = async (
    write: Write,
    method: string,
    path: string,
    success: number,
    auth?: string,
    store?: number,
  ): Promise<Answer | null> => {
    ledger.push(write);
    try {
      const answer = await call(server.url, method, path, write.body, auth, store);
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
    } catch (error) {
      // Only the kill may cut a request: one that failed before it is a failure, not "unanswered".
      write.answeredAfterKill = killing;
      if (killing) write.state = 'unanswered';
      else {
        write.state = 'refused';
        write.error = `${method} ${path} failed before the kill: ${(error as Error).message}`;
      }
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
        body: { name, value: `مقدار ${n} / değer ${w}` },
        state: 'pending',
      };
      // Settings are per store: the new store's, named by the request's store header.
      const saved = await send(setting, 'POST', '/api/Settings', 201, token, store.id);
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
