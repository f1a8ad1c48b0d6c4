import { engineLists } from './engine-lists.js';
import { frameworkOverhead, TARGET } from './framework-overhead.js';
import { PAGE_BY_SLUG_TITLE, pageBySlug } from './page-by-slug.js';
import { WEB_TITLE, webBench } from './web.js';

/**
 * `npm run bench`: every benchmark of the product, each printing ratios measured side by side in
 * this one run (never absolute numbers compared across runs or machines).
 */
const fmt = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 0 });

console.log('Framework overhead: GET /api/ping (production server, all plugins) vs bare node:http, same bytes');
const { ratio, pairs, bare, ours } = await frameworkOverhead();
console.log(
  `  bare node:http  mean ${fmt(bare.requestsPerSecond)} req/s   p50 ${bare.p50} ms   p99 ${bare.p99} ms   errors ${bare.errors}`,
);
console.log(
  `  our server      mean ${fmt(ours.requestsPerSecond)} req/s   p50 ${ours.p50} ms   p99 ${ours.p99} ms   errors ${ours.errors}`,
);
console.log(`  pair ratios ${pairs.map((p) => p.toFixed(3)).join(' ')}`);
console.log(`  median ratio ${ratio.toFixed(3)}× (target ≥ ${TARGET}×) ${ratio >= TARGET && ours.errors === 0 ? 'PASS' : 'FAIL'}`);
if (ratio < TARGET || ours.errors > 0) process.exitCode = 1;

console.log('');
console.log('Engine lists (issue 8): Vouchers on PostgreSQL, 200 000 rows in the store, range + in-list filter, sorted, 24 a page');
const lists = await engineLists();
if (!lists.every((r) => r.pass)) process.exitCode = 1;

console.log('');
console.log(PAGE_BY_SLUG_TITLE);
if (!(await pageBySlug()).pass) process.exitCode = 1;

console.log('');
console.log(WEB_TITLE);
if (!(await webBench()).pass) process.exitCode = 1;
