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
 * A code the server has not accepted yet. The server accepts a code of the current step or of the
 * one before or after (RFC 6238's drift window, a promise of its own) and only from a step later
 * than the last it accepted: so take the earliest of those three steps past every step used, and
 * wait for the next step only when all three are spent. The step before is taken only when more
 * than `margin` ms of the current step are left (it stops being accepted when the step ends).
 */
export async function freshTotp(secret: string, used: ReadonlySet<number>, margin = 3_000): Promise<{ code: string; step: number }> {
  for (;;) {
    const now = Date.now();
    const step = totpStep(now);
    const left = (step + 1) * TOTP_STEP_SECONDS * 1000 - now;
    const last = Math.max(-1, ...used);
    const candidates = [...(left > margin ? [step - 1] : []), step, step + 1];
    const next = candidates.find((candidate) => candidate > last);
    if (next !== undefined) return { code: totpCode(secret, next), step: next };
    await new Promise((resolve) => setTimeout(resolve, left + 100));
  }
}
