import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountClient } from '../../../test/account-client.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { openPglite } from '../../db/connection.js';
import { migrateToLatest } from '../../db/migrate.js';
import { hashPassword } from './password.js';
import { codeAt } from './totp.js';

/**
 * A two-factor secret this server cannot open — the key it was sealed with changed
 * (`ENCRYPTION_KEY`, or `AUTH_SECRET` it was derived from), or the value was moved from another
 * row — is a wrong code, never a 500 (found by issue 9's second review); and the store's operator
 * can turn such an account's two-factor off from the command line when no administrator can sign in.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a two-factor secret the server cannot open', () => {
  it('is a wrong code at sign-in and at step-up, never a 500', async () => {
    const client = accountClient(t);
    const a = await client.turnOnTwoFactor(await client.register('sealed.one'));
    const b = await client.turnOnTwoFactor(await client.register('sealed.two'));
    // What a changed key does to every row; here one row, its sealed secret moved from another.
    await sql`UPDATE customers SET two_factor_secret = (SELECT two_factor_secret FROM customers WHERE id = ${a.id}) WHERE id = ${b.id}`.execute(
      t.database.db,
    );
    client.nextStep();
    const signIn = await client.post('signin', { username: b.username, password: b.password, pinCode: codeAt(a.secret, client.now()) });
    const stepUp = await client.post('confirmPassword', { password: b.password, pinCode: codeAt(b.secret, client.now()) }, b.auth);
    expect([signIn.statusCode, stepUp.statusCode], `${signIn.body} ${stepUp.body}`).toEqual([401, 401]);
    expect([signIn.json().error.code, stepUp.json().error.code]).toEqual([
      'security.error.wrongauthenticatorcode',
      'security.error.wrongauthenticatorcode',
    ]);
  });
});

const CLI = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../db/reset-two-factor-cli.ts');

describe('npm run two-factor:reset -- <user name>', () => {
  it('turns the account’s two-factor off, ends its sessions and records it, on the configured database', async () => {
    // The operator's database: an embedded one in a folder of its own (the command opens it like the server).
    const dataDir = mkdtempSync(join(tmpdir(), 'store-reset-'));
    try {
      const database = await openPglite(dataDir);
      await migrateToLatest(database.db);
      const { rows } = await sql<{ id: number }>`
        INSERT INTO customers (username, password_hash, two_factor_enabled, two_factor_secret) VALUES
          ('Locked.Admin', ${await hashPassword('locked-pass-1')}, true, 'enc1:sealed-with-a-lost-key') RETURNING id`.execute(database.db);
      const id = rows[0]?.id ?? 0;
      await sql`INSERT INTO sessions (id, customer_id, refresh_token_hash, expires_at)
        VALUES (gen_random_uuid(), ${id}, 'hash-of-a-refresh-token', now() + interval '1 day')`.execute(database.db);
      await database.close();

      const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
      const run = promisify(execFile);
      const done = await run(process.execPath, ['--import', 'tsx', CLI, 'locked.admin'], { env });
      expect(done.stdout).toContain('two-factor sign-in of locked.admin is off');
      await expect(run(process.execPath, ['--import', 'tsx', CLI, 'nobody.here'], { env })).rejects.toMatchObject({ code: 1 });

      const after = await openPglite(dataDir);
      const customer = await sql<{ twoFactorEnabled: boolean; twoFactorSecret: string | null }>`
        SELECT two_factor_enabled, two_factor_secret FROM customers WHERE id = ${id}`.execute(after.db);
      expect(customer.rows[0]).toEqual({ twoFactorEnabled: false, twoFactorSecret: null });
      const open = await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM sessions WHERE customer_id = ${id} AND revoked_at IS NULL`.execute(after.db);
      expect(open.rows[0]?.n).toBe(0);
      const events = await sql<{ kind: string; actorId: number | null }>`
        SELECT kind, actor_id FROM security_events WHERE customer_id = ${id}`.execute(after.db);
      expect(events.rows).toEqual([{ kind: 'twofactorreset', actorId: null }]);
      await after.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // It starts the command as a process of its own (tsx compiles it first): a minute on a busy machine.
  }, 90_000);
});
