import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CrashRun } from './support/crash/run';
import { postgresTarget } from './support/crash/targets';

/**
 * The production server on PostgreSQL (the process's connections die mid-transaction) killed with
 * SIGKILL in the middle of a stream of writes, then started again on the same database: every
 * answered write is there as sent, nothing is half-written, and a registration cut between its
 * customer and role-mapping inserts leaves nothing. Runs only with DATABASE_URL (see
 * vitest.config.ts); the embedded half is crash-safety.embedded.spec.ts.
 */
describe('a server on PostgreSQL killed with SIGKILL mid-stream, started again on the same database', () => {
  let run: CrashRun;
  beforeAll(async () => {
    run = new CrashRun(await postgresTarget());
  });
  afterAll(() => run?.dispose());

  it('after 4 answered writes: answered writes kept as sent, the cut ones whole or absent', async () => {
    expect((await run.round(1)).inFlightAtKill).toBeGreaterThan(0);
  });

  it('with a registration held between its two inserts: killed there, it leaves no customer row', async () => {
    expect((await run.round(2)).inFlightAtKill).toBeGreaterThan(0);
  });

  it('after 90 answered writes and an answered registration: the registered customer signs in with their role', async () => {
    expect((await run.round(3)).inFlightAtKill).toBeGreaterThan(0);
  });

  it('works again afterwards, and the database holds exactly the customers registered, none without a role', async () => {
    await run.finish();
  });
});
