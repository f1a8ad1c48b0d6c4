import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Account secrets at rest (issue 9 item 11). TOTP secrets are encrypted with AES-256-GCM, the
 * customer's id bound in as associated data (a secret copied into another row does not open);
 * recovery codes are stored as an HMAC keyed by the server, so a copy of the database alone
 * neither reads an authenticator secret nor tests guesses of a code. Both keys come from one
 * key outside the customer row (see `secret-key.ts`).
 *
 * Stored forms are told apart by a prefix: `enc1:` and `hmac1:`. A value without one was stored
 * before (a plain base32 secret, a plain SHA-256 of a code): it is still read, and rewritten in the
 * new form at start (`secret-upgrade.ts`).
 */
export const SEALED_PREFIX = 'enc1:';
export const HMAC_PREFIX = 'hmac1:';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const SALT = Buffer.from('storefront account secrets');

/** A sealed secret this server cannot open: the key changed, or the value was moved from another row. */
export class SecretUnreadable extends Error {}

export interface SecretBox {
  /** A TOTP secret as it is stored in the customer's row. */
  seal(customerId: number, secret: string): string;
  /** The TOTP secret of a stored value (sealed, or plain from before); throws when it cannot be opened. */
  open(customerId: number, stored: string): string;
  /** The stored form of a recovery code. */
  codeHash(code: string): string;
  /** Every stored form a code may have: the keyed one, and the plain SHA-256 of before. */
  codeHashes(code: string): string[];
  /** A plain SHA-256 of before, in the keyed form (the same value `codeHash` gives its code). */
  upgradeCodeHash(legacyHash: string): string;
  /**
   * A secret the server must use again (a mail server's password, a queued mail's text) sealed for
   * one purpose (`messaging_accounts.password`): a value sealed for another does not open.
   */
  sealText(purpose: string, text: string): string;
  /** The text of a value `sealText` sealed for the purpose; throws SecretUnreadable when it cannot be opened. */
  openText(purpose: string, stored: string): string;
}

/** The SHA-256 of a normalised code: what was stored before issue 9, and what the HMAC now keys. */
function plainCodeHash(code: string): string {
  return createHash('sha256').update(code.trim().toLowerCase()).digest('base64url');
}

const derive = (key: Buffer, purpose: string) => Buffer.from(hkdfSync('sha256', key, SALT, purpose, 32));
const associated = (customerId: number) => Buffer.from(`customer:${customerId}`);

/** AES-256-GCM with `aad` bound in: `enc1:` + base64url(iv, ciphertext, tag). */
function sealWith(key: Buffer, aad: Buffer, text: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aad);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return `${SEALED_PREFIX}${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`;
}

/** The text `sealWith` sealed; throws when the key or the associated data differ. */
function openWith(key: Buffer, aad: Buffer, stored: string): string {
  const bytes = Buffer.from(stored.slice(SEALED_PREFIX.length), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(aad);
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
}

/** The box over a key of at least 32 bytes; separate keys for encryption and for the HMAC are derived from it. */
export function createSecretBox(key: Buffer): SecretBox {
  if (key.length < 32) throw new Error('the account secrets key must have at least 32 bytes');
  const encryptionKey = derive(key, 'totp-secret aes-256-gcm');
  const hmacKey = derive(key, 'recovery-code hmac-sha256');
  const textKey = derive(key, 'stored-secret aes-256-gcm');
  const keyed = (legacyHash: string) => `${HMAC_PREFIX}${createHmac('sha256', hmacKey).update(legacyHash).digest('base64url')}`;

  return {
    seal: (customerId, secret) => sealWith(encryptionKey, associated(customerId), secret),
    open(customerId, stored) {
      if (!stored.startsWith(SEALED_PREFIX)) return stored;
      try {
        return openWith(encryptionKey, associated(customerId), stored);
      } catch {
        // Not a refusal of the user: the key changed (ENCRYPTION_KEY, or AUTH_SECRET it was derived
        // from) or the value was moved from another row. The server cannot verify codes: say why.
        throw new SecretUnreadable(
          `the two-factor secret of customer ${customerId} cannot be decrypted: ENCRYPTION_KEY (or AUTH_SECRET) changed, or the value was moved from another row; \`npm run two-factor:reset -- <user name>\` turns it off`,
        );
      }
    },
    codeHash: (code) => keyed(plainCodeHash(code)),
    codeHashes: (code) => {
      const legacy = plainCodeHash(code);
      return [keyed(legacy), legacy];
    },
    upgradeCodeHash: keyed,
    sealText: (purpose, text) => sealWith(textKey, Buffer.from(purpose), text),
    openText(purpose, stored) {
      try {
        if (!stored.startsWith(SEALED_PREFIX)) throw new Error('not sealed');
        return openWith(textKey, Buffer.from(purpose), stored);
      } catch {
        throw new SecretUnreadable(`a sealed ${purpose} cannot be decrypted: ENCRYPTION_KEY (or AUTH_SECRET) changed, or it was moved`);
      }
    },
  };
}

/**
 * The TOTP secret of a stored value, or null when this server cannot open it: no code can match
 * it, so the answer is a wrong code (never a 500), and the operator is told why in the log.
 */
export function openedOrNull(box: SecretBox, customerId: number, stored: string): string | null {
  try {
    return box.open(customerId, stored);
  } catch (error) {
    if (!(error instanceof SecretUnreadable)) throw error;
    console.error(error.message);
    return null;
  }
}
