import { APPLICATION_IDENTITY_HEADER, WEB_APPLICATION_IDENTITY } from '@store/domain';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { casesOfPart } from '../../test/api-part.js';
import { CALLER_NAMES, type CallerName, Callers } from '../../test/callers.js';
import { ChangeCounter } from '../../test/changes.js';
import {
  anyValue,
  asParameterText,
  BROKEN_BODIES,
  encodeSegment,
  FORBIDDEN_FIELDS,
  invalidObject,
  invalidValue,
  LANG_HEADERS,
  validValue,
} from '../../test/fuzz/arbitraries.js';
import { documentedOperations, type Operation, operationKey } from '../../test/openapi-operations.js';
import { createRow, sampleBody } from '../../test/samples.js';
import { SecretWatch } from '../../test/secrets.js';
import { actionBody, actionOf, rowReadyFor, SERVED_ENTITIES, WITH_FIXTURES } from '../../test/served-entities.js';
import { createTestApp, TEST_TOKEN_SECRET } from '../../test/test-app.js';
import { isTranslationOf } from '../../test/translations.js';
import { codeAt, TOTP_PERIOD_SECONDS } from '../areas/identity/totp.js';

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

const SIGNIN = operationKey('POST', '/api/Authentication/signin');
const CHANGE_PASSWORD = operationKey('POST', '/api/Authentication/changePassword');
/** The device cookie (device-cookie.ts): a name, a nonce, an expiry and a signature; no credential. */
const DEVICE_COOKIE = /^device-[\w-]{16}=[\w-]{22}\.\d+\.[\w-]{43}; Max-Age=\d+; Path=\/api\/Authentication; HttpOnly; SameSite=Strict$/;

/**
 * Credentials travel as bearer tokens, never in cookies. The one cookie the API sets is the device
 * cookie of a successful sign-in, which grants nothing without the password; no other answer sets any.
 */
function expectCookieRule(key: string, res: { statusCode: number; headers: Record<string, unknown> }, what: string) {
  // A sign-in, and a password change (the browser that made it stays a known device), set the device cookie.
  if ((key === SIGNIN || key === CHANGE_PASSWORD) && res.statusCode === 200) expect(res.headers['set-cookie'], what).toMatch(DEVICE_COOKIE);
  else expect(res.headers['set-cookie'], what).toBeUndefined();
}

const t = await createTestApp({ countChanges: true, ...WITH_FIXTURES });
const db = t.database.db;
const callers = await Callers.create(t);
const operations = await documentedOperations(t.app);
/** The operations fuzzed in this run: all, or this run's part of them (API_PART, test/api-part.ts). */
const fuzzed = casesOfPart(operations, (o) => operationKey(o.method, o.path));
const accessOf = new Map(t.app.routeTable.map((r) => [operationKey(r.method, r.url), r.access]));
const secrets = new SecretWatch([TEST_TOKEN_SECRET]);
// Rows to aim at: generated ids are biased towards small numbers, so these get hit.
for (const entity of SERVED_ENTITIES) await createRow(t, entity, 1);
await makeSecrets();
afterAll(() => t.close());

/** Operations whose job is to count attempts, refused ones included (the sign-in throttle). */
const COUNTS_ATTEMPTS = new Set([
  ...[
    'signin',
    'register',
    'changePassword',
    'setTwoFactorAuthentication',
    'disableTwoFactorAuthentication',
    'changeEmail',
    'changeMobile',
    'confirmPassword',
  ].map((name) => operationKey('POST', `/api/Authentication/${name}`)),
  // The administrator's password again (a step-up attempt counts, right or wrong).
  operationKey('POST', '/api/Customers/resetTwoFactor'),
]);

/**
 * Puts every kind of secret in the database through the real API — a registration, a spent
 * refresh token, two-factor turned on with recovery codes, sign-ins with a code and with a
 * recovery code — and records those answers, so the final scan has something to find.
 */
