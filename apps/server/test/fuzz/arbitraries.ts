import fc from 'fast-check';
import type { JsonSchema } from '../openapi-operations.js';

/**
 * Text that has broken web applications before: Persian and mixed-direction text, direction and
 * zero-width marks, emoji sequences, SQL and HTML metacharacters, template syntax, path tricks,
 * control characters, lone surrogates, invalid dates and number-like strings.
 */
export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  'فروشگاه آنلاین',
  'ي ك ی ک', // Arabic and Persian yeh/kaf look alike
  '\u200fمتن راست‌به‌چپ\u200e LTR',
  '\u202e\u202d\u202a\u202b\u202c',
  'zero\u200bwidth\u200c\u200d\ufeff',
  '🛒👩‍👩‍👧‍👦🇮🇷🏳️‍🌈',
  "' OR '1'='1' --",
  '"; DROP TABLE customers; --',
  '\\',
  "1'); SELECT pg_sleep(5); --",
  '%',
  '_',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: template-injection probe, meant literally.
  '${7*7}{{7*7}}#{7*7}',
  '../../../../etc/passwd',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\r\nSet-Cookie: x=1',
  '\ud800',
  '\udfff\ud800',
  '2026-02-30',
  '1404-13-01',
  '9999-99-99T99:99:99Z',
  '0000-00-00',
  'not a date',
  '-0',
  '1e309',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '2147483648',
  '9007199254740993',
  '0x10',
  '1.5',
  ' 1',
  '١٢٣', // Arabic-Indic digits
  '۱۲۳۴۵۶', // Persian digits
  'true',
  'null',
  '__proto__',
  'constructor',
];

/** Numbers at and beyond every edge a column or a parser has. */
export const NASTY_NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  1,
  0.5,
  -0.25,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
  -1e21,
  1e308,
  Number.MIN_VALUE,
];

/** Values of every JSON type, for "wrong type" cases. */
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.constantFrom(...NASTY_NUMBERS),
  fc.constantFrom(...NASTY_STRINGS),
  fc.constant([]),
  fc.constant({}),
  fc.constant([1, 'a', null]),
  fc.constant({ nested: { deeper: ['x'] } }),
);

const typesOf = (schema: JsonSchema): string[] => [schema.type ?? []].flat();

const textArbitrary = (schema: JsonSchema): fc.Arbitrary<string> => {
  const maxLength = Math.min(schema.maxLength ?? 200, 200);
  const minLength = schema.minLength ?? 0;
  const fits = (s: string) => s.length >= minLength && s.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY);
  if (schema.pattern) {
    return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  }
  if (schema.format === 'email') return fc.emailAddress().filter(fits);
  if (schema.format === 'uri') return fc.webUrl().filter(fits);
  if (schema.format === 'date') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }) },
    { weight: 1, arbitrary: fc.constantFrom(...NASTY_STRINGS).filter(fits) },
  );
};

/** Values the schema accepts (as far as JSON Schema says: the server's own rules may still refuse them). */
export function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return fc.oneof(...variants.map(validValue));
  const value = validOfType(schema);
  return schema.nullable ? fc.option(value, { nil: null }) : value;
}

function validOfType(schema: JsonSchema): fc.Arbitrary<unknown> {
  const type = typesOf(schema).find((t) => t !== 'null');
  switch (type) {
    case 'string':
      return textArbitrary(schema);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -2_147_483_648, max: schema.maximum ?? 2_147_483_647 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e9, max: schema.maximum ?? 1e9, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validValue(schema.items ?? {}), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 5, 5) });
    case 'object':
      return validObject(schema);
    default:
      return anyJson;
  }
}

function validObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, validValue(property)]));
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((name) => name in properties) }) as fc.Arbitrary<
    Record<string, unknown>
  >;
}

/** Field names a caller may never set, tried as extra fields on every body. */
export const FORBIDDEN_FIELDS = [
  'id',
  'ownerId',
  'owner_id',
  'createdAt',
  'roles',
  'role',
  'isAdmin',
  'isApproved',
  'isActive',
  'isDeleted',
  'passwordHash',
  'twoFactorEnabled',
  'twoFactorSecret',
  'storeId',
  'price',
  'status',
  '__proto__',
  'constructor',
] as const;

