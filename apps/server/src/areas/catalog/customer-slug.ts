import { randomInt } from 'node:crypto';
import { SLUG_MAX } from '@store/domain';

/**
 * A customer's product address ends in a short random code the server picks (`-k3x9q2`), kept
 * while the product lives. Slugs are unique in the store, so a slug a customer chose whole would
 * answer `product.error.slugexists` when another customer's unlisted product held it, telling them
 * that product exists (outside review of issue 13). With the code, a customer's slug can only meet
 * their own products' slugs.
 */
const CODE_LENGTH = 6;
const CODE_LETTERS = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** A code has a digit and a letter, so a word ending an older slug (`-mobile`) is not taken for one. */
const CODE = /-((?=[a-z]*\d)(?=\d*[a-z])[a-z0-9]{6})$/;

/** A new random code. */
export function newSlugCode(): string {
  for (;;) {
    const code = Array.from({ length: CODE_LENGTH }, () => CODE_LETTERS[randomInt(CODE_LETTERS.length)]).join('');
    if (CODE.test(`-${code}`)) return code;
  }
}

/** The code a slug ends in, if it has one. */
export const slugCode = (slug: string): string | undefined => CODE.exec(slug)?.[1];

/**
 * The slug stored for what a customer sent: their words, without the code if they kept it, then
 * `code` (the product's own, or a new one). Cut to fit the slug's length at a dash where it can be.
 */
export function customerSlug(sent: string, code: string): string {
  const words = sent.endsWith(`-${code}`) ? sent.slice(0, -(code.length + 1)) : sent;
  const room = SLUG_MAX - code.length - 1;
  const cut = words.length <= room ? words : words.slice(0, room).replace(/-[^-]*$/, '') || words.slice(0, room);
  return `${cut.replace(/-+$/, '')}-${code}`;
}
