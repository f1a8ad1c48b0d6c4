import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { clientKey } from '../../http/client-address.js';
import type { KnownDevice } from './device-cookie.js';
import {
  clearThrottle,
  giveBack,
  SIGNIN_PER_ACCOUNT,
  SIGNIN_PER_ADDRESS,
  SIGNIN_PER_DEVICE,
  takeAttempt,
  takeAttempts,
  throttleKey,
} from './throttle.js';

/** What a sign-in does with its attempt once the password (and second factor) were right. */
export interface SigninAttempt {
  succeeded(): Promise<void>;
}

/**
 * Takes a sign-in attempt before anything is checked, following OWASP's device cookies: from a
 * known device of the account (a valid device cookie for this user name), only from that device's
 * own allowance, so strangers cannot lock the owner out and a device used for guessing locks only
 * itself; from anyone else, from the account's allowance for unknown clients and the address's.
 *
 * A success ends the count it was taken from — the known device's, or the account's for unknown
 * clients (as before device cookies: an API client that keeps no cookie is not locked out by its
 * own earlier typos) — and gives the address its attempt back. A known device's success leaves the
 * account's untrusted count alone: the owner signing in does not hand strangers fresh guesses.
 */
export async function takeSigninAttempt(
  db: Kysely<Database>,
  username: string,
  address: string,
  device: KnownDevice | null,
): Promise<SigninAttempt> {
  if (device) {
    const deviceKey = throttleKey(SIGNIN_PER_DEVICE, device.nonce);
    await takeAttempt(db, SIGNIN_PER_DEVICE, deviceKey);
    return { succeeded: () => clearThrottle(db, deviceKey) };
  }
  const addressKey = throttleKey(SIGNIN_PER_ADDRESS, clientKey(address));
  const accountKey = throttleKey(SIGNIN_PER_ACCOUNT, username);
  await takeAttempts(db, [
    [SIGNIN_PER_ADDRESS, addressKey],
    [SIGNIN_PER_ACCOUNT, accountKey],
  ]);
  return {
    async succeeded() {
      await clearThrottle(db, accountKey);
      await giveBack(db, addressKey);
    },
  };
}
