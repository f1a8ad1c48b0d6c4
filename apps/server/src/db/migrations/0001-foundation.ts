import type { AnyDb } from '../schema.js';
import { runStatements } from './run-statements.js';

/**
 * The foundation: identity core (customers, roles, sessions), process-shared keys and the first
 * operations entities (stores, settings, applications). Column names mirror
 * packages/domain/src/entities/operations.ts; the schema-drift test keeps the two in step.
 */
export async function up(db: AnyDb): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE system_keys (
      name text PRIMARY KEY,
      value text NOT NULL
    );

    CREATE TABLE customers (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      username text NOT NULL,
      email text,
      mobile text,
      password_hash text NOT NULL,
      first_name text,
      last_name text,
      is_active boolean NOT NULL DEFAULT true,
      is_deleted boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX customers_username_key ON customers (lower(username));

    CREATE TABLE roles (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      name text NOT NULL,
      system_name text NOT NULL,
      free_shipping boolean NOT NULL DEFAULT false,
      tax_exempt boolean NOT NULL DEFAULT false,
      active boolean NOT NULL DEFAULT true,
      system_role boolean NOT NULL DEFAULT false
    );
    CREATE UNIQUE INDEX roles_system_name_key ON roles (lower(system_name));

    CREATE TABLE customer_roles (
      customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
      role_id integer NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
      PRIMARY KEY (customer_id, role_id)
    );

    CREATE TABLE sessions (
      id uuid PRIMARY KEY,
      customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
      refresh_token_hash text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz
    );
    CREATE INDEX sessions_customer_idx ON sessions (customer_id);

    CREATE TABLE stores (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      name text NOT NULL,
      url text,
      ssl_enabled boolean NOT NULL DEFAULT false,
      hosts text,
      company_name text,
      company_address text,
      company_phone_number text,
      icon text,
      logo text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE settings (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      name text NOT NULL,
      value text NOT NULL,
      store_id integer NOT NULL REFERENCES stores (id),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX settings_store_name_key ON settings (store_id, lower(name));

    CREATE TABLE applications (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      name text NOT NULL,
      version text NOT NULL,
      secret_key text,
      application_guid text NOT NULL DEFAULT gen_random_uuid()::text,
      description text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX applications_guid_key ON applications (application_guid);
  `,
  );
}

export async function down(db: AnyDb): Promise<void> {
  await runStatements(
    db,
    `
    DROP TABLE applications;
    DROP TABLE settings;
    DROP TABLE stores;
    DROP TABLE sessions;
    DROP TABLE customer_roles;
    DROP TABLE roles;
    DROP TABLE customers;
    DROP TABLE system_keys;
  `,
  );
}
