import { SCHEDULE_SECONDS_MAX, translate } from '@store/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../../test/customers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * Scheduled tasks through the API (issue 14 item 5): the engine's resource (required fields,
 * bounds, read-only scheduler fields), who may see and who may change or run them, and "run now"
 * through the scheduler's claim.
 */
let t: TestApp;
let admin: Record<string, string>;
let member: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = { ...(await t.admin()), lang: 'en' };
  member = { ...(await register(t, 'task_watcher')).headers, lang: 'en' };
});
afterAll(() => t.close());

const create = (payload: Record<string, unknown>, headers = admin) =>
  t.app.inject({ method: 'POST', url: '/api/ScheduleTasks', headers, payload });

/** A task of a type the test registers on the app's scheduler (not one of the declared types: inserted beside the API). */
async function testTask(type: string, name = type): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    INSERT INTO schedule_tasks (name, type, seconds) VALUES (${name}, ${type}, 3600) RETURNING id
  `.execute(t.database.db);
  return rows[0]?.id ?? 0;
}

describe('the ScheduleTasks resource', () => {
  it('creates, lists, changes and deletes a task; the scheduler’s fields start empty', async () => {
    const made = await create({ name: 'Sweep sessions', type: 'clearExpiredSessions', seconds: 600 });
    expect(made.statusCode, made.body).toBe(201);
    const task = made.json().data;
    expect(task).toMatchObject({
      name: 'Sweep sessions',
      type: 'clearExpiredSessions',
      seconds: 600,
      enabled: true,
      stopOnError: false,
      lastSuccessUtc: null,
      failures: 0,
      retryAt: null,
    });
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/ScheduleTasks/${task.id}`,
      headers: admin,
      payload: { seconds: 30, stopOnError: true, enabled: false },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ seconds: 30, stopOnError: true, enabled: false });
    const list = await t.app.inject({ url: '/api/ScheduleTasks?type=clearExpiredSessions', headers: admin });
    expect(list.json().data.map((row: { id: number }) => row.id)).toContain(task.id);
    const gone = await t.app.inject({ method: 'DELETE', url: `/api/ScheduleTasks/${task.id}`, headers: admin });
    expect(gone.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/ScheduleTasks/${task.id}`, headers: admin })).statusCode).toBe(404);
  });

  it('requires a name, a type and seconds (spec 001 §5), with messages in the caller’s language', async () => {
    for (const lang of ['en', 'fa', 'tr'] as const) {
      const res = await create({}, { ...admin, lang });
      expect(res.statusCode).toBe(400);
      const { fieldCodes, fields } = res.json().error;
      expect(fieldCodes).toEqual({ name: 'common.error.required', type: 'common.error.required', seconds: 'common.error.required' });
      expect(fields.seconds).toBe(translate(lang, 'common.error.required'));
    }
  });

  it('takes seconds from 1 to a year, a declared type only, and none of the scheduler’s fields', async () => {
    const refused = async (payload: Record<string, unknown>) => {
      const res = await create({ name: 'Bad', type: 'clearThrottleRows', seconds: 60, ...payload });
      expect(res.statusCode, res.body).toBe(400);
      return res.json().error.fieldCodes;
    };
    expect(await refused({ seconds: 0 })).toEqual({ seconds: 'common.error.min' });
    expect(await refused({ seconds: -5 })).toEqual({ seconds: 'common.error.min' });
    expect(await refused({ seconds: SCHEDULE_SECONDS_MAX + 1 })).toEqual({ seconds: 'common.error.max' });
    expect(await refused({ seconds: 1.5 })).toHaveProperty('seconds');
    expect(await refused({ type: 'dropEverything' })).toEqual({ type: 'common.error.invalidoption' });
    expect(await refused({ lastSuccessUtc: '2026-01-01T00:00:00.000Z' })).toEqual({ lastSuccessUtc: 'common.error.unknownfield' });
    expect(await refused({ failures: 0 })).toEqual({ failures: 'common.error.unknownfield' });
    expect((await create({ name: 'Every second', type: 'clearThrottleRows', seconds: 1 })).statusCode).toBe(201);
    expect((await create({ name: 'Yearly', type: 'clearThrottleRows', seconds: SCHEDULE_SECONDS_MAX })).statusCode).toBe(201);
  });
});

describe('who may do what (spec 001 §2: a login, no role; changing and running stay with administrators)', () => {
  it('lets any signed-in user see tasks and runs, and refuses them every change and "run now" (403)', async () => {
    const task = (await create({ name: 'Watched', type: 'clearThrottleRows', seconds: 60 })).json().data;
    await t.app.inject({ method: 'POST', url: `/api/ScheduleTasks/${task.id}/runNow`, headers: admin });
    const list = await t.app.inject({ url: '/api/ScheduleTasks', headers: member });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((row: { id: number }) => row.id)).toContain(task.id);
    const one = await t.app.inject({ url: `/api/ScheduleTasks/${task.id}`, headers: member });
    expect(one.statusCode).toBe(200);
    // The row everyone reads does not name the administrator who made it.
    expect(one.json().data.ownerId).toBeNull();
    const runs = await t.app.inject({ url: `/api/ScheduleTaskRuns?scheduleTaskId=${task.id}`, headers: member });
    expect(runs.statusCode).toBe(200);
    expect(runs.json().data).toHaveLength(1);

    const before = await t.app.inject({ url: `/api/ScheduleTasks/${task.id}`, headers: admin });
    const attempts = [
      { method: 'POST' as const, url: '/api/ScheduleTasks', payload: { name: 'Mine', type: 'clearThrottleRows', seconds: 5 } },
      { method: 'PUT' as const, url: `/api/ScheduleTasks/${task.id}`, payload: { enabled: false } },
      { method: 'DELETE' as const, url: `/api/ScheduleTasks/${task.id}` },
      { method: 'POST' as const, url: `/api/ScheduleTasks/${task.id}/runNow` },
    ];
    for (const attempt of attempts) {
      const res = await t.app.inject({ ...attempt, headers: member });
      expect(res.statusCode, `${attempt.method} ${attempt.url}`).toBe(403);
      expect(res.json().error.code).toBe('common.error.accessdenied');
    }
    const after = await t.app.inject({ url: `/api/ScheduleTasks/${task.id}`, headers: admin });
    expect(after.json().data).toEqual(before.json().data);
    expect((await t.app.inject({ url: `/api/ScheduleTaskRuns?scheduleTaskId=${task.id}`, headers: admin })).json().data).toHaveLength(1);
  });

  it('asks a stranger to sign in', async () => {
    expect((await t.app.inject({ url: '/api/ScheduleTasks' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/ScheduleTasks/1/runNow' })).statusCode).toBe(401);
  });
});

describe('run now', () => {
  it('runs the task at once and answers its run; the task’s last success is set and the history shows it', async () => {
    const task = (await create({ name: 'Throttle sweep', type: 'clearThrottleRows', seconds: 86_400, enabled: false })).json().data;
    const res = await t.app.inject({ method: 'POST', url: `/api/ScheduleTasks/${task.id}/runNow`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    const run = res.json().data;
    expect(run).toMatchObject({ scheduleTaskId: task.id, outcome: 'ok', trigger: 'manual', attempt: 1, error: null });
    expect(Date.parse(run.finishedAt)).toBeGreaterThanOrEqual(Date.parse(run.startedAt));
    const after = (await t.app.inject({ url: `/api/ScheduleTasks/${task.id}`, headers: admin })).json().data;
    // A switched-off task runs when asked to, and stays off.
    expect(after).toMatchObject({ enabled: false, failures: 0, retryAt: null });
    expect(after.lastSuccessUtc).toBe(run.finishedAt);
    const history = await t.app.inject({ url: `/api/ScheduleTaskRuns?scheduleTaskId=${task.id}`, headers: admin });
    expect(history.json().data.map((row: { id: number }) => row.id)).toEqual([run.id]);
  });

  it('is refused with 409 scheduletask.error.running while the task runs, and by the scheduler too', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let runs = 0;
    t.app.scheduler.types.register('test.held', async () => {
      runs += 1;
      await held;
    });
    const id = await testTask('test.held');
    const first = t.app.inject({ method: 'POST', url: `/api/ScheduleTasks/${id}/runNow`, headers: admin });
    await expect.poll(() => runs).toBe(1);
    const second = await t.app.inject({ method: 'POST', url: `/api/ScheduleTasks/${id}/runNow`, headers: admin });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({
      code: 'scheduletask.error.running',
      message: translate('en', 'scheduletask.error.running'),
    });
    // Due (it never succeeded), but claimed: the scheduler's look passes it by.
    expect((await t.app.scheduler.tick()).filter((run) => run.taskId === id)).toEqual([]);
    release();
    const done = await first;
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ outcome: 'ok', trigger: 'manual' });
    expect(runs).toBe(1);
    // Free again once finished.
    expect((await t.app.inject({ method: 'POST', url: `/api/ScheduleTasks/${id}/runNow`, headers: admin })).statusCode).toBe(200);
  });

  it('answers a failed run as the run (outcome error, its message), not as a failed call', async () => {
    t.app.scheduler.types.register('test.broken', async () => {
      throw new Error('the disk is full');
    });
    const id = await testTask('test.broken');
    const res = await t.app.inject({ method: 'POST', url: `/api/ScheduleTasks/${id}/runNow`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ outcome: 'error', error: 'the disk is full', attempt: 1 });
  });

  it('answers a run’s error and process to administrators only: a signed-in customer reads them as null', async () => {
    t.app.scheduler.types.register('test.leaky', async () => {
      throw new Error('connect ECONNREFUSED db-internal.lan:5432');
    });
    const id = await testTask('test.leaky');
    const run = (await t.app.inject({ method: 'POST', url: `/api/ScheduleTasks/${id}/runNow`, headers: admin })).json().data;
    const asAdmin = (await t.app.inject({ url: `/api/ScheduleTaskRuns/${run.id}`, headers: admin })).json().data;
    expect(asAdmin.error).toContain('db-internal.lan');
    expect(asAdmin.process).toBeTruthy();
    for (const url of [`/api/ScheduleTaskRuns/${run.id}`, `/api/ScheduleTaskRuns?scheduleTaskId=${id}`]) {
      const res = await t.app.inject({ url, headers: member });
      expect(res.statusCode, url).toBe(200);
      const seen = res.json().data;
      expect(Array.isArray(seen) ? seen[0] : seen).toMatchObject({ outcome: 'error', error: null, process: null });
      expect(res.body).not.toContain('db-internal.lan');
      expect(res.body).not.toContain(asAdmin.process);
    }
  });

  it('answers 404 for a task that does not exist', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/ScheduleTasks/2147483000/runNow', headers: admin });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('common.error.notfound');
  });
});
