import { randomBytes } from 'node:crypto';
import { ADMIN_ROLE, ADMIN_USERNAME, AUTHENTICATED_ROLE, WEB_APPLICATION_IDENTITY } from '@store/domain';
import { type Kysely, sql } from 'kysely';
import { hashPassword } from '../../areas/identity/password.js';
import type { Database } from '../schema.js';

/**
 * The two system roles every installation has (spec 000 §6); idempotent, safe for concurrent
 * processes. `requireAdminTwoFactor` applies when the administrators role is first created.
 */
export async function ensureSystemRoles(db: Kysely<Database>, requireAdminTwoFactor = false): Promise<void> {
  await sql`
    INSERT INTO roles (name, system_name, active, system_role, require_two_factor)
    VALUES ('Administrators', ${ADMIN_ROLE}, true, true, ${requireAdminTwoFactor}), ('Authenticated', ${AUTHENTICATED_ROLE}, true, true, false)
    ON CONFLICT ((lower(system_name))) DO NOTHING
  `.execute(db);
}

export interface AdministratorResult {
  created: boolean;
  /** Set when the password was generated and must be shown once. */
  generatedPassword?: string;
}

/** Creates the first administrator when there is none, with `password` or a generated one. */
export async function ensureAdministrator(db: Kysely<Database>, password: string | undefined): Promise<AdministratorResult> {
  // Deleted or not: an administrator an operator deleted is not made again behind their back.
  const existing = await db.selectFrom('customers').select('id').where(sql`lower(username)`, '=', ADMIN_USERNAME).executeTakeFirst();
  if (existing) return { created: false };
  const generated = password ? undefined : randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password ?? (generated as string));
  // Two processes starting on one empty database: the unique index decides, the other skips.
  const created = await db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ id: number }>`
      INSERT INTO customers (username, password_hash, first_name, last_name)
      VALUES (${ADMIN_USERNAME}, ${passwordHash}, 'Store', 'Administrator')
      ON CONFLICT ((lower(username))) WHERE NOT is_deleted DO NOTHING
      RETURNING id
    `.execute(trx);
    const customer = rows[0];
    if (!customer) return false;
    await sql`
      INSERT INTO customer_roles (customer_id, role_id)
      SELECT ${customer.id}, id FROM roles WHERE lower(system_name) IN (${ADMIN_ROLE}, ${AUTHENTICATED_ROLE})
    `.execute(trx);
    return true;
  });
  if (!created) return { created: false };
  return generated ? { created: true, generatedPassword: generated } : { created: true };
}

/** Advisory lock shared by every seed that creates stores (the demo seed takes it too). */
export const STORE_SEED_LOCK = 7_201_001;

/**
 * Every installation has at least one store: the default store, which requests without a store
 * header or a known host are about, and whose settings other stores fall back to. Created as
 * `default` when there is none (after the demo seed, which brings its own).
 */
export async function ensureDefaultStore(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${STORE_SEED_LOCK})`.execute(trx);
    await sql`INSERT INTO stores (name) SELECT 'default' WHERE NOT EXISTS (SELECT 1 FROM stores)`.execute(trx);
  });
}

/**
 * The web app's own application (its identity is the fixed `WEB_APPLICATION_IDENTITY` the web
 * sends): every installation has it, so the storefront and dashboard are never refused as an
 * unknown application. Idempotent, safe for concurrent processes; a name or description an
 * administrator gave it is kept.
 */
export async function ensureWebApplication(db: Kysely<Database>): Promise<void> {
  await sql`
    INSERT INTO applications (name, version, application_guid, description)
    VALUES ('Web', '1.0.0', ${WEB_APPLICATION_IDENTITY},
      'The storefront and dashboard web app / وب‌سایت فروشگاه و پیشخوان / Mağaza ve yönetim paneli web uygulaması')
    ON CONFLICT (application_guid) DO NOTHING
  `.execute(db);
}
