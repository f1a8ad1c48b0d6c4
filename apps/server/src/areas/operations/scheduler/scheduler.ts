import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { DomainError, SCHEDULE_RUNS_KEPT } from '@store/domain';
import { type RawBuilder, sql } from 'kysely';
import type { AppContext } from '../../../context.js';
import type { TaskTypes } from './task-types.js';

export interface SchedulerOptions {
  /** Time between two looks for due tasks (`SCHEDULER_INTERVAL_SECONDS`). */
  intervalMs: number;
  /** How long a claim holds without news from its process (extended while the task runs). */
  leaseSeconds?: number;
  /** The first retry's wait after a failure; each further failure in a row doubles it. */
  retryBaseSeconds?: number;
  /** The longest wait between retries. */
  retryMaxSeconds?: number;
  /** Most tasks one look runs (one after another), so a look ends and a stop is prompt. */
  maxPerTick?: number;
  /** Names this process in the run history (default: host and process id). */
  processName?: string;
}

export const DEFAULT_LEASE_SECONDS = 300;
export const DEFAULT_RETRY_BASE_SECONDS = 30;
export const DEFAULT_RETRY_MAX_SECONDS = 3_600;
const ERROR_MAX = 4_000;

/** One finished (or refused) run, as the history holds it. */
export interface RunResult {
  runId: number;
  taskId: number;
  /** `running`: "run now" of a type that answers at once (TaskTypes.register's `answersAtOnce`). */
  outcome: 'ok' | 'error' | 'running';
  error: string | null;
}

interface Claim {
  runId: number;
  taskId: number;
  type: string;
  token: string;
}

/** When a task is next due: after a failure its retry time, else `seconds` after its last success (never succeeded: at once). */
const DUE_AT = sql`coalesce(retry_at, last_success_utc + make_interval(secs => seconds), '-infinity'::timestamptz)`;
/** Nobody holds the task: never claimed, released, or the claiming process stopped answering (its lease ran out). */
const UNCLAIMED = sql`(claimed_until IS NULL OR claimed_until <= now())`;

/**
 * The scheduler every server process runs (docs/notes/issue-14-scheduler.md). Each look claims due
 * tasks one at a time with `UPDATE … WHERE id = (SELECT … FOR UPDATE SKIP LOCKED)` — in one
 * statement, so the claim is committed before the work starts: a task another process is claiming
 * is skipped, and one it has claimed is no longer unclaimed when the subquery re-reads the row. The
 * claim is a lease (`claimed_until`), extended while the work runs; a process that dies leaves a
 * claim that runs out, and the task is taken again (its abandoned run marked failed). The same
 * statement starts the run's history row. The work runs outside any transaction; its end frees the
 * claim (only the claim of this run: a token) and sets `last_success_utc`, or records the error,
 * counts the failure, sets the retry by exponential back-off and, with `stopOnError`, turns the task
 * off. The database's clock decides what is due, so processes with skewed clocks agree.
 * On the embedded database the same statements run in its one process.
 */
export class Scheduler {
  private timer: NodeJS.Timeout | undefined;
  private looking: Promise<void> | undefined;
  /** Runs "run now" left going after its answer (long types). */
  private readonly background = new Set<Promise<unknown>>();
  private stopped = true;
  /** Set by `stop`: a look under way ends after its current task. */
  private closing = false;
  private readonly lease: number;
  private readonly retryBase: number;
  private readonly retryMax: number;
  private readonly maxPerTick: number;
  readonly processName: string;

  constructor(
    private readonly context: AppContext,
    readonly types: TaskTypes,
    private readonly options: SchedulerOptions,
    private readonly log: (message: string) => void = () => {},
  ) {
    this.lease = options.leaseSeconds ?? DEFAULT_LEASE_SECONDS;
    this.retryBase = options.retryBaseSeconds ?? DEFAULT_RETRY_BASE_SECONDS;
    this.retryMax = options.retryMaxSeconds ?? DEFAULT_RETRY_MAX_SECONDS;
    this.maxPerTick = options.maxPerTick ?? 10;
    this.processName = options.processName ?? `${hostname()}:${process.pid}`;
  }

