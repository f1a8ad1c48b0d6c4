/**
 * Readable slugs for pages (issue 10 plan, "Slugs keep the title's letters"): Persian and Turkish
 * letters are kept, Turkish text is lower-cased the Turkish way (`İ` → `i`, `I` → `ı`), Arabic
 * `ي`/`ك` become Persian `ی`/`ک`, Persian and Arabic digits become Latin, and the zero-width
 * non-joiner and every run of spaces or punctuation become one `-`. A title with nothing left
 * (only punctuation) gets `page`.
 */

/** The slug of a title that has no letter or digit left. */
export const EMPTY_SLUG = 'page';
/** Longest slug; a longer title is cut at a dash where it can be. */
export const SLUG_MAX = 120;

const TURKISH_ONLY = /[ğĞşŞıİ]/;

function digitsToLatin(text: string): string {
  return text.replace(/[\u06F0-\u06F9\u0660-\u0669]/g, (d) => String((d.codePointAt(0) ?? 0) % 16));
}

/** The slug a title gives (before it is made unique in its store). `language` is the title's, when known. */
export function slugify(title: string, language?: string): string {
  const turkish = language === 'tr' || TURKISH_ONLY.test(title);
  const lowered = turkish ? title.toLocaleLowerCase('tr') : title.toLowerCase();
  const cut = digitsToLatin(lowered.normalize('NFC'))
    .replace(/ي/g, 'ی')
    .replace(/ى/g, 'ی')
    .replace(/ك/g, 'ک')
    // Arabic diacritics and the tatweel carry no letter of their own.
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    // Everything that is not a letter, a combining mark of one, or a digit separates words.
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  if (cut === '') return EMPTY_SLUG;
  if (cut.length <= SLUG_MAX) return cut;
  const short = cut.slice(0, SLUG_MAX);
  const dash = short.lastIndexOf('-');
  return (dash > SLUG_MAX / 2 ? short.slice(0, dash) : short).replace(/-+$/, '');
}

/** The first of `base`, `base-2`, `base-3`… that is not in `taken` (compared in lower case). */
export function uniqueSlug(base: string, taken: Iterable<string>): string {
  const used = new Set([...taken].map((s) => s.toLowerCase()));
  if (!used.has(base.toLowerCase())) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate.toLowerCase())) return candidate;
  }
}
