import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { FORM_MAX_SECONDS, FORM_MIN_SECONDS } from '@store/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { keptKey } from '../identity/system-keys.js';
import type { ThrottleRule } from '../identity/throttle.js';

/**
 * The bot check of a public form, with no third-party service: a time trap (the form's token is
 * signed when the form is shown; a submission sooner than a person could type, or hours later, is
 * refused), a honeypot field hidden from people (a bot that fills it is answered as if it had
 * succeeded, and nothing is stored, so it learns nothing), each token used once, and a limit per
 * address. See docs/notes/issue-10-forms.md.
 */

export { FORM_MAX_SECONDS, FORM_MIN_SECONDS };
/** The field people never see (hidden by the form's CSS and from assistive technology). */
export const HONEYPOT_FIELD = 'website';

/** Submissions from one address: enough for a family behind one router, too few for a flood. */
export const FORM_PER_ADDRESS: ThrottleRule = { name: 'form-address', limit: 5, windowSeconds: 600, code: 'form.error.toomany' };
/** Each shown form is sent once: a token replayed by a script is refused. */
export const FORM_TOKEN_ONCE: ThrottleRule = { name: 'form-token', limit: 1, windowSeconds: FORM_MAX_SECONDS, code: 'form.error.expired' };

const KEY_NAME = 'cms.form-token-key';
const TOKEN = /^([A-Za-z0-9_-]{22})\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/;

/** Derived from AUTH_SECRET when it is set, else a key kept in the database for every process. */
export async function loadFormTokenKey(db: Kysely<Database>, authSecret: string | undefined): Promise<Buffer> {
  if (authSecret) return Buffer.from(hkdfSync('sha256', authSecret, 'storefront', 'form-token-signing', 32));
  return Buffer.from(await keptKey(db, KEY_NAME, 32), 'base64url');
}

export type TokenVerdict = { ok: true; nonce: string } | { ok: false; code: 'form.error.toofast' | 'form.error.expired' };

/** Tokens bound to one store's one form: a token shown for another form or store is not valid here. */
export class FormTokens {
  constructor(private readonly key: Buffer) {}

  issue(storeId: number, form: string, nowMs: number): string {
    const nonce = randomBytes(16).toString('base64url');
    const issued = String(Math.floor(nowMs / 1000));
    return `${nonce}.${issued}.${this.sign(storeId, form, nonce, issued)}`;
  }

  check(token: string, storeId: number, form: string, nowMs: number): TokenVerdict {
    const [, nonce = '', issued = '', signature = ''] = TOKEN.exec(token) ?? [];
    const expected = Buffer.from(this.sign(storeId, form, nonce, issued));
    const given = Buffer.from(signature);
    if (!nonce || given.length !== expected.length || !timingSafeEqual(expected, given)) return { ok: false, code: 'form.error.expired' };
    const age = nowMs / 1000 - Number(issued);
    if (age < FORM_MIN_SECONDS) return { ok: false, code: 'form.error.toofast' };
    if (age > FORM_MAX_SECONDS) return { ok: false, code: 'form.error.expired' };
    return { ok: true, nonce };
  }

  private sign(storeId: number, form: string, nonce: string, issued: string): string {
    return createHmac('sha256', this.key).update(`${storeId}|${form.toLowerCase()}|${nonce}|${issued}`).digest('base64url');
  }
}
