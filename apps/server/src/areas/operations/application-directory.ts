import { sql } from 'kysely';
import type { AnyDb } from '../../db/schema.js';

/**
 * How long a process trusts its copy of the active applications. An application created,
 * switched off or deleted by another process is seen within this time (plus one query); this
 * process forgets its copy at once when it writes an application.
 */
export const APPLICATIONS_FRESH_MS = 2_000;

/**
 * The identities (`applicationGuid`, lower case) of the active applications, kept in memory so
 * checking a request's `application-identity` header costs no query on the hot path. Unlike the
 * store directory, a miss does not ask the database again: a caller sending made-up identities
 * must not cost a query each.
 */
export class ApplicationDirectory {
  private copy: { at: number; active: ReadonlySet<string> } | null = null;
  private loading: Promise<ReadonlySet<string>> | null = null;
  /** Bumped by `invalidate`, so a load that started before a write cannot store what it read. */
  private generation = 0;

  constructor(
    private readonly db: AnyDb,
    private readonly now: () => number = Date.now,
  ) {}

  invalidate(): void {
    this.copy = null;
    this.loading = null;
    this.generation++;
  }

  private load(): Promise<ReadonlySet<string>> {
    if (this.loading) return this.loading;
    const generation = this.generation;
    const startedAt = this.now();
    const loading = sql<{ applicationGuid: string }>`SELECT application_guid FROM applications WHERE active`
      .execute(this.db)
      .then(({ rows }) => {
        const active = new Set(rows.map((r) => r.applicationGuid.toLowerCase()));
        // Fresh from when the query started: what it read is at least that new.
        if (generation === this.generation) this.copy = { at: startedAt, active };
        return active;
      })
      .finally(() => {
        if (this.loading === loading) this.loading = null;
      });
    this.loading = loading;
    return loading;
  }

  /**
   * Whether `identity` names an active application: answered at once from a fresh copy (the hot
   * path: no promise), else after reloading the copy.
   */
  isActive(identity: string): boolean | Promise<boolean> {
    const key = identity.toLowerCase();
    const copy = this.copy;
    const age = copy ? this.now() - copy.at : -1;
    // A clock moved back (tests move it) makes a copy look younger than it is: reload then too.
    if (copy && age >= 0 && age < APPLICATIONS_FRESH_MS) return copy.active.has(key);
    return this.load().then((active) => active.has(key));
  }
}
