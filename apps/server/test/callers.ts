import { type AccessLevel, ADMIN_ROLE, AUTHENTICATED_ROLE, type EntityDef } from '@store/domain';
import { sql } from 'kysely';
import { hashPassword } from '../src/areas/identity/password.js';
import { SIGNIN_PER_ACCOUNT, STEP_UP_PER_SESSION } from '../src/areas/identity/throttle.js';
import { ownerWritesRefused } from './expected-access.js';
import { SERVED_ENTITIES } from './served-entities.js';
import { confirmSession, TEST_ADMIN_PASSWORD, type TestApp } from './test-app.js';

/** Everyone the API must tell apart (issue 4: anonymous, guest, customer, owner, stranger, administrator). */
export const CALLER_NAMES = ['anonymous', 'guest', 'customer', 'owner', 'stranger', 'administrator'] as const;
export type CallerName = (typeof CALLER_NAMES)[number];

/**
 * The role owner and stranger share: one access level on every entity — where that level may not
 * be given (Edit Owner on an entity with a store-wide unique key), View Owned Only instead.
 */
export const STAFF_ROLE = 'fuzz_staff';
const PASSWORD = 'caller-password-1';

interface Account {
  username: string;
  password: string;
  roles: string[];
}

const ACCOUNTS: Partial<Record<CallerName, Account>> = {
  customer: { username: 'caller_customer', password: PASSWORD, roles: [AUTHENTICATED_ROLE] },
  owner: { username: 'caller_owner', password: PASSWORD, roles: [AUTHENTICATED_ROLE, STAFF_ROLE] },
  stranger: { username: 'caller_stranger', password: PASSWORD, roles: [AUTHENTICATED_ROLE, STAFF_ROLE] },
  administrator: { username: 'administrator', password: TEST_ADMIN_PASSWORD, roles: [ADMIN_ROLE, AUTHENTICATED_ROLE] },
};

const ROLE_NAMES = [ADMIN_ROLE, AUTHENTICATED_ROLE, STAFF_ROLE];
/** Throttle keys with this many live attempts count as full (the smallest limit; a larger one only repairs sooner). */
const FULLEST = Math.min(SIGNIN_PER_ACCOUNT.limit, STEP_UP_PER_SESSION.limit);

/** Callers sign in from an address of their own, so requests fuzzed from others never lock them out. */
const CALLER_ADDRESS = '10.99.0.1';
/** A caller's password confirmation older than this is renewed (power changes need one younger than 15 minutes). */
const CONFIRMATION_RENEWED_AFTER_MS = 10 * 60_000;

/** The session id a token names (its `sid` claim). */
const sessionIdOf = (token: string): string => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sid;

/**
 * The six kinds of caller, with tokens, kept usable while a test throws arbitrary requests at
 * the API: a fuzzed request may legitimately sign a caller out, take a role away or switch a role
 * off. `restore()` notices (one query comparing the callers' identity rows with how they were set
 * up) and puts everything back, signing in again. Each signed-in caller confirms the password
 * once when signing in, as the web's prompt does before a power change (changing customers, roles,
 * security accesses), and again when that confirmation grows old.
 */
export class Callers {
  private readonly tokens = new Map<CallerName, string>();
  private readonly sessionIds: string[] = [];
  private baseline = '';
  readonly ids = new Map<CallerName, number>();

  private constructor(
    private readonly t: TestApp,
    readonly staffLevel: AccessLevel,
  ) {}

  static async create(t: TestApp, staffLevel: AccessLevel = 'EditOwner'): Promise<Callers> {
    const callers = new Callers(t, staffLevel);
    await callers.setUp();
    return callers;
  }

  /** Role system names each caller holds. */
  roles(name: CallerName): string[] {
    return ACCOUNTS[name]?.roles ?? [];
  }

  /** The staff role's level on an entity (see STAFF_ROLE). */
  staffLevelOn(entity: EntityDef): AccessLevel {
    return this.staffLevel === 'EditOwner' && ownerWritesRefused(entity) ? 'ViewOwnedOnly' : this.staffLevel;
  }

  /** The access level a caller holds on an entity, if any. */
  levelOn(name: CallerName, entity: EntityDef): AccessLevel | null {
    return this.roles(name).includes(STAFF_ROLE) ? this.staffLevelOn(entity) : null;
  }

  headers(name: CallerName): Record<string, string> {
    const token = this.tokens.get(name);
    return token ? { authorization: `Bearer ${token}` } : {};
  }

  /**
   * Puts the callers back as they were set up when a request changed them; answers whether it
   * had to. `beforeRepair` runs first (to keep what the repair will overwrite).
   */
  async restore(beforeRepair?: () => Promise<void>): Promise<boolean> {
    if ((await this.digest()) === this.baseline) return false;
    await beforeRepair?.();
    await this.setUp();
    return true;
  }

