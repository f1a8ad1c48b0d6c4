import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { HMAC_PREFIX, SEALED_PREFIX, type SecretBox } from './secret-box.js';

const BATCH = 500;

/**
 * Rewrites account secrets stored before issue 9 in their protected form: plain TOTP secrets are
 * sealed, plain SHA-256 recovery codes keyed. Batches until none is left; each row is rewritten
 * only if it still holds the value read, so processes starting together do not undo each other.
 * Answers how many values it rewrote.
 */
export async function upgradeStoredSecrets(db: Kysely<Database>, box: SecretBox): Promise<number> {
  let rewritten = 0;
  for (const column of ['twoFactorSecret', 'twoFactorPendingSecret'] as const) {
    for (;;) {
      const rows = await db
        .selectFrom('customers')
        .select(['id', column])
        .where(column, 'not like', `${SEALED_PREFIX}%`)
        .limit(BATCH)
        .execute();
      for (const row of rows) {
        const plain = row[column];
        if (plain === null) continue;
        await db
          .updateTable('customers')
          .set({ [column]: box.seal(row.id, plain) })
          .where('id', '=', row.id)
          .where(column, '=', plain)
          .execute();
      }
      rewritten += rows.length;
      if (rows.length < BATCH) break;
    }
  }
  for (;;) {
    const codes = await db
      .selectFrom('recoveryCodes')
      .select(['id', 'codeHash'])
      .where('codeHash', 'not like', `${HMAC_PREFIX}%`)
      .limit(BATCH)
      .execute();
    for (const code of codes) {
      await db
        .updateTable('recoveryCodes')
        .set({ codeHash: box.upgradeCodeHash(code.codeHash) })
        .where('id', '=', code.id)
        .where('codeHash', '=', code.codeHash)
        .execute();
    }
    rewritten += codes.length;
    if (codes.length < BATCH) break;
  }
  return rewritten;
}
