import { createHmac } from 'node:crypto';

/** RFC 6238 time-based one-time passwords, computed here independently of the server (HMAC-SHA1, 30 s, 6 digits). */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const TOTP_STEP_SECONDS = 30;

/** RFC 4648 base32, ignoring spaces, dashes, padding and case. */
export function base32Decode(text: string): Buffer {
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of text.replace(/[\s=-]/g, '').toUpperCase()) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error(`"${char}" is not a base32 character`);
    buffer = ((buffer << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** The time step a moment falls in. */
export function totpStep(at = Date.now()): number {
  return Math.floor(at / 1000 / TOTP_STEP_SECONDS);
}

/** The code of a base32 secret for a time step (RFC 4226 dynamic truncation). */
export function totpCode(secret: string, step = totpStep(), digits = 6): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hmac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = (hmac[hmac.length - 1] ?? 0) & 0x0f;
  const value = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 10 ** digits).padStart(digits, '0');
}

/**
 * A code the server has not accepted yet: the server accepts a code only from a step later than
 * the last it accepted, so wait until the current step is past every step used. Also waits when
 * the step ends within `margin` ms, so the code is still current when it arrives.
 */
export async function freshTotp(secret: string, used: ReadonlySet<number>, margin = 3_000): Promise<{ code: string; step: number }> {
  for (;;) {
    const now = Date.now();
    const step = totpStep(now);
    const left = (step + 1) * TOTP_STEP_SECONDS * 1000 - now;
    if (step > Math.max(-1, ...used) && left > margin) return { code: totpCode(secret, step), step };
    await new Promise((resolve) => setTimeout(resolve, left + 100));
  }
}
