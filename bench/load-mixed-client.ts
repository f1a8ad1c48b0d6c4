import autocannon, { type RequestSpec } from 'autocannon';

/**
 * The load side of `npm run bench:load`, run by bench/load-mixed.ts in its own process pinned to
 * the load core: the four kinds of traffic, each one autocannon instance with its own connections,
 * all at once for `seconds`. Prints `start` as it begins, then one JSON line (a `MixResult`).
 * Argument: a JSON `MixConfig`.
 */

export interface MixConfig {
  baseUrl: string;
  seconds: number;
  adminToken: string;
  /** Customers that sign in (created before the run: registration is throttled per address). */
  users: { username: string; password: string }[];
  /** Settings the writers update besides the ones they create. */
  settingIds: number[];
  /** Makes created names unique across rounds (names are unique per store). */
  namePrefix: string;
  storeName: string;
}

export interface Summary {
  count: number;
  perSecond: number;
  mean: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface KindResult {
  kind: string;
  connections: number;
  /** Requests per second the kind is held to, when it is not as fast as it can go. */
  rate: number | undefined;
  summary: Summary;
  endpoints: { label: string; summary: Summary }[];
  non2xx: number;
  errors: number;
  timeouts: number;
  /** A few failed answers (status and body), to show what went wrong. */
  failures: string[];
}

export interface MixResult {
  seconds: number;
  overall: Summary;
  kinds: KindResult[];
}

interface Kind {
  kind: string;
  connections: number;
  rate?: number;
  requests: (RequestSpec & { label: string })[];
}

const FAILURE_SAMPLES = 5;

function workload(config: MixConfig): Kind[] {
  const admin = { authorization: `Bearer ${config.adminToken}` };
  const json = { 'content-type': 'application/json' };
  const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)] as T;
  let created = 0;
  let nextUser = 0;
  const search = (label: string, path: string) => ({ label, method: 'GET' as const, path, headers: admin });
  return [
    {
      // What an anonymous visitor's browser asks for: the page, the store's identity in their language.
      kind: 'storefront',
      connections: 16,
      requests: [
        { label: 'GET / (SPA document)', method: 'GET', path: '/' },
        ...['fa', 'en', 'tr'].map((language) => ({
          label: 'GET /api/Stores/getStoreByName',
          method: 'GET' as const,
          path: `/api/Stores/getStoreByName?name=${encodeURIComponent(config.storeName)}`,
          // The web sends its language in `lang` (the store's title is answered in it).
          headers: { lang: language },
        })),
        { label: 'GET /api/health', method: 'GET', path: '/api/health' },
      ],
    },
    {
      // A correct sign-in costs a scrypt hash: ~120 ms of the server's one core here (one core signs
      // in at most ~8 a second), so it is held to 2 a second, about a quarter of the core; unbounded,
      // two connections alone would take the whole core.
      kind: 'signin',
      connections: 2,
      rate: 2,
      requests: [
        {
          label: 'POST /api/Authentication/signin',
          method: 'POST',
          path: '/api/Authentication/signin',
          headers: json,
          setupRequest: (request) => {
            const user = config.users[nextUser++ % config.users.length];
            return { ...request, body: JSON.stringify(user) };
          },
        },
      ],
    },
    {
      // The dashboard's list screens: substring search, filters, sorting, paging.
      kind: 'search',
      connections: 6,
      requests: [
        search('GET /api/Settings?q&sort', '/api/Settings?q=bench&sort=-id&pageSize=20'),
        search('GET /api/Settings?name&sort', '/api/Settings?name=pool&sort=name&pageSize=20'),
        search('GET /api/Settings?q&page&sort', '/api/Settings?q=enabled&page=2&pageSize=5&sort=-updatedAt'),
        search('GET /api/Roles?q&sort', '/api/Roles?q=admin&sort=-id&pageSize=20'),
        search('GET /api/Stores?q&sort', `/api/Stores?q=${encodeURIComponent(config.storeName)}&sort=name`),
        search('GET /api/SecurityAccesses?roleId&sort', '/api/SecurityAccesses?roleId=1&sort=-id&pageSize=50'),
      ],
    },
    {
      // Create a setting, change it, then change one of the shared ones (writers meet on those rows).
      kind: 'write',
      connections: 4,
      requests: [
        {
          label: 'POST /api/Settings',
          method: 'POST',
          path: '/api/Settings',
          headers: { ...admin, ...json },
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({ name: `${config.namePrefix}.${created++}`, value: 'created' }),
          }),
          onResponse: (status, body, context) => {
            if (status === 201) context.id = (JSON.parse(body) as { data: { id: number } }).data.id;
          },
        },
        {
          label: 'PUT /api/Settings/:id',
          method: 'PUT',
          headers: { ...admin, ...json },
          setupRequest: (request, context) => ({
            ...request,
            // When the create failed (counted as an error) the shared rows are changed instead.
            path: `/api/Settings/${typeof context.id === 'number' ? context.id : pick(config.settingIds)}`,
            body: JSON.stringify({ value: `changed ${Date.now()}` }),
          }),
        },
        {
          label: 'PUT /api/Settings/:id',
          method: 'PUT',
          headers: { ...admin, ...json },
          setupRequest: (request) => ({
            ...request,
            path: `/api/Settings/${pick(config.settingIds)}`,
            body: JSON.stringify({ value: `shared ${Date.now()}` }),
          }),
        },
      ],
    },
  ];
}

