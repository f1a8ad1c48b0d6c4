import type { AnyDb } from '../schema.js';
import { runStatements } from './run-statements.js';

/**
 * Issue 12: customers' addresses (`entities/addresses.ts`). A row belongs to the customer who made
 * it (`owner_id`): their address book is read, and counted against the store's
 * `customer.maximumaddresses`, by that column, hence its index. Country, state and city are text
 * until issue 13's geography entities. Numbered 0020: 0019 is another change of issue 12.
 */
export async function up(db: AnyDb): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE addresses (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      title text NOT NULL,
      country text,
      state text,
      city text,
      address_detail text,
      location text,
      zip_postal_code text,
      first_name text,
      last_name text,
      company text,
      phone_number text,
      fax_number text,
      email text,
      owner_id integer REFERENCES customers (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX addresses_owner_idx ON addresses (owner_id, created_at DESC, id);
  `,
  );
}

export async function down(db: AnyDb): Promise<void> {
  await runStatements(db, 'DROP TABLE addresses;');
}
