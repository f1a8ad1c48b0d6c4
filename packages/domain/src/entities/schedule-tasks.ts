import { defineEntity } from '../engine/entity.js';
import { f } from '../engine/field.js';

/**
 * Scheduled tasks (spec 001 §3 scheduletask; issue 14 item 5). A task names a type of work the
 * server knows how to do and how often to do it; the scheduler inside every server process
 * (apps/server/src/areas/operations/scheduler/) claims each due task for one process at a time and
 * keeps a history of its runs.
 */

/**
 * The built-in task types: the closed list a task's `type` is chosen from. A later area adds its
 * own by naming it here (with its label `enum.ScheduleTask.type.{name}` in fa, en and tr) and
 * registering what it does on the server's task registry (`scheduler/task-types.ts`); a declared
 * type without work on the server stops the start, so the list and the work never drift apart.
 */
export const SCHEDULE_TASK_TYPES = [
  // Sessions past their expiry (and those ended more than a day ago) with their spent refresh tokens.
  'clearExpiredSessions',
  // Throttle attempts that have left their window (`auth_throttle`).
  'clearThrottleRows',
  // An archive from each automatic backup plan whose period has passed, the oldest beyond the retention pruned (entities/backups.ts).
  'automaticBackup',
  // Sends the mail queue (`QueuedMail`) through the default messaging account, retrying failures.
  'sendMailQueue',
] as const;
export type ScheduleTaskType = (typeof SCHEDULE_TASK_TYPES)[number];

/** Shortest interval a task may ask for: a second (spec 001 §5 asks for a number above zero). */
export const SCHEDULE_SECONDS_MIN = 1;
/** Longest interval: a year (a task that runs less often than yearly is a task nobody is watching). */
export const SCHEDULE_SECONDS_MAX = 31_536_000;

/**
 * A scheduled task. `lastSuccessUtc`, `failures` (consecutive, reset by a success) and `retryAt`
 * (when a failed task is tried again, by exponential back-off) are the scheduler's and read-only.
 * Installation-wide, not per store: the work (sessions, throttling, backups) is the installation's.
 * Every signed-in user may see the tasks and their runs (spec 001 §2: "no role restriction beyond
 * login"); creating, changing, deleting and running them stays with administrators.
 */
export const ScheduleTask = defineEntity({
  name: 'ScheduleTask',
  resource: 'ScheduleTasks',
  table: 'schedule_tasks',
  area: 'operations',
  route: 'Settings/ScheduleTask',
  icon: 'FieldTimeOutlined',
  adminOnly: true,
  signedInRead: true,
  fields: {
    name: f.text({ required: true, max: 200, filterable: true, sortable: true }),
    seconds: f.integer({ required: true, min: SCHEDULE_SECONDS_MIN, max: SCHEDULE_SECONDS_MAX, filterable: true, sortable: true }),
    type: f.enum(SCHEDULE_TASK_TYPES, { required: true, filterable: true, sortable: true }),
    enabled: f.boolean({ default: true, filterable: true, sortable: true }),
    lastSuccessUtc: f.datetime({ readOnly: true, filterable: true, sortable: true }),
    stopOnError: f.boolean({ default: false, filterable: true, sortable: true }),
    failures: f.integer({ readOnly: true, default: 0, sortable: true }),
    retryAt: f.datetime({ readOnly: true, sortable: true }),
  },
  titleField: 'name',
  listColumns: ['name', 'type', 'seconds', 'enabled', 'lastSuccessUtc', 'stopOnError', 'failures'],
  defaultSort: 'name',
  // The claim (who runs it, until when) belongs to the scheduler alone.
  unmanagedColumns: ['claimed_until', 'claimed_by'],
});

/** How a run ended: still running, done, or failed with its error. */
export const SCHEDULE_RUN_OUTCOMES = ['running', 'ok', 'error'] as const;
/** What started a run: the scheduler's clock, or an administrator's "run now". */
export const SCHEDULE_RUN_TRIGGERS = ['schedule', 'manual'] as const;
/** Runs kept per task: older ones are removed as new ones finish. */
export const SCHEDULE_RUNS_KEPT = 100;

/**
 * One run of a scheduled task, written by the scheduler only (listed and read, never written
 * through the API): when it started and finished, how it ended, the error, which attempt in a row
 * it was (1 after a success, 2 for the first retry…), what started it and which process ran it.
 * Every signed-in user reads the runs; the error and the process are answered to administrators only.
 * Deleting a task deletes its history.
 */
export const ScheduleTaskRun = defineEntity({
  name: 'ScheduleTaskRun',
  resource: 'ScheduleTaskRuns',
  table: 'schedule_task_runs',
  area: 'operations',
  route: 'Settings/ScheduleTaskRun',
  icon: 'HistoryOutlined',
  adminOnly: true,
  signedInRead: true,
  operations: ['list', 'view'],
  large: true,
  fields: {
    scheduleTaskId: f.ref('ScheduleTasks', { required: true, readOnly: true, filterable: true }),
    startedAt: f.datetime({ required: true, readOnly: true, filterable: true, sortable: true }),
    finishedAt: f.datetime({ readOnly: true, sortable: true }),
    outcome: f.enum(SCHEDULE_RUN_OUTCOMES, { required: true, readOnly: true, filterable: true }),
    // Internal messages and host names are administrators' business: a signed-in customer reads null.
    error: f.longtext({ readOnly: true, max: 4000, adminRead: true }),
    attempt: f.integer({ required: true, readOnly: true, min: 1 }),
    trigger: f.enum(SCHEDULE_RUN_TRIGGERS, { required: true, readOnly: true, filterable: true }),
    process: f.text({ readOnly: true, max: 200, adminRead: true }),
  },
  titleField: 'startedAt',
  listColumns: ['scheduleTaskId', 'startedAt', 'finishedAt', 'outcome', 'attempt', 'trigger', 'error'],
  defaultSort: '-startedAt',
});
