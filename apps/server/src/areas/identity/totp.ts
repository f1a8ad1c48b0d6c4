import { randomInt } from 'node:crypto';
import * as OTPAuth from 'otpauth';

/** RFC 6238 as authenticator apps use it: SHA-1, 6 digits, 30-second steps, ±1 step of drift. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_WINDOW = 1;
export const ISSUER = 'Storefront';

export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

function totp(secret: string, label = 'account') {
  return new OTPAuth.TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

export function otpauthUrl(secret: string, username: string): string {
  return totp(secret, username).toString();
}

/** The time step a code belongs to (within ±1 of now), or null when it matches none. */
export function matchingStep(secret: string, code: string, nowMs: number): number | null {
  const generator = totp(secret);
  const delta = generator.validate({ token: code, timestamp: nowMs, window: TOTP_WINDOW });
  return delta === null ? null : generator.counter({ timestamp: nowMs }) + delta;
}

/** The code of a given moment (tests and tools use it; the server only verifies). */
export function codeAt(secret: string, nowMs: number): string {
  return totp(secret).generate({ timestamp: nowMs });
}

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten one-time recovery codes `xxxxx-xxxxx`, shown once and stored keyed (`SecretBox.codeHash`). */
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}
