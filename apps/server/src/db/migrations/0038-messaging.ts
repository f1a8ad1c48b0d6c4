import type { AnyDb } from '../schema.js';
import { runStatements } from './run-statements.js';

/**
 * Issue 14 item 6: messaging accounts (`entities/messaging.ts`; the password sealed with the
 * server's key, never in the clear), the mail queue, password reset links (their tokens stored as
 * SHA-256 hashes, bound to the security stamp of the moment they were asked for), and the language a
 * customer last signed in with, which mail to them is written in.
 */
export async function up(db: AnyDb): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE messaging_accounts (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      display_name text NOT NULL,
      acc_address text NOT NULL,
      provider_type text NOT NULL DEFAULT 'smtp',
      host text NOT NULL,
      port integer NOT NULL DEFAULT 587,
      username text,
      password text,
      enable_ssl boolean NOT NULL DEFAULT false,
      use_default_credentials boolean NOT NULL DEFAULT false,
      owner_id integer REFERENCES customers (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE mail_queue (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      kind text NOT NULL,
      to_address text NOT NULL,
      language text NOT NULL,
      subject text NOT NULL,
      body_sealed text,
      message_id text NOT NULL,
      status text NOT NULL DEFAULT 'pending',
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz DEFAULT now(),
      sent_at timestamptz,
      expires_at timestamptz,
      last_error text,
      account_id integer REFERENCES messaging_accounts (id) ON DELETE SET NULL,
      claimed_by text,
      claimed_until timestamptz,
      owner_id integer REFERENCES customers (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX mail_queue_due_idx ON mail_queue (next_attempt_at, id) WHERE status = 'pending';
    CREATE INDEX mail_queue_sending_idx ON mail_queue (claimed_until) WHERE status = 'sending';
    CREATE INDEX mail_queue_created_idx ON mail_queue (created_at, id);
    CREATE INDEX mail_queue_account_idx ON mail_queue (account_id);

    CREATE TABLE password_resets (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
      token_hash text NOT NULL UNIQUE,
      security_stamp uuid NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX password_resets_customer_idx ON password_resets (customer_id);
    CREATE INDEX password_resets_expires_idx ON password_resets (expires_at);

    ALTER TABLE customers ADD COLUMN language text CHECK (language IN ('fa', 'en', 'tr'));
  `,
  );
}

export async function down(db: AnyDb): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE customers DROP COLUMN language;
    DROP TABLE password_resets;
    DROP TABLE mail_queue;
    DROP TABLE messaging_accounts;
  `,
  );
}