  /** Looks for due tasks now and every `intervalMs` until `stop` (an interval of 0 never starts). */
  start(): void {
    if (!this.stopped || this.options.intervalMs <= 0) return;
    this.stopped = false;
    const next = () => {
      if (this.stopped) return;
      this.looking = this.tick()
        .then(() => undefined)
        .catch((error: unknown) => this.log(`scheduler: ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => {
          this.looking = undefined;
          if (!this.stopped) this.timer = setTimeout(next, this.options.intervalMs);
        });
    };
    next();
  }

  /** Stops looking and waits for the task under way (its run is recorded before the database closes); no look starts after. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.closing = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.looking;
    await Promise.all(this.background);
  }

  get running(): boolean {
    return !this.stopped;
  }

  /** One look: claims and runs due tasks one after another, up to `maxPerTick`; answers the runs. */
  async tick(): Promise<RunResult[]> {
    const results: RunResult[] = [];
    while (results.length < this.maxPerTick && !this.closing) {
      const claim = await this.claimDue();
      if (!claim) break;
      results.push(await this.run(claim));
    }
    return results;
  }

  /**
   * Runs one task at once, whatever its schedule or `enabled` (an administrator's "run now"),
   * through the same claim: 409 `scheduletask.error.running` while a process holds it, 404 when
   * there is no such task.
   */
  async runNow(taskId: number): Promise<RunResult> {
    const claim = await this.claim(sql`id = ${taskId} AND ${UNCLAIMED}`, 'manual');
    if (claim && this.types.answersAtOnce(claim.type)) {
      // A long task: its run goes on after the answer, and `stop` waits for it like a look's.
      const running = this.run(claim).catch((error: unknown) => this.log(`scheduler: ${String(error)}`));
      this.background.add(running);
      void running.finally(() => this.background.delete(running));
      return { runId: claim.runId, taskId: claim.taskId, outcome: 'running', error: null };
    }
    if (claim) return this.run(claim);
    const exists = await sql`SELECT 1 FROM schedule_tasks WHERE id = ${taskId}`.execute(this.context.db);
    if (exists.rows.length === 0) throw new DomainError('common.error.notfound', 404);
    throw new DomainError('scheduletask.error.running', 409);
  }

  private claimDue(): Promise<Claim | null> {
    return this.claim(
      sql`id = (
        SELECT id FROM schedule_tasks WHERE enabled AND ${UNCLAIMED} AND ${DUE_AT} <= now()
        ORDER BY ${DUE_AT}, id LIMIT 1 FOR UPDATE SKIP LOCKED)`,
      'schedule',
    );
  }

  /**
   * Claims the task `which` names for this run (one statement: the claim, its abandoned runs marked
   * failed, the new run's history row), or answers null when it is not there to claim.
   */
  private async claim(which: RawBuilder<unknown>, trigger: 'schedule' | 'manual'): Promise<Claim | null> {
    const token = randomUUID();
    const { rows } = await sql<{ runId: number; taskId: number; type: string }>`
      WITH claimed AS (
        UPDATE schedule_tasks SET claimed_by = ${token}, claimed_until = now() + make_interval(secs => ${this.lease})
        WHERE ${which}
        RETURNING id, type, failures
      ), abandoned AS (
        UPDATE schedule_task_runs r SET outcome = 'error', finished_at = now(),
          error = 'The process running it stopped before it finished (its claim ran out).'
        FROM claimed WHERE r.schedule_task_id = claimed.id AND r.outcome = 'running'
      ), started AS (
        INSERT INTO schedule_task_runs (schedule_task_id, started_at, outcome, attempt, trigger, process)
        SELECT id, now(), 'running', failures + 1, ${trigger}, ${this.processName} FROM claimed
        RETURNING id, schedule_task_id
      )
      SELECT started.id AS run_id, claimed.id AS task_id, claimed.type FROM started JOIN claimed ON claimed.id = started.schedule_task_id
    `.execute(this.context.db);
    const row = rows[0];
    return row ? { runId: Number(row.runId), taskId: Number(row.taskId), type: row.type, token } : null;
  }

  /** Does the claimed task's work, keeping the lease alive meanwhile, and records how it ended. */
  private async run(claim: Claim): Promise<RunResult> {
    const heartbeat = setInterval(
      () => {
        void sql`
          UPDATE schedule_tasks SET claimed_until = now() + make_interval(secs => ${this.lease})
          WHERE id = ${claim.taskId} AND claimed_by = ${claim.token}
        `
          .execute(this.context.db)
          .catch(() => {});
      },
      Math.max(1, this.lease / 3) * 1000,
    );
    let error: string | null = null;
    try {
      const work = this.types.get(claim.type);
      if (!work) throw new Error(`no work is registered for the task type ${claim.type}`);
      await work(this.context);
    } catch (thrown) {
      error = (thrown instanceof Error ? thrown.message : String(thrown)).slice(0, ERROR_MAX) || 'failed';
    } finally {
      clearInterval(heartbeat);
    }
    await (error === null ? this.succeeded(claim) : this.failed(claim, error));
    await this.prune(claim.taskId);
    if (error !== null) this.log(`scheduled task ${claim.taskId} (${claim.type}) failed: ${error}`);
    return { runId: claim.runId, taskId: claim.taskId, outcome: error === null ? 'ok' : 'error', error };
  }

  private async succeeded(claim: Claim): Promise<void> {
    await sql`
      WITH done AS (
        UPDATE schedule_task_runs SET outcome = 'ok', finished_at = now() WHERE id = ${claim.runId}
      )
      UPDATE schedule_tasks SET last_success_utc = now(), failures = 0, retry_at = NULL, claimed_by = NULL, claimed_until = NULL
      WHERE id = ${claim.taskId} AND claimed_by = ${claim.token}
    `.execute(this.context.db);
  }

  /** The failure counted, the retry `retryBase × 2^(failures before)` seconds away (at most `retryMax`), stop-on-error applied. */
  private async failed(claim: Claim, error: string): Promise<void> {
    await sql`
      WITH done AS (
        UPDATE schedule_task_runs SET outcome = 'error', finished_at = now(), error = ${error} WHERE id = ${claim.runId}
      )
      UPDATE schedule_tasks SET
        failures = failures + 1,
        retry_at = now() + make_interval(secs => least(${this.retryBase}::float8 * power(2, least(failures, 30)), ${this.retryMax}::float8)),
        enabled = enabled AND NOT stop_on_error,
        claimed_by = NULL, claimed_until = NULL
      WHERE id = ${claim.taskId} AND claimed_by = ${claim.token}
    `.execute(this.context.db);
  }

  /** Keeps the newest `SCHEDULE_RUNS_KEPT` runs of the task. */
  private async prune(taskId: number): Promise<void> {
    await sql`
      DELETE FROM schedule_task_runs WHERE schedule_task_id = ${taskId} AND id <= (
        SELECT id FROM schedule_task_runs WHERE schedule_task_id = ${taskId} ORDER BY id DESC OFFSET ${SCHEDULE_RUNS_KEPT} LIMIT 1)
    `.execute(this.context.db);
  }
}
