import { pathToFileURL } from 'node:url';
import { launchBrowser } from '../e2e/support/browser.js';
import { startServer } from '../e2e/support/server-harness.js';
import { buildIfStale } from './support.js';
import { type LighthouseScore, lighthousePages } from './web-lighthouse.js';
import { printWeights, type Weight, weighPages } from './web-weight.js';

/**
 * `npm run bench:web`: issue 11's storefront targets for an anonymous visitor on Home, a page and
 * the sign-in screen, in fa, en and tr, on the production build (built first when stale) served by
 * the real server on a fresh embedded database with the demo store:
 *   1. the JavaScript and CSS each page loads until the network is idle, gzipped (bench/web-weight.ts);
 *   2. Lighthouse's mobile run of each (bench/web-lighthouse.ts).
 * Env: BENCH_WEB_LIGHTHOUSE=0 skips part 2; see web-lighthouse.ts for its own settings.
 */

export const WEB_TITLE = 'Storefront (issue 11): anonymous visitor, Home / a page / sign-in in fa, en, tr, production build';

export interface WebResults {
  weights: Weight[];
  lighthouse: LighthouseScore[];
  pass: boolean;
}

export async function webBench(): Promise<WebResults> {
  buildIfStale();
  // The embedded database even when DATABASE_URL is set: the demo store as `npm start` makes it.
  const server = await startServer({ databaseUrl: null });
  try {
    console.log(`  server ${server.url} (production build, embedded database, demo store)`);
    console.log('  1. JavaScript and CSS loaded until the network is idle (fresh browser context, 412×823 phone viewport)');
    const browser = await launchBrowser();
    let weights: Weight[];
    try {
      weights = await weighPages(browser, server.url);
    } finally {
      await browser.close();
    }
    printWeights(weights);
    let lighthouse: LighthouseScore[] = [];
    if (process.env.BENCH_WEB_LIGHTHOUSE !== '0') {
      console.log('  2. Lighthouse mobile (default throttling: simulated slow 4G and a 4× slower CPU), one run at a time');
      lighthouse = await lighthousePages(server.url);
    }
    const pass = weights.every((w) => w.pass) && lighthouse.every((l) => l.pass);
    console.log(`  storefront: ${pass ? 'PASS' : 'FAIL'}`);
    return { weights, lighthouse, pass };
  } finally {
    await server.stop();
  }
}

// `npm run bench:web` runs this one alone; `npm run bench` runs it with the others.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(WEB_TITLE);
  const { pass } = await webBench();
  if (!pass) process.exitCode = 1;
}