async function makeSecrets() {
  const post = async (name: string, payload: object, headers: Record<string, string> = {}, record = true) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/Authentication/${name}`, payload, headers, remoteAddress: '10.30.0.1' });
    if (res.statusCode >= 300) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
    expectCookieRule(operationKey('POST', `/api/Authentication/${name}`), res, name);
    // The pending secret is shown once, to its owner, while setting up: by design, not a leak.
    if (record) expect(secrets.record(res.body)).toEqual([]);
    return res.json().data;
  };
  const account = { username: 'secret.keeper', password: 'keeper-pass-1' };
  const registered = await post('register', { ...account, confirmPassword: account.password });
  await post('refresh', { refresh_token: registered.refresh_token });
  const auth = { authorization: `Bearer ${registered.access_token}` };
  const { secret } = await post('setTwoFactorAuthentication', { password: account.password }, auth, false);
  // Stored sealed: the watch is told the secret itself, which no later answer may hold.
  secrets.know(secret);
  const now = () => Date.now() + t.clock.offsetMs;
  const { recoveryCodes } = await post('setTwoFactorAuthentication', { password: account.password, pinCode: codeAt(secret, now()) }, auth);
  t.clock.offsetMs += TOTP_PERIOD_SECONDS * 1000;
  await post('signin', { ...account, pinCode: codeAt(secret, now()) });
  await post('signin', { ...account, recoveryCode: recoveryCodes[0] });
  await secrets.collect(db);
}

interface FuzzRequest {
  caller: CallerName;
  lang: string;
  /** The application identity header: mostly none, often the web's, now and then one no application has. */
  application?: string | undefined;
  address: string;
  path: string;
  query: string;
  body: { payload?: string; contentType?: string; sent?: unknown };
  /** The operation's own valid request (exampleFor), never a generated one. */
  example?: true;
}

type Pairs = string[][];
const NONE: Pairs = [];
/** Present about one time in ten / one time in two (fc.option's `freq` is the chance of *nil*). */
const rarely = (arbitrary: fc.Arbitrary<Pairs>) => fc.oneof({ weight: 9, arbitrary: fc.constant(NONE) }, { weight: 1, arbitrary });
const sometimes = (arbitrary: fc.Arbitrary<Pairs>) => fc.oneof(fc.constant(NONE), arbitrary);
const mostlyValid = (schema: Parameters<typeof validValue>[0]) =>
  fc.oneof({ weight: 4, arbitrary: validValue(schema) }, { weight: 1, arbitrary: invalidValue(schema) });

function requestArbitrary(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const pathParameters = operation.parameters.filter((p) => p.in === 'path');
  const queryParameters = operation.parameters.filter((p) => p.in === 'query');
  const path = fc
    .tuple(...pathParameters.map((p) => anyValue(p.schema).map((v) => [p.name, asParameterText(v)] as const)))
    .map((pairs) => pairs.reduce((url, [name, value]) => url.replace(`:${name}`, encodeSegment(value)), operation.path));
  const queryPairs = fc
    .tuple(
      // Lists have many optional parameters: each mostly valid, or one bad value refuses them all.
      ...queryParameters.map((p) => {
        const pair = mostlyValid(p.schema).map((v) => [[p.name, asParameterText(v)]]);
        return p.required ? fc.oneof({ weight: 9, arbitrary: pair }, { weight: 1, arbitrary: fc.constant(NONE) }) : sometimes(pair);
      }),
      // Now and then an unknown parameter, or one parameter given twice.
      rarely(fc.constantFrom(...FORBIDDEN_FIELDS).map((name) => [[name, '1']])),
      rarely(
        fc.constantFrom(...(queryParameters.length ? queryParameters.map((p) => p.name) : ['x'])).map((name) => [
          [name, '1'],
          [name, '2'],
        ]),
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
    lang: fc.constantFrom(...Object.keys(LANG_HEADERS)),
    application: fc.oneof(
      { weight: 12, arbitrary: fc.constant(undefined) },
      { weight: 6, arbitrary: fc.constant(WEB_APPLICATION_IDENTITY) },
      { weight: 1, arbitrary: fc.stringMatching(/^[\x21-\x7e]{1,60}$/) },
    ),
    address: fc.ipV4(),
    path,
    query: queryPairs,
    body,
  });
}

const API_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
};

/**
 * A request an entity operation must accept from the administrator, run before the generated
 * ones (fast-check `examples`): proof that the handler behind the validation is reached.
 */
async function exampleFor(operation: Operation): Promise<FuzzRequest | undefined> {
  const access = accessOf.get(operationKey(operation.method, operation.path));
  if (access?.kind !== 'entity') return undefined;
  const action = actionOf(access.entity, operation.path);
  const rowId = action ? await rowReadyFor(t, access.entity, action, 4) : (await createRow(t, access.entity, 4)).id;
  // A versioned entity's version routes need a version: any update keeps one (number 1 here).
  if (operation.path.includes(':no') || operation.path.endsWith('/compare')) {
    await t.app.inject({ method: 'PUT', url: `/api/${access.entity.resource}/${rowId}`, headers: await t.admin(), payload: {} });
  }
  const path = operation.path.replace(':id', String(rowId)).replace(':no', '1');
  const query = operation.path.endsWith('/compare') ? 'a=1&b=1' : '';
  const sent = action
    ? actionBody(access.entity, action, rowId)
    : access.operation === 'create'
      ? await sampleBody(t, access.entity, 6)
      : access.operation === 'update'
        ? {}
        : undefined;
  const body = sent ? { payload: JSON.stringify(sent), contentType: 'application/json', sent } : {};
  return { caller: 'administrator', lang: 'en', address: '10.20.30.40', path, query, body, example: true };
}

/** Answers per operation: how many were successes (a fuzzer that never gets past validation tests only the validator). */
const successes = new Map<string, { ok: number; total: number }>();
/** What each operation's own example was answered (a generated success does not prove the example works). */
const exampleAnswers = new Map<string, string>();

describe('the OpenAPI document', () => {
  it('lists every operation the app serves, and the app serves every operation it lists', () => {
    const served = t.app.routeTable.map((r) => operationKey(r.method, r.url)).sort();
    const documented = operations.map((o) => operationKey(o.method, o.path)).sort();
    expect(documented).toEqual(served);
    expect(served.length).toBeGreaterThan(40);
  });
});

describe.each(fuzzed.map((o) => [`${o.method} ${o.path}`, o] as const))('%s', (_name, operation) => {
  it(
    `never answers 5xx; refusals are translated envelopes that change nothing (${RUNS} cases)`,
    async () => {
      const key = operationKey(operation.method, operation.path);
      const example = await exampleFor(operation);
      await fc.assert(
        fc.asyncProperty(requestArbitrary(operation), async (request) => {
          await callers.restore(() => secrets.collect(db));
          const except = COUNTS_ATTEMPTS.has(key) ? ['auth_throttle'] : [];
          const before = await t.changes.read(except);
          const res = await t.app.inject({
            method: operation.method as 'GET',
            url: request.query ? `${request.path}?${request.query}` : request.path,
            headers: {
              ...callers.headers(request.caller),
              lang: request.lang,
              ...(request.application !== undefined ? { [APPLICATION_IDENTITY_HEADER]: request.application } : {}),
              ...(request.body.contentType ? { 'content-type': request.body.contentType } : {}),
            },
            remoteAddress: request.address,
            ...(request.body.payload !== undefined ? { payload: request.body.payload } : {}),
          });
          secrets.sent(request.body.sent);
          const what = `${operation.method} ${`${request.path}?${request.query}`.slice(0, 200)} as ${request.caller} → ${res.statusCode} ${res.body.slice(0, 300)}`;

          if (request.example) exampleAnswers.set(key, `${res.statusCode} ${res.body.slice(0, 300)}`);
          const tally = successes.get(key) ?? { ok: 0, total: 0 };
          // Past validation: a success, or the handler's own "no such row" (a generated id or slug names none).
          const reached =
            res.statusCode < 300 || (res.statusCode === 404 && /"code":"(common\.error\.notfound|cms\.error\.noversion)"/.test(res.body));
          successes.set(key, { ok: tally.ok + (reached ? 1 : 0), total: tally.total + 1 });

          expect(res.statusCode, what).toBeLessThan(500);
          for (const [name, value] of Object.entries(API_HEADERS)) expect(res.headers[name], `${what}: ${name}`).toBe(value);
          expect(res.headers['strict-transport-security'], what).toContain('max-age=');
          expectCookieRule(key, res, what);
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
          // Every message is its code's translation in the language asked for (fa for anything unknown).
          const language = LANG_HEADERS[request.lang] ?? 'fa';
          expect(isTranslationOf(language, error?.code as string, error?.message as string), `${what}: message not in ${language}`).toBe(
            true,
          );
          for (const [field, code] of Object.entries(error?.fieldCodes ?? {})) {
            const message = error?.fields?.[field] ?? '';
            expect(isTranslationOf(language, code, message), `${what}: field ${field} "${message}" not in ${language}`).toBe(true);
          }
          expect(ChangeCounter.changedTables(before, await t.changes.read(except)), `${what}: a refused request changed tables`).toEqual(
            [],
          );
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true, ...(example ? { examples: [[example]] } : {}) },
      );
      if (example) expect(exampleAnswers.get(key), 'the administrator’s own valid request').toMatch(/^20[01] /);
    },
    30_000 + RUNS * 1_000,
  );
});

describe('answers', () => {
  it('never contained a secret held by the database or sent to a write-only field', async () => {
    expect(secrets.count).toBeGreaterThan(fuzzed.length * RUNS * 0.9);
    // Password and refresh-token hashes, a TOTP secret, recovery-code hashes, the signing key.
    expect(secrets.heldCount).toBeGreaterThan(15);
    expect(await secrets.leaks(db)).toEqual([]);
  });

  it('got past validation often enough to test what is behind it', () => {
    const all = [...successes.values()].reduce((sum, s) => ({ ok: sum.ok + s.ok, total: sum.total + s.total }), { ok: 0, total: 0 });
    console.log(`fuzz: ${all.ok} of ${all.total} generated requests got past validation`);
    expect(all.ok / all.total).toBeGreaterThan(0.15);
  });
});
