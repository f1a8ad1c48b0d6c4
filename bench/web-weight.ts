import { gzipSync } from 'node:zlib';
import type { Language } from '@store/domain';
import type { Browser, Response } from 'playwright-core';
import { KIB, kib, localeCookie, verdict, WEB_LANGUAGES, WEB_PAGES, WEB_TARGETS, type WebPage } from './web-pages.js';

/**
 * What a page makes an anonymous visitor's browser download: every response until the network is
 * idle, in a fresh browser context (empty cache), at the phone size Lighthouse's mobile run uses.
 * JavaScript and CSS are weighed as gzip level 9 of each response body, compressed here, so the
 * figure is the code's and not the server's compression setting; `sent` is what the server
 * actually put on the wire (bodies as served, compressed or not), for comparison.
 */

export interface Weight {
  page: string;
  language: Language;
  requests: number;
  jsFiles: number;
  jsGzip: number;
  cssFiles: number;
  cssGzip: number;
  /** Bytes of all response bodies as the server sent them (its own compression, if any). */
  sent: number;
  pass: boolean;
}

type Kind = 'js' | 'css' | 'other';

function kindOf(response: Response): Kind {
  const type = response.headers()['content-type'] ?? '';
  const path = new URL(response.url()).pathname;
  if (/javascript|ecmascript/.test(type) || (!type && /\.m?js$/.test(path))) return 'js';
  if (type.includes('text/css') || (!type && path.endsWith('.css'))) return 'css';
  return 'other';
}

const gzipped = (body: Buffer) => gzipSync(body, { level: 9 }).length;

export async function weighPage(browser: Browser, base: string, page: WebPage, language: Language): Promise<Weight> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    const cookie = localeCookie(language, base);
    if (cookie) await context.addCookies([cookie]);
    const tab = await context.newPage();
    let requests = 0;
    tab.on('request', () => {
      requests += 1;
    });
    const weighed: Promise<{ kind: Kind; gzip: number; sent: number }>[] = [];
    tab.on('response', (response) => {
      weighed.push(
        (async () => {
          const kind = kindOf(response);
          // Redirects and empty answers have no body to read.
          const body = await response.body().catch(() => Buffer.alloc(0));
          const sizes = await response
            .request()
            .sizes()
            .catch(() => ({ responseBodySize: body.length }));
          return { kind, gzip: kind === 'other' ? 0 : gzipped(body), sent: sizes.responseBodySize };
        })(),
      );
    });
    const answer = await tab.goto(`${base}${page.path}`, { waitUntil: 'networkidle', timeout: 60_000 });
    if (!answer?.ok()) throw new Error(`${page.path} (${language}) answered ${answer?.status()}`);
    const lang = await tab.evaluate(() => document.documentElement.lang);
    if (lang !== language) throw new Error(`${page.path} shows <html lang="${lang}">, not ${language}`);
    const all = await Promise.all(weighed);
    const sum = (kind: Kind) => all.filter((w) => w.kind === kind).reduce((s, w) => s + w.gzip, 0);
    const count = (kind: Kind) => all.filter((w) => w.kind === kind).length;
    const jsGzip = sum('js');
    const cssGzip = sum('css');
    return {
      page: page.name,
      language,
      requests,
      jsFiles: count('js'),
      jsGzip,
      cssFiles: count('css'),
      cssGzip,
      sent: all.reduce((s, w) => s + w.sent, 0),
      pass: jsGzip <= WEB_TARGETS.jsKiB * KIB && cssGzip <= WEB_TARGETS.cssKiB * KIB,
    };
  } finally {
    await context.close();
  }
}

/** Every page in every language, one after another (two cores: nothing else runs meanwhile). */
export async function weighPages(browser: Browser, base: string): Promise<Weight[]> {
  const results: Weight[] = [];
  for (const page of WEB_PAGES) {
    for (const language of WEB_LANGUAGES) results.push(await weighPage(browser, base, page, language));
  }
  return results;
}

export function printWeights(weights: readonly Weight[]): void {
  const cols = ['page', 'lang', 'requests', 'JS files', 'JS KiB gz', 'CSS files', 'CSS KiB gz', 'sent KiB', 'verdict'];
  const widths = [10, 5, 9, 9, 10, 10, 11, 9, 8];
  const line = (cells: string[]) => `  ${cells.map((c, i) => (i < 2 ? c.padEnd(widths[i] ?? 8) : c.padStart(widths[i] ?? 8))).join(' ')}`;
  console.log(`  targets: JavaScript ≤ ${WEB_TARGETS.jsKiB} KiB gzipped, CSS ≤ ${WEB_TARGETS.cssKiB} KiB gzipped (gzip -9 of each body)`);
  console.log(line(cols));
  for (const w of weights) {
    console.log(
      line([
        w.page,
        w.language,
        String(w.requests),
        String(w.jsFiles),
        kib(w.jsGzip),
        String(w.cssFiles),
        kib(w.cssGzip),
        kib(w.sent),
        verdict(w.pass),
      ]),
    );
  }
}
