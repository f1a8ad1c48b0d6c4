import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FORM_MAX_SECONDS, FORM_MIN_SECONDS, FormTokens } from './form-guard.js';

const tokens = new FormTokens(randomBytes(32));
const shown = Date.UTC(2026, 10, 24, 12, 0, 0);
const later = (seconds: number) => shown + seconds * 1000;

describe('form tokens (the time trap)', () => {
  it('accepts a form sent after a person could have filled it in, before it goes stale', () => {
    const token = tokens.issue(1, 'contact-us', shown);
    expect(tokens.check(token, 1, 'contact-us', later(FORM_MIN_SECONDS))).toMatchObject({ ok: true });
    expect(tokens.check(token, 1, 'Contact-Us', later(FORM_MAX_SECONDS))).toMatchObject({ ok: true });
  });

  it('refuses a form sent sooner than a person types, and a stale one', () => {
    const token = tokens.issue(1, 'contact-us', shown);
    expect(tokens.check(token, 1, 'contact-us', later(FORM_MIN_SECONDS - 1))).toEqual({ ok: false, code: 'form.error.toofast' });
    expect(tokens.check(token, 1, 'contact-us', later(FORM_MAX_SECONDS + 1))).toEqual({ ok: false, code: 'form.error.expired' });
  });

  it('refuses a token of another form, another store, another key, or one altered', () => {
    const token = tokens.issue(1, 'contact-us', shown);
    const at = later(10);
    expect(tokens.check(token, 1, 'newsletter', at).ok).toBe(false);
    expect(tokens.check(token, 2, 'contact-us', at).ok).toBe(false);
    expect(new FormTokens(randomBytes(32)).check(token, 1, 'contact-us', at).ok).toBe(false);
    // An earlier issue time would pass the time trap: the signature covers it.
    const [nonce, issued, signature] = token.split('.');
    expect(tokens.check(`${nonce}.${Number(issued) - 60}.${signature}`, 1, 'contact-us', later(1)).ok).toBe(false);
    for (const bad of ['', 'x', `${token}x`, token.replace(/\./g, '')]) expect(tokens.check(bad, 1, 'contact-us', at).ok).toBe(false);
  });
});
