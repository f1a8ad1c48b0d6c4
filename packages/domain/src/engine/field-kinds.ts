import { z } from 'zod';
import { SLUG_MAX, slugify } from '../cms/slug.js';
import { decimalSample, decimalSchema } from './decimal.js';
import { latinDigits, latinNumberText, wholeNumberOf } from './digits.js';
import { type FieldDef, LONGTEXT_MAX, TEXT_MAX } from './field.js';
import { sanitizeStoredHtml } from './html.js';
import { jsonTextCheck, jsonTextColumn, jsonTextSample, TIME_PATTERN, timeText } from './json-text.js';
import type { ControlName, KindSpec } from './kind-spec.js';
import { safeString, safeText } from './text.js';
import { translationsInput, translationsOutput, translationsToApi, translationsToColumn } from './translations.js';
import { emailInput, isFileAddressOrEmpty, isHttpUrlOrEmpty, mobileInput, USERNAME_PATTERN } from './value-formats.js';

export * from './kind-spec.js';
export * from './translations.js';
export * from './value-formats.js';

/** Largest value a PostgreSQL `integer` column holds. */
const INT32_MAX = 2_147_483_647;
/** Default longest HTML accepted by an `html` field (per language for `translatableHtml`). */
const HTML_MAX = 100_000;
/** Longest URL or file path accepted by url, image and file fields. */
const URL_MAX = 2000;
/** Most ids one many-to-many field may hold. */
export const REFS_MAX = 200;

/**
 * `schema` reading a string with its digits made Latin first (`toLatin` says how): every kind that
 * holds digits (numbers, money, dates, times, phones, codes) takes them as a Persian or Arabic
 * keyboard types them and stores Latin ones. Other values pass to `schema` unchanged.
 */
function withLatinDigits(schema: z.ZodType, toLatin: (text: string) => unknown = latinDigits): z.ZodType {
  return z.preprocess((value) => (typeof value === 'string' ? toLatin(value) : value), schema);
}

