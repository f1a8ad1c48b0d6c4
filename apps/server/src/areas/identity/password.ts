import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Passwords are hashed with scrypt, a memory-hard function built into Node (OWASP: N=2^17, r=8,
 * p=1 is the strong setting; 2^15 keeps a sign-in near 50 ms on this hardware while still
 * needing 32 MiB per guess). The parameters are stored with each hash so they can be raised.
 */
const PARAMS = { r: 8, p: 1 } as const;

/**
 * scrypt's N: 2^15, unless `PASSWORD_COST_LOG2` says otherwise. The API tests set 10
 * (vitest.config.ts): they hash thousands of passwords and test the rules around a hash, not its
 * strength. Anything outside 10–20 falls back to 15, so a typo cannot weaken a store further.
 */
export function scryptN(env: NodeJS.ProcessEnv = process.env): number {
  const wanted = Number(env.PASSWORD_COST_LOG2);
  return 2 ** (Number.isInteger(wanted) && wanted >= 10 && wanted <= 20 ? wanted : 15);
}
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  const maxmem = 128 * (options.N ?? scryptN()) * (options.r ?? PARAMS.r) * 2;
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const N = scryptN();
  const key = await derive(password, salt, { ...PARAMS, N });
  return ['scrypt', N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of a random password: verifying against it costs what a real check costs. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}
