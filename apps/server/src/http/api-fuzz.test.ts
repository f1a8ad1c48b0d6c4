import { entities, languageOf } from '@store/domain';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { CALLER_NAMES, type CallerName, Callers } from '../../test/callers.js';
import { changedTables, fingerprint } from '../../test/fingerprint.js';
import {
  anyValue,
  asParameterText,
  BROKEN_BODIES,
  encodeSegment,
  FORBIDDEN_FIELDS,
  invalidObject,
  LANG_HEADERS,
  validValue,
} from '../../test/fuzz/arbitraries.js';
import { documentedOperations, type Operation, operationKey } from '../../test/openapi-operations.js';
import { createRow } from '../../test/samples.js';
import { SecretWatch } from '../../test/secrets.js';
import { createTestApp } from '../../test/test-app.js';

/**
 * Every operation of the OpenAPI document, called with generated requests — valid and invalid
 * bodies, queries and path parameters, wrong types, missing and extra fields, huge and negative
 * numbers, Persian, direction marks, zero-width characters, emoji, SQL and HTML metacharacters,
 * invalid dates, broken JSON, other content types, other `lang` values — by every kind of caller.
 * The promise: never a 5xx; every refusal is the error envelope with a code and a message in the
 * caller's language; a refused request changes nothing in the database; no answer holds a secret.
 *
 * FUZZ_RUNS sets the cases per operation (default 20 keeps `npm test` quick); FUZZ_SEED replays a
 * run (a failure prints the seed and the shrunk request).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);

const t = await createTestApp();
const callers = await Callers.create(t);
const operations = await documentedOperations(t.app);
const secrets = new SecretWatch();
// Rows to aim at: generated ids are biased towards small numbers, so these get hit.
for (const entity of entities) await createRow(t, entity, 1);
afterAll(() => t.close());

interface FuzzRequest {
  caller: CallerName;
  lang: string;
  address: string;
  path: string;
  query: string;
  body: { payload?: string; contentType?: string; sent?: unknown };
}

function requestArbitrary(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const pathParameters = operation.parameters.filter((p) => p.in === 'path');
  const queryParameters = operation.parameters.filter((p) => p.in === 'query');
  const path = fc
    .tuple(...pathParameters.map((p) => anyValue(p.schema).map((v) => [p.name, asParameterText(v)] as const)))
    .map((pairs) => pairs.reduce((url, [name, value]) => url.replace(`:${name}`, encodeSegment(value)), operation.path));
  const queryPairs = fc
    .tuple(
      ...queryParameters.map((p) =>
        fc.option(
          anyValue(p.schema).map((v) => [[p.name, asParameterText(v)]]),
          { nil: [], freq: p.required ? 10 : 2 },
        ),
      ),
      // An unknown parameter, or one parameter given twice.
      fc.option(
        fc.constantFrom(...FORBIDDEN_FIELDS).map((name) => [[name, '1']]),
        { nil: [], freq: 4 },
      ),
      fc.option(
        fc.constantFrom(...(queryParameters.length ? queryParameters.map((p) => p.name) : ['x'])).map((name) => [
          [name, '1'],
          [name, '2'],
        ]),
        {
          nil: [],
          freq: 6,
        },
      ),
    )
    .map((groups) => new URLSearchParams(groups.flat() as [string, string][]).toString());
  const json = (arbitrary: fc.Arbitrary<unknown>) =>
    arbitrary.map((sent) => ({ payload: JSON.stringify(sent), contentType: 'application/json', sent }));
  const body: fc.Arbitrary<FuzzRequest['body']> = operation.body
    ? fc.oneof(
        { weight: 3, arbitrary: json(validValue(operation.body.schema)) },
        { weight: 4, arbitrary: json(invalidObject(operation.body.schema)) },
        { weight: 1, arbitrary: fc.constantFrom(...BROKEN_BODIES) },
        { weight: 1, arbitrary: fc.constant({}) },
      )
    : fc.oneof({ weight: 4, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: fc.constantFrom(...BROKEN_BODIES) });
  return fc.record({
    caller: fc.constantFrom<CallerName>('administrator', 'administrator', ...CALLER_NAMES),
    lang: fc.constantFrom(...LANG_HEADERS),
    address: fc.ipV4(),
    path,
    query: queryPairs,
    body,
  });
}

const PERSIAN = /[\u0600-\u06FF]/;

describe('the OpenAPI document', () => {
  it('lists every operation the app serves, and the app serves every operation it lists', () => {
    const served = t.app.routeTable.map((r) => operationKey(r.method, r.url)).sort();
    const documented = operations.map((o) => operationKey(o.method, o.path)).sort();
    expect(documented).toEqual(served);
    expect(served.length).toBeGreaterThan(40);
  });
});

describe.each(operations.map((o) => [`${o.method} ${o.path}`, o] as const))('%s', (_name, operation) => {
  it(
    `never answers 5xx; refusals are translated envelopes that change nothing (${RUNS} cases)`,
    async () => {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(operation), async (request) => {
          await callers.restore();
          const before = await fingerprint(t.database.db);
          const res = await t.app.inject({
            method: operation.method as 'GET',
            url: request.query ? `${request.path}?${request.query}` : request.path,
            headers: {
              ...callers.headers(request.caller),
              lang: request.lang,
              ...(request.body.contentType ? { 'content-type': request.body.contentType } : {}),
            },
            remoteAddress: request.address,
            ...(request.body.payload !== undefined ? { payload: request.body.payload } : {}),
          });
          secrets.sent(request.body.sent);
          const what = `${operation.method} ${`${request.path}?${request.query}`.slice(0, 200)} as ${request.caller} → ${res.statusCode} ${res.body.slice(0, 300)}`;

          expect(res.statusCode, what).toBeLessThan(500);
          expect(res.headers['x-content-type-options'], what).toBe('nosniff');
          // Credentials travel as bearer tokens; the API sets no cookie that could carry them.
          expect(res.headers['set-cookie'], what).toBeUndefined();
          expect(secrets.record(res.body), what).toEqual([]);
          if (res.statusCode < 400) return;

          const error = (
            res.json() as {
              error?: { code?: unknown; message?: unknown; fields?: Record<string, string>; fieldCodes?: Record<string, string> };
            }
          ).error;
          expect(typeof error?.code, what).toBe('string');
          expect(typeof error?.message, what).toBe('string');
          expect(error?.message, `${what}: message not translated`).not.toBe(error?.code);
          const messages = [error?.message as string, ...Object.values(error?.fields ?? {})];
          const language = languageOf(request.lang);
          for (const message of messages) {
            expect(PERSIAN.test(message), `${what}: "${message}" is not in ${language}`).toBe(language === 'fa');
          }
          for (const [field, code] of Object.entries(error?.fieldCodes ?? {})) {
            expect(error?.fields?.[field], `${what}: field ${field}`).not.toBe(code);
          }
          expect(changedTables(before, await fingerprint(t.database.db)), `${what}: a refused request changed tables`).toEqual([]);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    },
    30_000 + RUNS * 1_000,
  );
});

describe('answers', () => {
  it('never contained a secret held by the database or sent to a write-only field', async () => {
    expect(secrets.count).toBeGreaterThan(operations.length * RUNS * 0.9);
    expect(await secrets.leaks(t.database.db)).toEqual([]);
  });
});
