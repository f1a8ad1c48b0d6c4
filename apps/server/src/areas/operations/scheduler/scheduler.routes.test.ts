import { SCHEDULE_RUNS_KEPT } from '@store/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { administratorId } from '../../../../test/customers.js';
import { appOnSameDatabase, createTestApp, type TestApp } from '../../../../test/test-app.js';
import type { BuildOptions } from '../../../app.js';
import type { App } from '../../../context.js';
import { DEFAULT_SCHEDULE_TASKS, ensureDefaultScheduleTasks } from '../../../db/seed/default-schedule-tasks.js';
import { DEFAULT_RETRY_BASE_SECONDS, DEFAULT_RETRY_MAX_SECONDS } from './scheduler.js';
import { TaskTypes } from './task-types.js';

/**
 * The scheduler (issue 14 item 5) on a real database: two processes sharing it (two apps on one
 * database, each with its own scheduler) never run a due task twice; a failure is recorded, backs
 * off and with stop-on-error turns the task off; a claim whose process died runs out; the built-in
 * cleanups delete what has expired and keep the rest; the app starts and stops its scheduler.
 */
let t: TestApp;
const others: App[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const app of others) await app.close();
  await t.close();
});

/** Another server process on the same database: an app of its own (its own scheduler, its own process name). */
async function otherProcess(options: Pick<BuildOptions, 'scheduler'> = {}): Promise<App> {
  const app = await appOnSameDatabase(t, options);
  others.push(app);
  return app;
}

/** Creates a task of a built-in type through the API and runs it now: answers the run's outcome. */
async function runBuiltIn(type: string): Promise<string> {
  const headers = await t.admin();
  const task = (
    await t.app.inject({ method: 'POST', url: '/api/ScheduleTasks', headers, payload: { name: type, type, seconds: 3600 } })
  ).json().data;
  const run = await t.app.inject({ method: 'POST', url: `/api/ScheduleTasks/${task.id}/runNow`, headers });
  // The administrator's own session, in use here, is still open.
  expect((await t.app.inject({ url: `/api/ScheduleTasks/${task.id}`, headers })).statusCode).toBe(200);
  return run.json().data.outcome;
}

