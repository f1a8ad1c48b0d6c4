import { entities, writableFields } from '@store/domain';
import { sql } from 'kysely';
import type { AnyDb } from '../src/db/schema.js';

/** Property names of stored secrets: none may appear in any answer. */
const SECRET_NAME = /hash|password|^(two_?factor_?)?secret_?key$|^two_?factor_?secret$|^totp/i;
/** Declared write-only fields (application secret keys, messaging passwords, …): accepted, never returned. */
const WRITE_ONLY = new Set(
  entities.flatMap((entity) =>
    writableFields(entity)
      .filter(([, f]) => f.writeOnly)
      .map(([name]) => name),
  ),
);

/** Property names in a JSON answer that name a secret, with their paths. */
export function secretNamesIn(value: unknown, path = '$'): string[] {
  // An error names the fields of the request it refuses: names, not values.
  if (path === '$.error') return [];
  if (Array.isArray(value)) return value.flatMap((item, i) => secretNamesIn(item, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => [
    ...(SECRET_NAME.test(key) || WRITE_ONLY.has(key) ? [`${path}.${key}`] : []),
    ...secretNamesIn(item, `${path}.${key}`),
  ]);
}

/**
 * Collects every answer a test received and, at the end, checks none contains a secret the
 * database holds (password hashes, refresh-token and keyed recovery-code hashes, turned-on TOTP
 * secrets as stored (sealed) and as told with `know`, the token-signing key) or a value sent to a
 * write-only field.
 */
export class SecretWatch {
  private readonly bodies: string[] = [];
  private readonly sentSecrets = new Set<string>();
  private readonly sentInClear = new Set<string>();
  private readonly held: Set<string>;

  /** `known`: secrets the database does not hold (the token-signing key given to the test app). */
  constructor(known: string[] = []) {
    this.held = new Set(known);
  }

  /** A secret the database holds only sealed (a TOTP secret): watched as it is. */
  know(secret: string): void {
    this.held.add(secret);
  }

  /** Keeps an answer; answers the paths of properties named like a secret (fails at once). */
  record(body: string): string[] {
    this.bodies.push(body);
    try {
      return secretNamesIn(JSON.parse(body));
    } catch {
      return [];
    }
  }

  /** Remembers values a request sent to write-only fields. */
  sent(body: unknown): void {
    if (body === null || typeof body !== 'object') return;
    for (const [key, value] of Object.entries(body)) {
      if (typeof value !== 'string') continue;
      // Generated bodies may repeat a value in a readable field, where answering it is right.
      (WRITE_ONLY.has(key) ? this.sentSecrets : this.sentInClear).add(value);
    }
  }

  /**
   * Adds the secrets the database holds now. Call it whenever they are about to change (a test
   * resetting passwords) as well as at the end: secrets that were replaced must not leak either.
   */
  async collect(db: AnyDb): Promise<void> {
    const { rows } = await sql<{ secret: string }>`
      SELECT password_hash AS secret FROM customers
      UNION ALL SELECT two_factor_secret FROM customers WHERE two_factor_secret IS NOT NULL
      UNION ALL SELECT refresh_token_hash FROM sessions
      UNION ALL SELECT token_hash FROM spent_refresh_tokens
      UNION ALL SELECT code_hash FROM recovery_codes
      UNION ALL SELECT value FROM system_keys
    `.execute(db);
    for (const { secret } of rows) this.held.add(secret);
  }

  /** How many secrets of each kind are watched (a scan for nothing proves nothing). */
  get heldCount(): number {
    return this.held.size;
  }

  /** Secrets found in any recorded answer (empty when none leaked). */
  async leaks(db: AnyDb): Promise<string[]> {
    await this.collect(db);
    const secrets = [...this.held, ...[...this.sentSecrets].filter((s) => !this.sentInClear.has(s))].filter((s) => s.length >= 8);
    return secrets.flatMap((secret) => {
      const escaped = JSON.stringify(secret).slice(1, -1);
      const body = this.bodies.find((b) => b.includes(secret) || b.includes(escaped));
      return body ? [`${secret.slice(0, 12)}… in ${body.slice(0, 400)}`] : [];
    });
  }

  get count(): number {
    return this.bodies.length;
  }
}
