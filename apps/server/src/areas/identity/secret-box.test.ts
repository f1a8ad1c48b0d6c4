import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { accountTestApp } from '../../../test/account-client.js';
import { TEST_ENCRYPTION_KEY } from '../../../test/test-app.js';
import { createSecretBox, HMAC_PREFIX, SEALED_PREFIX } from './secret-box.js';
import { loadSecretKey, MIN_ENCRYPTION_KEY_LENGTH, openSecretBox } from './secret-key.js';
import { upgradeStoredSecrets } from './secret-upgrade.js';
import { codeAt } from './totp.js';

/** Issue 9 item 11: TOTP secrets encrypted and recovery codes keyed at rest, with a key outside the customer row. */
const env = accountTestApp();

const box = () => createSecretBox(Buffer.from(TEST_ENCRYPTION_KEY));
const plainSha256 = (code: string) => createHash('sha256').update(code).digest('base64url');

/** Every row of every table of the database, as text: what a copy of the database would hand over. */
async function wholeDatabase(): Promise<string> {
  const { rows: tables } = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`.execute(
    env.t.database.db,
  );
  let text = '';
  for (const { name } of tables) {
    const { rows } = await sql<{ row: string }>`SELECT t::text AS row FROM ${sql.table(name)} t`.execute(env.t.database.db);
    text += rows.map((r) => r.row).join('\n');
  }
  return text.toLowerCase();
}

describe('the secret box', () => {
  it('opens what it sealed for the same customer only, and never stores the secret as it is', () => {
    const sealed = box().seal(7, 'JBSWY3DPEHPK3PXP');
    expect(sealed.startsWith(SEALED_PREFIX)).toBe(true);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box().seal(7, 'JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(box().open(7, sealed)).toBe('JBSWY3DPEHPK3PXP');
    // Moved to another customer's row, or opened with another key: refused, not misread.
    expect(() => box().open(8, sealed)).toThrow(/cannot be decrypted/);
    expect(() => createSecretBox(Buffer.alloc(32, 1)).open(7, sealed)).toThrow(/cannot be decrypted/);
  });

  it('keys recovery codes with the server key (the same code and another key give another value)', () => {
    const stored = box().codeHash('abcde-fghjk');
    expect(stored.startsWith(HMAC_PREFIX)).toBe(true);
    expect(box().codeHash(' ABCDE-FGHJK ')).toBe(stored);
    expect(createSecretBox(Buffer.alloc(32, 1)).codeHash('abcde-fghjk')).not.toBe(stored);
    expect(stored).not.toContain(plainSha256('abcde-fghjk'));
  });
});

describe('the key of the account secrets', () => {
  it('is ENCRYPTION_KEY when set (too short refused), else derived from AUTH_SECRET, else generated once and kept in system_keys', async () => {
    const db = env.t.database.db;
    await expect(loadSecretKey(db, { encryptionKey: 'x'.repeat(MIN_ENCRYPTION_KEY_LENGTH - 1) })).rejects.toThrow(/ENCRYPTION_KEY/);
    const fromEnv = await loadSecretKey(db, { encryptionKey: TEST_ENCRYPTION_KEY, authSecret: 'auth-secret' });
    expect(fromEnv.source).toBe('ENCRYPTION_KEY');
    const fromAuth = await loadSecretKey(db, { authSecret: 'auth-secret' });
    expect(fromAuth.source).toBe('AUTH_SECRET');
    expect(fromAuth.key.equals((await loadSecretKey(db, { authSecret: 'auth-secret' })).key)).toBe(true);
    expect(fromAuth.key.equals(Buffer.from('auth-secret'))).toBe(false);

    const keptBefore = await db.selectFrom('systemKeys').select('name').where('name', '=', 'account.secrets-key').execute();
    expect(keptBefore).toEqual([]);
    const generated = await loadSecretKey(db, {});
    expect(generated.source).toBe('database');
    expect(generated.key).toHaveLength(32);
    // A second process sharing the database finds the same key.
    expect((await loadSecretKey(db, {})).key.equals(generated.key)).toBe(true);
  });
});

describe('the database', () => {
  it('holds neither the TOTP secret (pending or on) nor the recovery codes in the clear', async () => {
    const account = await env.client.register('secret.at.rest');
    const begin = await env.client.post('setTwoFactorAuthentication', { password: account.password }, account.auth);
    const pending = begin.json().data.secret as string;
    expect(await wholeDatabase()).not.toContain(pending.toLowerCase());

    const on = await env.client.turnOnTwoFactor(account);
    const everything = await wholeDatabase();
    expect(everything).not.toContain(on.secret.toLowerCase());
    for (const code of on.recoveryCodes) {
      expect(everything).not.toContain(code);
      expect(everything).not.toContain(plainSha256(code).toLowerCase());
    }
    const row = await env.t.database.db.selectFrom('customers').select('twoFactorSecret').where('id', '=', on.id).executeTakeFirstOrThrow();
    expect(row.twoFactorSecret?.startsWith(SEALED_PREFIX)).toBe(true);
    // And both still work.
    env.client.nextStep();
    await env.client.signIn(on, { pinCode: codeAt(on.secret, env.client.now()) });
    await env.client.signIn(on, { recoveryCode: on.recoveryCodes[0] });
  });

  it('still reads values stored before (a plain secret, plain SHA-256 codes) and rewrites them at start', async () => {
    const account = await env.client.register('stored.before');
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const codes = ['aaaaa-bbbbb', 'ccccc-ddddd', 'eeeee-fffff'];
    const db = env.t.database.db;
    await db.updateTable('customers').set({ twoFactorEnabled: true, twoFactorSecret: secret }).where('id', '=', account.id).execute();
    await db
      .insertInto('recoveryCodes')
      .values(codes.map((code) => ({ customerId: account.id, codeHash: plainSha256(code), usedAt: null })))
      .execute();
    env.client.nextStep();
    await env.client.signIn(account, { pinCode: codeAt(secret, env.client.now()) });
    await env.client.signIn(account, { recoveryCode: codes[0] });

    // A start of the server (the first after issue 9: the mark of a done upgrade is not there yet).
    await db.deleteFrom('systemKeys').where('name', '=', 'account.secrets-upgraded').execute();
    await openSecretBox(db, { encryptionKey: TEST_ENCRYPTION_KEY });
    const everything = await wholeDatabase();
    expect(everything).not.toContain(secret.toLowerCase());
    for (const code of codes) expect(everything).not.toContain(plainSha256(code).toLowerCase());
    // Nothing left to rewrite; the rewritten values work, the spent code stays spent.
    expect(await upgradeStoredSecrets(db, box())).toBe(0);
    env.client.nextStep();
    await env.client.signIn(account, { pinCode: codeAt(secret, env.client.now()) });
    await env.client.signIn(account, { recoveryCode: codes[1] });
    expect(
      (await env.client.post('signin', { username: account.username, password: account.password, recoveryCode: codes[0] })).statusCode,
    ).toBe(401);
  });
});
