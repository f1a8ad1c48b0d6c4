import type { AnyDb } from '../schema.js';
import { runStatements } from './run-statements.js';

/**
 * A security stamp per customer (issue 9 hardening): a random value replaced whenever every (or
 * every other) session of the customer is closed — a password change, two-factor turned on or
 * replaced, an administrator's reset, signing out everywhere, switching the customer off. A sign-in
 * opens its session only while the stamp it read with the password is still the customer's, and a
 * device cookie is trusted only while the stamp it was signed with is (sessions.ts, device-cookie.ts).
 */
export async function up(db: AnyDb): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE customers ADD COLUMN security_stamp uuid NOT NULL DEFAULT gen_random_uuid();
  `,
  );
}

export async function down(db: AnyDb): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE customers DROP COLUMN security_stamp;
  `,
  );
}