/** Nearest-rank percentiles over every recorded latency (autocannon itself reports no p95). */
function summarize(latencies: number[], seconds: number): Summary {
  const sorted = Float64Array.from(latencies).sort();
  const at = (p: number) => (sorted.length ? (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0) : 0);
  const total = latencies.reduce((sum, value) => sum + value, 0);
  return {
    count: sorted.length,
    perSecond: sorted.length / seconds,
    mean: sorted.length ? total / sorted.length : 0,
    p50: at(50),
    p95: at(95),
    p99: at(99),
    max: sorted.length ? (sorted[sorted.length - 1] ?? 0) : 0,
  };
}

async function runKind(kind: Kind, config: MixConfig): Promise<KindResult & { all: number[] }> {
  const byLabel = new Map<string, number[]>();
  const failures: string[] = [];
  // Each request's onResponse runs synchronously just before the instance's `response` event for
  // the same answer, so it tells that event which endpoint the latency belongs to.
  let answered = '';
  const requests: RequestSpec[] = kind.requests.map(({ label, ...request }) => ({
    ...request,
    onResponse: (status, body, context, headers) => {
      answered = label;
      if ((status < 200 || status > 299) && failures.length < FAILURE_SAMPLES) failures.push(`${label} → ${status} ${body.slice(0, 300)}`);
      request.onResponse?.(status, body, context, headers);
    },
  }));
  const instance = autocannon({
    url: config.baseUrl,
    connections: kind.connections,
    duration: config.seconds,
    pipelining: 1,
    timeout: 10,
    requests,
    ...(kind.rate ? { overallRate: kind.rate } : {}),
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => {
    const list = byLabel.get(answered);
    if (list) list.push(responseTime);
    else byLabel.set(answered, [responseTime]);
  });
  instance.on('reqError', (error) => {
    if (failures.length < FAILURE_SAMPLES) failures.push(`${kind.kind}: ${error.message}`);
  });
  const result = await instance;
  const all = [...byLabel.values()].flat();
  return {
    kind: kind.kind,
    connections: kind.connections,
    rate: kind.rate,
    summary: summarize(all, config.seconds),
    endpoints: [...byLabel].map(([label, latencies]) => ({ label, summary: summarize(latencies, config.seconds) })),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    failures,
    all,
  };
}

const config = JSON.parse(process.argv[2] ?? '{}') as MixConfig;
// Tells the bench the load starts now (this process's own start-up is not part of the round).
console.log('start');
const results = await Promise.all(workload(config).map((kind) => runKind(kind, config)));
const mix: MixResult = {
  seconds: config.seconds,
  overall: summarize(
    results.flatMap((r) => r.all),
    config.seconds,
  ),
  kinds: results.map(({ all: _all, ...kind }) => kind),
};
console.log(JSON.stringify(mix));
