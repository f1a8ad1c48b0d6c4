import type { AnyDb } from '../schema.js';
import { runStatements } from './run-statements.js';

/**
 * Issue 12: a customer's profile — national code (unique, the official checksum checked by the
 * engine), gender (the spec's codes 1 and 2), date of birth and avatar.
 */
export async function up(db: AnyDb): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE customers ADD COLUMN national_code text;
    ALTER TABLE customers ADD COLUMN gender text;
    ALTER TABLE customers ADD COLUMN date_of_birth date;
    ALTER TABLE customers ADD COLUMN avatar text;
    CREATE UNIQUE INDEX customers_national_code_key ON customers (national_code) WHERE national_code IS NOT NULL;
  `,
  );
}

export async function down(db: AnyDb): Promise<void> {
  await runStatements(
    db,
    `
    DROP INDEX customers_national_code_key;
    ALTER TABLE customers DROP COLUMN avatar;
    ALTER TABLE customers DROP COLUMN date_of_birth;
    ALTER TABLE customers DROP COLUMN gender;
    ALTER TABLE customers DROP COLUMN national_code;
  `,
  );
}
