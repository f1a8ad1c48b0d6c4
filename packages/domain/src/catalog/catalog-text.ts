/**
 * Text as the catalog's search compares it (issue 13 item 5): Persian typed on an Arabic keyboard
 * (`ي`, `ك`, `ة`, `ى`), with or without zero-width non-joiners (`می‌خواهم` / `میخواهم`), with
 * diacritics or the tatweel, in Persian, Arabic or Latin digits, in any letter case, all find the
 * same product. The database keeps each product's searchable text folded by the SQL twin of this
 * function (`CATALOG_FOLD_SQL`, created by the products migration); a test holds the two equal.
 */

/** Letters folded to one form: Arabic yeh, alef maksura → Persian yeh; Arabic kaf → keheh; teh marbuta, heh with yeh → heh; hamza-carrying alefs → alef. */
const FROM_LETTERS = 'يىكةۀأإٱ';
const TO_LETTERS = 'ییکههااا';
const DIGITS_FROM = '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩';
const DIGITS_TO = '01234567890123456789';
/** Removed: zero-width non-joiner and joiner, tatweel, Arabic diacritics (fathatan … sukun, superscript alef). */
const REMOVED = /\u200c|\u200d|\u0640|[\u064b-\u0652]|\u0670/g;

const FOLD = new Map<string, string>([
  ...[...FROM_LETTERS].map((c, i) => [c, TO_LETTERS[i] as string] as const),
  ...[...DIGITS_FROM].map((c, i) => [c, DIGITS_TO[i] as string] as const),
]);

/** The searchable form of a text: letters and digits folded, marks removed, lower case, spaces collapsed. */
export function foldCatalogText(text: string): string {
  return [...text.replace(REMOVED, '')]
    .map((c) => FOLD.get(c) ?? c)
    .join('')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The same fold as an immutable SQL function body over `$1` (PostgreSQL and the embedded
 * database alike): `translate` maps the letters and digits, `regexp_replace` drops the marks.
 */
export const CATALOG_FOLD_SQL = `btrim(regexp_replace(lower(translate(regexp_replace($1, '[\u200c\u200d\u0640\u064b-\u0652\u0670]', '', 'g'), '${FROM_LETTERS}${DIGITS_FROM}', '${TO_LETTERS}${DIGITS_TO}')), '\\s+', ' ', 'g'))`;
