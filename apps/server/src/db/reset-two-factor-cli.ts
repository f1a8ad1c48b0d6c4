import { sql } from 'kysely';
import { clearTwoFactor } from '../areas/identity/customer-security.js';
import { readConfig } from '../config.js';
import { openDatabase } from './connection.js';

/**
 * `npm run two-factor:reset -- <user name>`: the store operator turns a customer's two-factor
 * sign-in off — for when no administrator can sign in to do it from the dashboard (the
 * administrator's own authenticator lost with its codes, or ENCRYPTION_KEY / AUTH_SECRET changed so
 * no stored secret opens). Like an administrator's reset: secrets and codes cleared, every session
 * ended, recorded on the customer's security page (with no administrator named).
 */
const username = process.argv[2]?.trim();
if (!username) {
  console.error('usage: npm run two-factor:reset -- <user name>');
  process.exit(2);
}
const config = readConfig();
const { db, close } = await openDatabase(config);
let status = 0;
try {
  const { rows } = await sql<{
    id: number;
  }>`SELECT id FROM customers WHERE lower(username) = ${username.toLowerCase()} AND NOT is_deleted`.execute(db);
  const customer = rows[0];
  if (customer) {
    await clearTwoFactor(db, customer.id, null);
    console.log(`two-factor sign-in of ${username} is off; their sessions are ended`);
  } else {
    console.error(`no customer named ${username}`);
    status = 1;
  }
} finally {
  await close();
}
// Said outright: the embedded database's shutdown leaves the exit code as it found it.
process.exit(status);
