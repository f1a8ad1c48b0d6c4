import type { AnyDb } from '../schema.js';
import { runStatements } from './run-statements.js';

/**
 * Accounts: unique e-mail and mobile, two-factor authentication (secret, pending secret, the last
 * accepted time step so a code works once, one-time recovery codes), rotated refresh tokens with
 * reuse detection, and throttling of sign-in and registration shared by every process.
 */
export async function up(db: AnyDb): Promise<void> {
  await runStatements(
    db,
    `
    CREATE UNIQUE INDEX customers_email_key ON customers (lower(email)) WHERE email IS NOT NULL;
    CREATE UNIQUE INDEX customers_mobile_key ON customers (mobile) WHERE mobile IS NOT NULL;
    ALTER TABLE customers ADD COLUMN two_factor_enabled boolean NOT NULL DEFAULT false;
    ALTER TABLE customers ADD COLUMN two_factor_secret text;
    ALTER TABLE customers ADD COLUMN two_factor_pending_secret text;
    ALTER TABLE customers ADD COLUMN two_factor_last_step bigint;

    CREATE TABLE recovery_codes (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
      code_hash text NOT NULL,
      used_at timestamptz
    );
    CREATE INDEX recovery_codes_customer_idx ON recovery_codes (customer_id);

    CREATE TABLE spent_refresh_tokens (
      token_hash text PRIMARY KEY,
      session_id uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
      spent_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX sessions_refresh_token_key ON sessions (refresh_token_hash);

    CREATE TABLE auth_throttle (
      key text PRIMARY KEY,
      failures integer NOT NULL,
      window_started_at timestamptz NOT NULL,
      locked_until timestamptz
    );

    ALTER TABLE roles ADD COLUMN require_two_factor boolean NOT NULL DEFAULT false;
  `,
  );
}

export async function down(db: AnyDb): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE roles DROP COLUMN require_two_factor;
    DROP TABLE auth_throttle;
    DROP INDEX sessions_refresh_token_key;
    DROP TABLE spent_refresh_tokens;
    DROP TABLE recovery_codes;
    ALTER TABLE customers DROP COLUMN two_factor_last_step;
    ALTER TABLE customers DROP COLUMN two_factor_pending_secret;
    ALTER TABLE customers DROP COLUMN two_factor_secret;
    ALTER TABLE customers DROP COLUMN two_factor_enabled;
    DROP INDEX customers_mobile_key;
    DROP INDEX customers_email_key;
  `,
  );
}
