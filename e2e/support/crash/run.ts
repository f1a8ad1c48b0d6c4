import { expect } from 'vitest';
import { call, dataOf } from '../json-api';
import { type RunningServer, startServer } from '../server-harness';
import { KILL_AFTER_ACKS, type RoundFigures, type Write } from './ledger';
import type { Target } from './targets';
import { adminToken, checkDatabase, verifyAfterRestart } from './verify';
import { writeUntilKilled } from './writers';

/**
 * The crash journey on one database, a round per test: each round kills the server in a stream
 * of writes and starts it again on the same data, checking what the earlier rounds and this one
 * left. Rounds share the data (that is the point: every restart must keep everything answered so
 * far), so a round that fails leaves the next to run on whatever is there, and fail on its own.
 */
export class CrashRun {
  readonly ledger: Write[] = [];
  readonly figures: RoundFigures[] = [];
  private server: RunningServer | undefined;
  private readonly env = { SEED_DEMO: 'false' };

  constructor(readonly target: Target) {}

  private async running(): Promise<RunningServer> {
    this.server ??= await startServer({ ...this.target.serverOptions, env: this.env });
    return this.server;
  }

  /** Round `round` (1-based): writes until the kill point, SIGKILL, restart, verify. */
  async round(round: number): Promise<RoundFigures> {
    const killAfterAcks = KILL_AFTER_ACKS[round - 1] as number;
    const server = await this.running();
    const token = await adminToken(server.url);
    // On PostgreSQL the middle round kills a registration that is inside its transaction.
    const hold = round === 2 && this.target.hold ? await this.target.hold() : undefined;
    const last = round === KILL_AFTER_ACKS.length;
    let cut: Awaited<ReturnType<typeof writeUntilKilled>>;
    try {
      cut = await writeUntilKilled(server, token, round, killAfterAcks, this.ledger, hold, last);
    } finally {
      // Killed (or to be stopped): the next call starts the server again on the same data.
      this.server = undefined;
      await server.kill();
    }
    if (last) {
      const answered = this.ledger.filter((w) => w.kind === 'register' && w.round === round && w.state === 'acked');
      expect(answered.length, 'a registration answered before the last kill').toBeGreaterThan(0);
    }
    const held = hold ? this.ledger.filter((w) => w.kind === 'register' && w.round === round && w.state === 'unanswered') : [];
    await hold?.release();

    const restarted = await this.running();
    const counts = await verifyAfterRestart(restarted.url, this.ledger, round);
    if (hold) {
      expect(held.length, 'a registration was held mid-transaction').toBe(1);
      expect(held[0]?.state, 'the held registration left its customer row behind').toBe('absent');
    }
    const roundWrites = this.ledger.filter((w) => w.round === round);
    const figures: RoundFigures = {
      database: this.target.name,
      round,
      killAfterAcks,
      ...cut,
      answeredAfterKill: roundWrites.filter((w) => w.answeredAfterKill && w.state !== 'refused').length,
      unanswered: counts.whole + counts.absent,
      unansweredFoundWhole: counts.whole,
      unansweredFoundAbsent: counts.absent,
      restartMs: restarted.startMs,
    };
    this.figures.push(figures);
    console.table([figures]);
    return figures;
  }

  /** After the rounds: the restarted server takes new writes; stopped, the database holds exactly what was registered. */
  async finish(): Promise<void> {
    const server = await this.running();
    const token = await adminToken(server.url);
    const after = await call(server.url, 'POST', '/api/Stores', { name: 'after-the-crashes' }, token);
    expect(after.status).toBe(201);
    const read = await call(server.url, 'GET', `/api/Stores/${dataOf(after).id}`, undefined, token);
    expect(dataOf(read)).toMatchObject({ name: 'after-the-crashes' });
    await this.stop();
    await checkDatabase(this.target, this.ledger);
    const acked = this.ledger.filter((w) => w.state === 'acked');
    console.log(
      `${this.target.name}: ${acked.length} writes kept (${acked.filter((w) => w.kind === 'register').length} registrations), ` +
        `${this.ledger.filter((w) => w.state === 'absent').length} unanswered writes absent`,
    );
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    await server?.stop();
  }

  async dispose(): Promise<void> {
    await this.stop();
    await this.target.dispose();
  }
}