const addressPath = (address: string) => address.split(/[?#]/, 1)[0] ?? '';
const isoText = (value: unknown) =>
  value === null || value === undefined ? null : value instanceof Date ? value.toISOString() : String(value);
const same = (value: unknown) => value;
/** Optional strings left empty are stored as NULL. */
const textColumn = (value: unknown, field: FieldDef) => (value === '' && !field.required ? null : value);

function textInput(field: FieldDef, fallbackMax: number): z.ZodType<string> {
  let s = safeText(Number(field.max ?? fallbackMax));
  if (field.required) s = s.refine((v) => v.length > 0, { message: 'common.error.required', abort: true });
  const min = Number(field.min ?? 0);
  if (min > 0) s = s.refine((v) => v.length === 0 || v.length >= min, { message: 'common.error.minlength', params: { min } });
  return s;
}

const textFilter = () => safeText(TEXT_MAX);
const intFilter = (min: number) =>
  z
    .string()
    .regex(/^-?\d{1,10}$/, { message: 'common.error.invalidtype' })
    .transform(Number)
    .pipe(z.number().int().min(min).max(INT32_MAX));

/** Sample text: the same for the same `n`, different for different ones (unique columns never collide). */
function sampleText(field: FieldDef, n: number, fallbackMax: number): string {
  const min = Number(field.min ?? 0);
  return `نمونه sample ${n}`.padEnd(Math.max(min, 1), 'x').slice(0, Number(field.max ?? fallbackMax));
}

const plainText = (fallbackMax: number, control: ControlName): KindSpec => ({
  input: (field) => textInput(field, fallbackMax),
  output: () => z.string(),
  sql: () => 'text',
  filter: { match: 'contains' },
  filterValue: textFilter,
  toApi: same,
  toColumn: textColumn,
  control,
  display: 'text',
  sample: (field, n) => sampleText(field, n, fallbackMax),
  titleCapable: true,
});

/** HTML stored sanitized; what sanitizing left empty is stored as nothing. */
const htmlColumn = (value: unknown, field: FieldDef) => {
  if (typeof value !== 'string') return value;
  const clean = sanitizeStoredHtml(value);
  return clean === '' && !field.required ? null : clean;
};

/** Every kind of field. Adding one is a name here and its entry in FIELD_KINDS below (the type demands both). */
export const FIELD_KIND_NAMES = [
  'text',
  'longtext',
  'translatable',
  'integer',
  'decimal',
  'money',
  'boolean',
  'date',
  'datetime',
  'enum',
  'ref',
  'refs',
  'url',
  'email',
  'phone',
  'username',
  'image',
  'file',
  'json',
  'html',
  'translatableHtml',
  'slug',
  'jsonText',
  'time',
  'code',
  'secret',
] as const;
export type FieldKind = (typeof FIELD_KIND_NAMES)[number];

/**
 * The registry: one object per kind. Adding a kind is adding an entry here (the web's control
 * and display maps are typed by `ControlName` / `DisplayName`, so it reuses one of those or the
 * compiler asks for a new one); an unknown kind is a type error, never a fallback to text.
 */
export const FIELD_KINDS: Readonly<Record<FieldKind, KindSpec>> = {
  text: plainText(TEXT_MAX, 'text'),
  longtext: { ...plainText(LONGTEXT_MAX, 'textarea'), titleCapable: false },
  translatable: {
    input: translationsInput,
    output: () => translationsOutput,
    sql: () => 'jsonb',
    filter: { match: 'translations' },
    filterValue: textFilter,
    toApi: translationsToApi,
    toColumn: translationsToColumn(),
    control: 'translatable',
    display: 'translatable',
    sample: (field, n) => {
      const tag = String(n);
      const min = Number(field.min ?? 0);
      const pad = (s: string) => s.padEnd(min, 'x');
      return { fa: pad(`نمونه ${tag}`), en: pad(`Sample ${tag}`), tr: pad(`Örnek ${tag}`) };
    },
    titleCapable: true,
  },
  integer: {
    // A JSON number, or whole-number text in any digits (`'۱۲۳'` is 123).
    input: (field) =>
      withLatinDigits(
        z
          .number()
          .int()
          .min(Number(field.min ?? -INT32_MAX))
          .max(Number(field.max ?? INT32_MAX)),
        wholeNumberOf,
      ),
    output: () => z.number().int(),
    sql: () => 'integer',
    filter: { match: 'equal', list: true, range: true },
    filterValue: (field) => withLatinDigits(intFilter(Math.max(-INT32_MAX, Number(field.min ?? -INT32_MAX)))),
    toApi: same,
    toColumn: same,
    control: 'integer',
    display: 'number',
    sample: (field, n) => Math.min(Number(field.max ?? INT32_MAX), Math.max(Number(field.min ?? 0), n)),
  },
  decimal: {
    input: (field) => withLatinDigits(decimalSchema(field), latinNumberText),
    output: () => z.string(),
    sql: (field) => `numeric(${field.precision ?? 28},${field.scale ?? 8})`,
    filter: { match: 'equal', range: true },
    filterValue: (field) =>
      withLatinDigits(decimalSchema({ ...field, min: undefined, max: undefined, greaterThan: undefined }), latinNumberText),
    toApi: (value) => (value === null || value === undefined ? null : String(value)),
    toColumn: same,
    control: 'decimal',
    display: 'number',
    sample: decimalSample,
  },
  money: {
    input: (field) => withLatinDigits(decimalSchema({ scale: 2, ...field }), latinNumberText),
    output: () => z.string(),
    sql: (field) => `numeric(${field.precision ?? 28},${field.scale ?? 2})`,
    filter: { match: 'equal', range: true },
    filterValue: (field) =>
      withLatinDigits(decimalSchema({ scale: 2, ...field, min: undefined, max: undefined, greaterThan: undefined }), latinNumberText),
    toApi: (value) => (value === null || value === undefined ? null : String(value)),
    toColumn: same,
    control: 'decimal',
    display: 'money',
    sample: (field, n) => decimalSample({ scale: 2, ...field }, n),
  },
  boolean: {
    input: () => z.boolean(),
    output: () => z.boolean(),
    sql: () => 'boolean',
    filter: { match: 'equal' },
    filterValue: () => z.enum(['true', 'false']).transform((v) => v === 'true'),
    toApi: same,
    toColumn: same,
    control: 'switch',
    display: 'boolean',
    sample: (_field, n) => n % 2 === 0,
  },
  date: {
    input: () => withLatinDigits(z.iso.date()),
    output: () => z.string(),
    sql: () => 'date',
    filter: { match: 'equal', range: true },
    filterValue: () => withLatinDigits(z.iso.date()),
    toApi: isoText,
    toColumn: same,
    control: 'date',
    display: 'date',
    sample: (_field, n) => `2026-03-${String(1 + (n % 28)).padStart(2, '0')}`,
  },
  datetime: {
    input: () => withLatinDigits(z.iso.datetime({ offset: true })),
    output: () => z.string(),
    sql: () => 'timestamptz',
    filter: { match: 'none', range: true },
    filterValue: () => withLatinDigits(z.iso.datetime({ offset: true })),
    toApi: isoText,
    toColumn: same,
    control: 'datetime',
    display: 'datetime',
    sample: (_field, n) => `2026-03-21T10:${String(n % 60).padStart(2, '0')}:00.000Z`,
  },
  enum: {
    input: (field) => z.enum((field.options ?? []) as [string, ...string[]]),
    output: (field) => z.enum((field.options ?? []) as [string, ...string[]]),
    sql: () => 'text',
    filter: { match: 'equal', list: true },
    filterValue: (field) => z.enum((field.options ?? []) as [string, ...string[]]),
    toApi: same,
    toColumn: same,
    control: 'select',
    display: 'enum',
    sample: (field, n) => field.options?.[n % (field.options?.length ?? 1)],
  },
  ref: {
    input: () => z.number().int().min(1).max(INT32_MAX),
    output: () => z.number().int(),
    sql: () => 'integer',
    filter: { match: 'equal', list: true },
    filterValue: () => intFilter(1),
    toApi: same,
    toColumn: same,
    control: 'ref',
    display: 'ref',
    sample: () => {
      throw new Error('a reference needs a row: the tests create one');
    },
  },
  refs: {
    input: () =>
      z
        .array(z.number().int().min(1).max(INT32_MAX))
        .max(REFS_MAX)
        .transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
    output: () => z.array(z.number().int()),
    sql: () => null,
    filter: { match: 'related', list: true },
    filterValue: () => intFilter(1),
    toApi: (value) => (Array.isArray(value) ? value.map(Number) : []),
    toColumn: same,
    control: 'refs',
    display: 'refs',
    sample: () => {
      throw new Error('references need rows: the tests create them');
    },
  },
  url: {
    ...plainText(URL_MAX, 'ltr'),
    input: () => safeText(URL_MAX).refine(isHttpUrlOrEmpty, { message: 'common.error.url' }),
    display: 'link',
    sample: (_field, n) => `https://shop${n}.example`,
    titleCapable: false,
  },
  email: { ...plainText(254, 'ltr'), input: emailInput, display: 'ltr', sample: (_field, n) => `user${n}@example.com` },
  phone: {
    ...plainText(20, 'ltr'),
    input: () => mobileInput,
    filterValue: () => withLatinDigits(textFilter()),
    display: 'ltr',
    sample: (_field, n) => `+98912${String(1_000_000 + (n % 9_000_000)).slice(-7)}`,
  },
  // Latin data shown left-to-right in every language; the pattern registration uses.
  username: {
    ...plainText(20, 'ltr'),
    input: (field) =>
      textInput(field, 20).refine((v) => v === '' || USERNAME_PATTERN.test(v), { message: 'security.error.usernameformat' }),
    display: 'ltr',
    sample: (_field, n) => `member_${n}`,
  },
  image: {
    ...plainText(URL_MAX, 'ltr'),
    input: () => safeText(URL_MAX).refine(isFileAddressOrEmpty, { message: 'common.error.fileurl' }),
    display: 'ltr',
    sample: (_field, n) => `/api/CMS/Image/DataContents/${n}.png`,
    titleCapable: false,
  },
  file: {
    ...plainText(URL_MAX, 'ltr'),
    input: (field) =>
      safeText(URL_MAX)
        .refine(isFileAddressOrEmpty, { message: 'common.error.fileurl', abort: true })
        // The name's ending, not the query's: an uploaded file's address carries `?store=`.
        .refine((v) => v === '' || !field.accept || field.accept.some((end) => addressPath(v).toLowerCase().endsWith(end)), {
          message: 'content.error.fileformat',
        }),
    display: 'ltr',
    sample: (field, n) => `/api/cms/download/DataContents/${n}${field.accept?.[0] ?? '.pdf'}`,
    titleCapable: false,
  },
  json: {
    input: (field) =>
      z.json().refine((v) => JSON.stringify(v).length <= Number(field.max ?? LONGTEXT_MAX), { message: 'common.error.toolarge' }),
    output: () => z.json(),
    sql: () => 'jsonb',
    filter: { match: 'none' },
    filterValue: textFilter,
    toApi: same,
    toColumn: (value) => (value === null ? null : JSON.stringify(value)),
    control: 'json',
    display: 'json',
    sample: (_field, n) => ({ n }),
  },
  // Rich text: sanitized by the server's allowlist when stored (engine/html.ts); the dashboard edits it as text for now.
  html: {
    ...plainText(HTML_MAX, 'textarea'),
    toColumn: htmlColumn,
    sample: (_field, n) => `<p>نمونه <strong>sample ${n}</strong></p>`,
    titleCapable: false,
  },
  // A readable address segment (`درباره-ما`): what `slugify` would make of it, so letters are lower case and words joined by one dash.
  slug: {
    ...plainText(SLUG_MAX, 'text'),
    input: (field) => textInput(field, SLUG_MAX).refine((v) => v === '' || slugify(v) === v, { message: 'cms.error.slug' }),
    // A slug names one page: `?slug=` is an exact match.
    filter: { match: 'equal' },
    sample: (_field, n) => `نمونه-sample-${n}`,
  },
  // Rich text per language (a page's description), each language sanitized when stored.
  translatableHtml: {
    input: (field) => translationsInput(field, HTML_MAX),
    output: () => translationsOutput,
    sql: () => 'jsonb',
    filter: { match: 'translations' },
    filterValue: textFilter,
    toApi: translationsToApi,
    toColumn: translationsToColumn(sanitizeStoredHtml),
    control: 'translatable',
    display: 'translatable',
    sample: (_field, n) => ({ fa: `<p>نمونه ${n}</p>`, en: `<p>Sample <em>${n}</em></p>`, tr: `<p>Örnek ${n}</p>` }),
  },
  // JSON kept as text whose parsed value passes the field's own schema (`json`); stored as that schema makes it (engine/json-text.ts).
  jsonText: {
    ...plainText(LONGTEXT_MAX, 'textarea'),
    input: (field) => jsonTextCheck(textInput(field, LONGTEXT_MAX), field),
    filter: { match: 'none' },
    toColumn: jsonTextColumn,
    sample: jsonTextSample,
    titleCapable: false,
  },
  // A name programs match exactly (a content's part name, the entity it belongs to): text, filtered by equality.
  code: {
    ...plainText(TEXT_MAX, 'ltr'),
    input: (field) => withLatinDigits(textInput(field, TEXT_MAX)),
    filter: { match: 'equal', list: true },
    filterValue: () => withLatinDigits(textFilter()),
    display: 'ltr',
  },
  // A credential the server uses again (a messaging account's password): write-only, sealed when stored
  // (server's entity-writer.ts), never answered, kept when an update leaves it empty; untrimmed.
  secret: {
    ...plainText(TEXT_MAX, 'password'),
    input: (field) => safeString(Number(field.max ?? TEXT_MAX)),
    filter: { match: 'none' },
    display: 'ltr',
    sample: (_field, n) => `s3cret-sample-${n}`,
    titleCapable: false,
  },
  // A time of day, `HH:mm`: text, since zero-padded times sort as text does.
  time: {
    ...plainText(5, 'ltr'),
    input: (field) =>
      withLatinDigits(textInput(field, 20).refine((v) => v === '' || TIME_PATTERN.test(v), { message: 'common.error.time' })),
    filter: { match: 'equal', range: true },
    filterValue: () => withLatinDigits(timeText),
    display: 'ltr',
    sample: (_field, n) => `${String(n % 24).padStart(2, '0')}:${String((n * 7) % 60).padStart(2, '0')}`,
    titleCapable: false,
  },
};

export function kindOf(field: FieldDef): KindSpec {
  return FIELD_KINDS[field.kind];
}

/** A valid value of the field for generated tests: its own sample when its check needs one (a national code), else its kind's. */
export function sampleOf(field: FieldDef, n: number): unknown {
  return field.sample ? field.sample(n) : kindOf(field).sample(field, n);
}