async function insertTask(type: string, values: { seconds?: number; stopOnError?: boolean } = {}): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    INSERT INTO schedule_tasks (name, type, seconds, stop_on_error)
    VALUES (${`${type} task`}, ${type}, ${values.seconds ?? 3600}, ${values.stopOnError ?? false}) RETURNING id
  `.execute(t.database.db);
  return rows[0]?.id ?? 0;
}

interface TaskState {
  enabled: boolean;
  failures: number;
  lastSuccessUtc: Date | null;
  /** Seconds from the last run's end to the retry. */
  retryIn: number | null;
  claimedBy: string | null;
}

async function stateOf(id: number): Promise<TaskState> {
  const { rows } = await sql<TaskState>`
    SELECT enabled, failures, last_success_utc, claimed_by,
      round(extract(epoch FROM retry_at - (SELECT max(finished_at) FROM schedule_task_runs WHERE schedule_task_id = t.id)))::int AS retry_in
    FROM schedule_tasks t WHERE id = ${id}
  `.execute(t.database.db);
  if (!rows[0]) throw new Error(`no task ${id}`);
  return rows[0];
}

interface RunRow {
  outcome: string;
  error: string | null;
  attempt: number;
  trigger: string;
  process: string;
}

async function runsOf(id: number): Promise<RunRow[]> {
  const { rows } = await sql<RunRow>`
    SELECT outcome, error, attempt, trigger, process FROM schedule_task_runs WHERE schedule_task_id = ${id} ORDER BY id
  `.execute(t.database.db);
  return rows;
}

/** As if the retry's time had come. */
const retryNow = (id: number) =>
  sql`UPDATE schedule_tasks SET retry_at = now() - interval '1 second' WHERE id = ${id}`.execute(t.database.db);

describe('two processes sharing one database', () => {
  it('run each due task exactly once when they look at the same moment', async () => {
    const ran: string[] = [];
    const counting = (name: string) => async () => {
      // Long enough that both processes' looks overlap.
      await new Promise((resolve) => setTimeout(resolve, 15));
      ran.push(name);
    };
    const a = t.app;
    const b = await otherProcess({ scheduler: { processName: 'process-b' } });
    a.scheduler.types.register('test.count.a', counting('a'));
    b.scheduler.types.register('test.count.a', counting('b'));
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push(await insertTask('test.count.a'));
    const [fromA, fromB] = await Promise.all([a.scheduler.tick(), b.scheduler.tick()]);
    const claimed = [...fromA, ...fromB].map((run) => run.taskId).sort((x, y) => x - y);
    // Every task once, none twice; a look runs at most ten, so both processes took part.
    expect(claimed).toEqual([...ids].sort((x, y) => x - y));
    expect(ran).toHaveLength(12);
    expect(fromA.length).toBeGreaterThan(0);
    expect(fromB.length).toBeGreaterThan(0);
    for (const id of ids) {
      expect(await runsOf(id)).toHaveLength(1);
      expect((await stateOf(id)).claimedBy).toBeNull();
    }
    // Done: not due again for `seconds`, by either process.
    expect(await Promise.all([a.scheduler.tick(), b.scheduler.tick()])).toEqual([[], []]);
  });

  it('leave a task one process has claimed to it: the other does not run it', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let runs = 0;
    const b = others[0] as App;
    const work = async () => {
      runs += 1;
      await held;
    };
    t.app.scheduler.types.register('test.held', work);
    b.scheduler.types.register('test.held', work);
    const id = await insertTask('test.held');
    const first = t.app.scheduler.tick();
    await expect.poll(() => runs).toBe(1);
    expect((await b.scheduler.tick()).map((run) => run.taskId)).not.toContain(id);
    await expect(b.scheduler.runNow(id)).rejects.toMatchObject({ code: 'scheduletask.error.running', status: 409 });
    release();
    expect((await first).map((run) => run.taskId)).toContain(id);
    expect(runs).toBe(1);
  });

  it('take a task again when the process that claimed it died (its lease ran out); the abandoned run is marked failed', async () => {
    let runs = 0;
    t.app.scheduler.types.register('test.resumed', async () => {
      runs += 1;
    });
    const id = await insertTask('test.resumed');
    await sql`
      WITH claim AS (
        UPDATE schedule_tasks SET claimed_by = 'dead-token', claimed_until = now() + interval '1 minute' WHERE id = ${id} RETURNING id
      )
      INSERT INTO schedule_task_runs (schedule_task_id, started_at, outcome, attempt, trigger, process)
      SELECT id, now() - interval '5 minutes', 'running', 1, 'schedule', 'dead-process' FROM claim
    `.execute(t.database.db);
    // While the lease holds, nobody takes it.
    expect((await t.app.scheduler.tick()).map((run) => run.taskId)).not.toContain(id);
    await sql`UPDATE schedule_tasks SET claimed_until = now() - interval '1 second' WHERE id = ${id}`.execute(t.database.db);
    expect((await t.app.scheduler.tick()).map((run) => run.taskId)).toContain(id);
    expect(runs).toBe(1);
    const history = await runsOf(id);
    expect(history.map((run) => [run.process, run.outcome])).toEqual([
      ['dead-process', 'error'],
      [t.app.scheduler.processName, 'ok'],
    ]);
    expect(history[0]?.error).toMatch(/stopped before it finished/);
  });
});

describe('a failing task', () => {
  it('records its error, retries with exponential back-off, and is back on schedule after a success', async () => {
    let fail = true;
    t.app.scheduler.types.register('test.flaky', async () => {
      if (fail) throw new Error('the mail server did not answer');
    });
    const id = await insertTask('test.flaky', { seconds: 60 });
    const [run] = await t.app.scheduler.tick();
    expect(run).toMatchObject({ taskId: id, outcome: 'error', error: 'the mail server did not answer' });
    expect(await stateOf(id)).toMatchObject({ enabled: true, failures: 1, retryIn: DEFAULT_RETRY_BASE_SECONDS, claimedBy: null });
    // Not due before its retry, although `seconds` has not mattered yet.
    expect((await t.app.scheduler.tick()).map((r) => r.taskId)).not.toContain(id);
    await retryNow(id);
    await t.app.scheduler.tick();
    expect(await stateOf(id)).toMatchObject({ failures: 2, retryIn: 2 * DEFAULT_RETRY_BASE_SECONDS });
    await retryNow(id);
    await t.app.scheduler.tick();
    expect(await stateOf(id)).toMatchObject({ failures: 3, retryIn: 4 * DEFAULT_RETRY_BASE_SECONDS });
    // The wait stops growing at the ceiling.
    await sql`UPDATE schedule_tasks SET failures = 40, retry_at = now() - interval '1 second' WHERE id = ${id}`.execute(t.database.db);
    await t.app.scheduler.tick();
    expect(await stateOf(id)).toMatchObject({ failures: 41, retryIn: DEFAULT_RETRY_MAX_SECONDS });
    fail = false;
    await retryNow(id);
    await t.app.scheduler.tick();
    const state = await stateOf(id);
    expect(state).toMatchObject({ enabled: true, failures: 0, retryIn: null });
    expect(state.lastSuccessUtc).not.toBeNull();
    expect((await runsOf(id)).map((r) => [r.outcome, r.attempt, r.error])).toEqual([
      ['error', 1, 'the mail server did not answer'],
      ['error', 2, 'the mail server did not answer'],
      ['error', 3, 'the mail server did not answer'],
      ['error', 41, 'the mail server did not answer'],
      ['ok', 42, null],
    ]);
    // Next due `seconds` after the success.
    expect((await t.app.scheduler.tick()).map((r) => r.taskId)).not.toContain(id);
    await sql`UPDATE schedule_tasks SET last_success_utc = now() - interval '61 seconds' WHERE id = ${id}`.execute(t.database.db);
    expect((await t.app.scheduler.tick()).map((r) => r.taskId)).toContain(id);
  });

  it('with stop-on-error is turned off by its first failure, and is not run again', async () => {
    let runs = 0;
    t.app.scheduler.types.register('test.stops', async () => {
      runs += 1;
      throw new Error('refused');
    });
    const id = await insertTask('test.stops', { stopOnError: true });
    await t.app.scheduler.tick();
    expect(await stateOf(id)).toMatchObject({ enabled: false, failures: 1 });
    await retryNow(id);
    expect((await t.app.scheduler.tick()).map((r) => r.taskId)).not.toContain(id);
    expect(runs).toBe(1);
    expect((await runsOf(id)).map((r) => r.outcome)).toEqual(['error']);
  });

  it('of a type no process knows fails with that reason rather than staying due', async () => {
    const id = await insertTask('test.nobody');
    await t.app.scheduler.tick();
    expect((await runsOf(id))[0]?.error).toMatch(/no work is registered for the task type test\.nobody/);
  });
});

describe('the run history', () => {
  it(`keeps the newest ${SCHEDULE_RUNS_KEPT} runs of a task`, async () => {
    t.app.scheduler.types.register('test.often', async () => {});
    const id = await insertTask('test.often');
    await sql`
      INSERT INTO schedule_task_runs (schedule_task_id, started_at, finished_at, outcome, attempt, trigger, process)
      SELECT ${id}, now() - make_interval(mins => n), now() - make_interval(mins => n), 'ok', 1, 'schedule', 'old' FROM generate_series(1, ${SCHEDULE_RUNS_KEPT + 5}) AS n
    `.execute(t.database.db);
    await t.app.scheduler.runNow(id);
    const runs = await runsOf(id);
    expect(runs).toHaveLength(SCHEDULE_RUNS_KEPT);
    expect(runs.at(-1)).toMatchObject({ trigger: 'manual', process: t.app.scheduler.processName });
  });
});

describe('the built-in cleanups', () => {
  it('clear expired and long-ended sessions (with their spent refresh tokens) and keep the live and recently ended ones', async () => {
    const customer = await administratorId(t);
    const session = async (label: string, expires: string, revoked: string | null) => {
      const id = crypto.randomUUID();
      await sql`
        INSERT INTO sessions (id, customer_id, refresh_token_hash, expires_at, revoked_at)
        VALUES (${id}, ${customer}, ${`hash-${label}-${id}`}, now() + ${expires}::interval, now() + ${revoked}::interval)
      `.execute(t.database.db);
      await sql`INSERT INTO spent_refresh_tokens (token_hash, session_id) VALUES (${`spent-${id}`}, ${id})`.execute(t.database.db);
      return id;
    };
    const expired = await session('expired', '-1 minute', null);
    const longEnded = await session('long-ended', '20 days', '-2 days');
    const live = await session('live', '20 days', null);
    const justEnded = await session('just-ended', '20 days', '-1 hour');
    expect(await runBuiltIn('clearExpiredSessions')).toBe('ok');
    const ids = [expired, longEnded, live, justEnded];
    const { rows } = await sql<{ id: string }>`SELECT id FROM sessions WHERE id = ANY(${ids}::uuid[])`.execute(t.database.db);
    expect(rows.map((row) => row.id).sort()).toEqual([live, justEnded].sort());
    const spent = await sql<{
      sessionId: string;
    }>`SELECT session_id FROM spent_refresh_tokens WHERE session_id = ANY(${ids}::uuid[])`.execute(t.database.db);
    expect(spent.rows.map((row) => row.sessionId).sort()).toEqual([live, justEnded].sort());
  });

  it('clear throttle attempts that have left their window and keep those still counting', async () => {
    await sql`
      INSERT INTO auth_throttle (key, expires_at) VALUES
        ('test-old:a', now() - interval '1 minute'), ('test-old:b', now() - interval '2 days'),
        ('test-live:a', now() + interval '10 minutes'), ('test-live:b', now() + interval '1 minute')
    `.execute(t.database.db);
    expect(await runBuiltIn('clearThrottleRows')).toBe('ok');
    const { rows } = await sql<{ key: string }>`SELECT key FROM auth_throttle WHERE key LIKE 'test-%' ORDER BY key`.execute(t.database.db);
    expect(rows.map((row) => row.key)).toEqual(['test-live:a', 'test-live:b']);
  });
});

describe('the task types', () => {
  it('stop the start while a declared type has no work, and take each type once', () => {
    expect(() => new TaskTypes().assertComplete()).toThrow(/clearExpiredSessions/);
    const types = new TaskTypes().register('x', async () => {});
    expect(() => types.register('x', async () => {})).toThrow(/registered twice/);
  });
});

describe('the app’s scheduler', () => {
  it('looks by itself from the moment the app is ready when started, and stops when the app closes', async () => {
    let runs = 0;
    const started = await otherProcess({ scheduler: { start: true, intervalMs: 20, processName: 'started-process' } });
    started.scheduler.types.register('test.clock', async () => {
      runs += 1;
    });
    const id = await insertTask('test.clock', { seconds: 1 });
    await expect.poll(() => runs, { timeout: 5_000 }).toBeGreaterThan(0);
    expect(started.scheduler.running).toBe(true);
    await started.close();
    others.splice(others.indexOf(started), 1);
    expect(started.scheduler.running).toBe(false);
    const after = runs;
    await sql`UPDATE schedule_tasks SET last_success_utc = now() - interval '1 hour' WHERE id = ${id}`.execute(t.database.db);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(runs).toBe(after);
    expect((await runsOf(id)).every((run) => run.process === 'started-process' && run.outcome === 'ok')).toBe(true);
  });
});

describe('a new installation’s tasks', () => {
  it('are the built-in cleanups, created once: a start after an administrator deleted one does not bring it back', async () => {
    expect(await ensureDefaultScheduleTasks(t.database.db)).toBe(true);
    const made = await sql<{ id: number; type: string; seconds: number; enabled: boolean }>`
      SELECT id, type, seconds, enabled FROM schedule_tasks WHERE name = ANY(${DEFAULT_SCHEDULE_TASKS.map((task) => task.name)}::text[]) ORDER BY type
    `.execute(t.database.db);
    expect(made.rows.map((row) => [row.type, row.seconds, row.enabled])).toEqual([
      ['clearExpiredSessions', 3600, true],
      ['clearThrottleRows', 3600, true],
    ]);
    await sql`DELETE FROM schedule_tasks WHERE id = ${made.rows[0]?.id ?? 0}`.execute(t.database.db);
    expect(await Promise.all([ensureDefaultScheduleTasks(t.database.db), ensureDefaultScheduleTasks(t.database.db)])).toEqual([
      false,
      false,
    ]);
    const left =
      await sql`SELECT id FROM schedule_tasks WHERE name = ANY(${DEFAULT_SCHEDULE_TASKS.map((task) => task.name)}::text[])`.execute(
        t.database.db,
      );
    expect(left.rows).toHaveLength(1);
  });
});