/** A value the schema refuses: a wrong type, out of range, too long, not matching, not one of the options. */
export function invalidValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const wrong: fc.Arbitrary<unknown>[] = [anyJson.filter((v) => !matchesType(schema, v))];
  const types = typesOf(schema);
  if (types.includes('string')) {
    wrong.push(fc.constant('x'.repeat((schema.maxLength ?? 100_000) + 1)));
    if (schema.minLength) wrong.push(fc.constant(''));
    if (schema.pattern || schema.enum) wrong.push(fc.constantFrom(...NASTY_STRINGS));
  }
  if (types.includes('integer') || types.includes('number')) {
    if (schema.maximum !== undefined) wrong.push(fc.constant(schema.maximum + 1));
    if (schema.minimum !== undefined) wrong.push(fc.constant(schema.minimum - 1));
    wrong.push(fc.constantFrom(...NASTY_NUMBERS));
    if (types.includes('integer')) wrong.push(fc.constant(1.5));
  }
  if (types.includes('object')) wrong.push(invalidObject(schema));
  if (!schema.nullable) wrong.push(fc.constant(null));
  return fc.oneof(...wrong);
}

function matchesType(schema: JsonSchema, value: unknown): boolean {
  const types = typesOf(schema);
  if (types.length === 0) return true;
  if (value === null) return schema.nullable === true || types.includes('null');
  if (Array.isArray(value)) return types.includes('array');
  if (typeof value === 'number') return types.includes('number') || (types.includes('integer') && Number.isInteger(value));
  return types.includes(typeof value);
}

/** An object with one thing wrong: a required field missing, a field invalid, or a field added. */
export function invalidObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const options: fc.Arbitrary<Record<string, unknown>>[] = [
    fc
      .tuple(validObject(schema), fc.constantFrom(...FORBIDDEN_FIELDS), anyJson)
      .map(([body, field, value]) => ({ ...body, [field]: value })),
  ];
  for (const name of schema.required ?? []) {
    options.push(validObject(schema).map(({ [name]: _dropped, ...rest }) => rest));
  }
  for (const [name, property] of properties) {
    options.push(fc.tuple(validObject(schema), invalidValue(property)).map(([body, value]) => ({ ...body, [name]: value })));
  }
  return fc.oneof(...options);
}

/** Either kind, mostly invalid: invalid input is where servers break. */
export const anyValue = (schema: JsonSchema): fc.Arbitrary<unknown> =>
  fc.oneof({ weight: 1, arbitrary: validValue(schema) }, { weight: 2, arbitrary: invalidValue(schema) });

/** A query or path parameter: always text on the wire. */
export const asParameterText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : value === null || value === undefined
      ? ''
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);

/** Raw bodies that are not the JSON object an operation expects at all. */
export const BROKEN_BODIES: readonly { payload: string; contentType: string }[] = [
  { payload: '{', contentType: 'application/json' },
  { payload: '{"a":1}{', contentType: 'application/json' },
  { payload: '[]', contentType: 'application/json' },
  { payload: 'null', contentType: 'application/json' },
  { payload: '"text"', contentType: 'application/json' },
  { payload: '12', contentType: 'application/json' },
  { payload: '{"__proto__":{"isAdmin":true}}', contentType: 'application/json' },
  { payload: '{"constructor":{"prototype":{"isAdmin":true}}}', contentType: 'application/json' },
  { payload: `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`, contentType: 'application/json' },
  { payload: 'username=a&password=b', contentType: 'application/x-www-form-urlencoded' },
  { payload: 'plain text', contentType: 'text/plain' },
  { payload: '<xml/>', contentType: 'application/xml' },
  { payload: '{}', contentType: 'application/json; charset=utf-16' },
];

/**
 * `lang` header values (headers are ASCII) and the language the answer must be in, written out
 * here rather than asked of the server's own parser: the three languages in any case, with a
 * region or a weight, the spec's locale names; Persian, the default, for anything else.
 */
export const LANG_HEADERS: Readonly<Record<string, 'fa' | 'en' | 'tr'>> = {
  fa: 'fa',
  en: 'en',
  tr: 'tr',
  FA: 'fa',
  EN: 'en',
  'en-US': 'en',
  'tr-TR': 'tr',
  'en;q=0.9': 'en',
  persian_fa: 'fa',
  english_en: 'en',
  turkish_tr: 'tr',
  de: 'fa',
  ar: 'fa',
  xx: 'fa',
  '': 'fa',
  '*': 'fa',
  '../en': 'fa',
};

/** Percent-encodes a path segment; text with lone surrogates becomes invalid UTF-8 on the wire, as an attacker could send. */
export function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return `${encodeURIComponent(value.replace(/\p{Surrogate}/gu, ''))}%ED%A0%80`;
  }
}
