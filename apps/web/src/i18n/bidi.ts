/**
 * Keeping left-to-right values whole inside right-to-left text and the other way round. A phone
 * number `+982100000000` inside Persian shows as `982100000000+` and `Melk Demo Co.` as
 * `.Melk Demo Co` unless it is isolated: in markup `<bdi dir="ltr">` (the `Ltr` component), in
 * plain strings (titles, toasts, attributes, `aria-label`) Unicode isolates, which every browser
 * and screen reader treats as invisible.
 */
const LRI = '\u2066';
const FSI = '\u2068';
const PDI = '\u2069';

/** A value that always runs left to right (phone, e-mail, code, URL, a Latin name) as one unit of the sentence around it. */
export function ltr(text: string): string {
  return text === '' ? '' : `${LRI}${text}${PDI}`;
}

/** A value of unknown direction (a name a person typed) as one unit, its direction taken from its first letter. */
export function isolate(text: string): string {
  return text === '' ? '' : `${FSI}${text}${PDI}`;
}

/** Scripts written right to left; only their letters decide a direction (Persian digits do not). */
const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const LETTER = /\p{L}/u;

/**
 * The direction a value runs in: that of its first letter, as `dir="auto"` decides, but
 * left to right when it has no letter at all: `+982100000000` or `12-34` typed into a text field
 * (`dir="auto"` would give those the page's direction and flip the `+` in Persian).
 */
export function directionOf(text: string): 'ltr' | 'rtl' {
  for (const char of text) if (LETTER.test(char)) return RTL_SCRIPT.test(char) ? 'rtl' : 'ltr';
  return 'ltr';
}

/** Text without the isolates (for comparing, searching or sending a value back). */
export function withoutIsolates(text: string): string {
  return text.replace(/[\u2066-\u2069]/g, '');
}

/**
 * Parameters of a translated message with each string isolated, so `{{name}}` keeps its place in
 * a message of the other direction (`"Melk Demo Co." حذف شود؟`). Numbers are left to the message layer,
 * which writes them in the language's digits (translator.ts); `count` stays a number for plurals.
 */
export function isolatedParams<T extends Record<string, unknown>>(params: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) out[key] = typeof value === 'string' ? isolate(value) : value;
  return out as T;
}
