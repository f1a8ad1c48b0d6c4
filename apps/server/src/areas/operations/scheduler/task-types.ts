import { SCHEDULE_TASK_TYPES } from '@store/domain';
import type { AppContext } from '../../../context.js';

/** What a task type does when its task runs: throws (or rejects) to fail the run with that error. */
export type TaskWork = (context: AppContext) => Promise<void>;

/**
 * The server's side of the task types: the work each declared type does. The domain names the
 * types (`SCHEDULE_TASK_TYPES`, the closed list a task's `type` is chosen from); an area registers
 * the work of its own types here — `types.register('automaticBackup', runBackup)` — and
 * `assertComplete` stops the start while a declared type has none, so a task can never name a
 * type no process knows how to run. Tests register types of their own (a failing one, a slow one)
 * on the registry of their app and insert such tasks beside the API.
 */
export class TaskTypes {
  private readonly work = new Map<string, TaskWork>();
  private readonly long = new Set<string>();

  /**
   * `answersAtOnce`: a long type (automatic backups, minutes): "run now" answers its run while it
   * is still running, and the dashboard follows the run's row, instead of waiting for its end.
   */
  register(type: string, work: TaskWork, options: { answersAtOnce?: boolean } = {}): this {
    if (this.work.has(type)) throw new Error(`the scheduled task type ${type} is registered twice`);
    this.work.set(type, work);
    if (options.answersAtOnce) this.long.add(type);
    return this;
  }

  /** Whether "run now" answers this type's run at once (see `register`). */
  answersAtOnce(type: string): boolean {
    return this.long.has(type);
  }

  get(type: string): TaskWork | undefined {
    return this.work.get(type);
  }

  /** Throws while a declared task type has no work registered. */
  assertComplete(declared: readonly string[] = SCHEDULE_TASK_TYPES): void {
    const missing = declared.filter((type) => !this.work.has(type));
    if (missing.length > 0) throw new Error(`scheduled task types without work on the server: ${missing.join(', ')}`);
  }
}
