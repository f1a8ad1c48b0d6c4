import { afterAll, describe, expect, it } from 'vitest';
import { CrashRun } from './support/crash/run';
import { embeddedTarget } from './support/crash/targets';

/**
 * The production server on the embedded database (PGlite: the database engine dies with the
 * process) killed with SIGKILL in the middle of a stream of writes, then started again on the same
 * data: every answered write is there with exactly the values sent, nothing is half-written (an
 * unanswered write is wholly there or wholly absent), and the server works. The PostgreSQL half
 * is crash-safety.postgres.spec.ts (it runs in CI's DATABASE_URL run).
 */
describe('a server on the embedded database killed with SIGKILL mid-stream, started again on the same data', () => {
  const run = new CrashRun(embeddedTarget());
  afterAll(() => run.dispose());

  it('after 4 answered writes: answered writes kept as sent, the cut ones whole or absent', async () => {
    expect((await run.round(1)).inFlightAtKill).toBeGreaterThan(0);
  });

  it('after 30 answered writes: the same, with everything of the first round still there', async () => {
    expect((await run.round(2)).inFlightAtKill).toBeGreaterThan(0);
  });

  it('after 90 answered writes and an answered registration: the registered customer signs in with their role', async () => {
    expect((await run.round(3)).inFlightAtKill).toBeGreaterThan(0);
  });

  it('works again afterwards, and the database holds exactly the customers registered, none without a role', async () => {
    await run.finish();
  });
});