  private async setUp(): Promise<void> {
    const db = this.t.database.db;
    const passwordHash = await hashPassword(PASSWORD);
    await sql`
      INSERT INTO roles (name, system_name, active, system_role, require_two_factor)
      VALUES ('Administrators', ${ADMIN_ROLE}, true, true, false), ('Authenticated', ${AUTHENTICATED_ROLE}, true, true, false),
        ('Fuzz staff', ${STAFF_ROLE}, true, false, false)
      ON CONFLICT ((lower(system_name))) DO UPDATE SET active = true, require_two_factor = false
    `.execute(db);
    for (const [name, account] of Object.entries(ACCOUNTS) as [CallerName, Account][]) {
      const hash = name === 'administrator' ? await hashPassword(account.password) : passwordHash;
      const { rows } = await sql<{ id: number }>`
        INSERT INTO customers (username, password_hash) VALUES (${account.username}, ${hash})
        ON CONFLICT ((lower(username))) WHERE NOT is_deleted DO UPDATE SET password_hash = EXCLUDED.password_hash, is_active = true,
          two_factor_enabled = false, two_factor_secret = NULL, two_factor_pending_secret = NULL
        RETURNING id
      `.execute(db);
      const id = rows[0]!.id;
      this.ids.set(name, id);
      await sql`DELETE FROM customer_roles WHERE customer_id = ${id}`.execute(db);
      await sql`
        INSERT INTO customer_roles (customer_id, role_id) SELECT ${id}, id FROM roles WHERE lower(system_name) IN (${sql.join(account.roles)})
      `.execute(db);
      await sql`DELETE FROM auth_throttle WHERE key LIKE ${`%:${account.username}`}`.execute(db);
    }
    await sql`DELETE FROM security_accesses WHERE role_id = (SELECT id FROM roles WHERE system_name = ${STAFF_ROLE})`.execute(db);
    for (const entity of SERVED_ENTITIES) {
      await sql`
        INSERT INTO security_accesses (role_id, entity_name, access_type)
        SELECT id, ${entity.name}, ${this.staffLevelOn(entity)} FROM roles WHERE system_name = ${STAFF_ROLE}
      `.execute(db);
    }
    await sql`DELETE FROM auth_throttle WHERE key LIKE ${`%:${CALLER_ADDRESS}`}`.execute(db);

    this.sessionIds.length = 0;
    for (const [name, account] of Object.entries(ACCOUNTS) as [CallerName, Account][]) {
      const res = await this.t.app.inject({
        method: 'POST',
        url: '/api/Authentication/signin',
        remoteAddress: CALLER_ADDRESS,
        payload: { username: account.username, password: account.password },
      });
      if (res.statusCode !== 200) throw new Error(`sign-in of ${name} failed: ${res.statusCode} ${res.body}`);
      const token = res.json().data.access_token as string;
      this.tokens.set(name, token);
      this.sessionIds.push(sessionIdOf(token));
      await confirmSession(this.t.app, { authorization: `Bearer ${token}` }, account.password);
    }
    const guest = await this.t.app.inject({ url: '/api/Authentication/GetAnonymousToken' });
    this.tokens.set('guest', guest.json().data.access_token);
    this.baseline = await this.digest();
  }

  /** Everything about the callers a request could change that decides what they may do. */
  private async digest(): Promise<string> {
    const ids = [...this.ids.values()];
    const renewBefore = new Date(Date.now() + this.t.clock.offsetMs - CONFIRMATION_RENEWED_AFTER_MS);
    const { rows } = await sql<{ digest: string }>`
      SELECT md5(concat_ws('#',
        (SELECT string_agg(concat_ws(',', id, password_hash, is_active, is_deleted, two_factor_enabled), ';' ORDER BY id)
          FROM customers WHERE id IN (${sql.join(ids)})),
        (SELECT string_agg(concat_ws(',', customer_id, role_id), ';' ORDER BY customer_id, role_id)
          FROM customer_roles WHERE customer_id IN (${sql.join(ids)})),
        (SELECT string_agg(concat_ws(',', id, system_name, active, require_two_factor), ';' ORDER BY id)
          FROM roles WHERE lower(system_name) IN (${sql.join(ROLE_NAMES)})),
        (SELECT string_agg(concat_ws(',', sa.entity_name, sa.access_type), ';' ORDER BY sa.entity_name)
          FROM security_accesses sa JOIN roles r ON r.id = sa.role_id WHERE r.system_name = ${STAFF_ROLE}),
        (SELECT string_agg(concat_ws(',', id, revoked_at IS NULL), ';' ORDER BY id) FROM sessions WHERE customer_id IN (${sql.join(ids)})),
        (SELECT string_agg(key, ';' ORDER BY key) FROM (SELECT key FROM auth_throttle WHERE expires_at > now()
          GROUP BY key HAVING count(*) >= ${FULLEST}) AS full_keys),
        (SELECT string_agg(id::text, ';' ORDER BY id) FROM sessions
          WHERE id IN (${sql.join(this.sessionIds)}) AND (confirmed_at IS NULL OR confirmed_at < ${renewBefore}))
      )) AS digest
    `.execute(this.t.database.db);
    return rows[0]!.digest;
  }
}
