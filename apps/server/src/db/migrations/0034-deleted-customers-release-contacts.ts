import type { AnyDb } from '../schema.js';
import { runStatements } from './run-statements.js';

/** The customers' four unique indexes, dropped to be made again (they keep their names: violations are recognised by them). */
const DROP_KEYS = `
  DROP INDEX customers_username_key;
  DROP INDEX customers_email_key;
  DROP INDEX customers_mobile_key;
  DROP INDEX customers_national_code_key;
`;

/**
 * A deleted customer's user name, e-mail, mobile and national code may be taken again (issue 12's
 * review): the customers' unique indexes hold only the rows not deleted, as every soft-deleted
 * entity's do (the schema-drift check holds them to it). Sign-in, the wizard's identity check and
 * the duplicate checks before a write already read only customers not deleted; now the indexes
 * agree with them.
 */
export async function up(db: AnyDb): Promise<void> {
  await runStatements(
    db,
    `${DROP_KEYS}
    CREATE UNIQUE INDEX customers_username_key ON customers (lower(username)) WHERE NOT is_deleted;
    CREATE UNIQUE INDEX customers_email_key ON customers (lower(email)) WHERE NOT is_deleted;
    CREATE UNIQUE INDEX customers_mobile_key ON customers (mobile) WHERE NOT is_deleted;
    CREATE UNIQUE INDEX customers_national_code_key ON customers (national_code) WHERE NOT is_deleted;
  `,
  );
}

/** Back to values held for ever: fails while a deleted customer and a live one share a value. */
export async function down(db: AnyDb): Promise<void> {
  await runStatements(
    db,
    `${DROP_KEYS}
    CREATE UNIQUE INDEX customers_username_key ON customers (lower(username));
    CREATE UNIQUE INDEX customers_email_key ON customers (lower(email)) WHERE email IS NOT NULL;
    CREATE UNIQUE INDEX customers_mobile_key ON customers (mobile) WHERE mobile IS NOT NULL;
    CREATE UNIQUE INDEX customers_national_code_key ON customers (national_code) WHERE national_code IS NOT NULL;
  `,
  );
}
