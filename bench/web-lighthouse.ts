import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '@store/domain';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { localeCookie, verdict, WEB_LANGUAGES, WEB_PAGES, WEB_TARGETS, type WebPage } from './web-pages.js';

/**
 * Lighthouse's mobile run (its default settings: a mid-range phone on a slow 4G line, simulated)
 * of each page in each language, driving Debian's Chromium through chrome-launcher, one run at a
 * time: a fresh browser (empty profile) per run, the locale cookie set in it first through the
 * DevTools protocol (Lighthouse keeps cookies when it resets the origin's storage; the web app
 * reads the language from `document.cookie`, so a Cookie request header would not do).
 * Env: BENCH_LIGHTHOUSE_RUNS (runs per page and language, default 1; with more, the run of median
 * performance score is reported, as Lighthouse's docs advise), BENCH_LIGHTHOUSE_REPORTS (a folder
 * to write each run's HTML report into).
 */

const CHROME = '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const RUNS = Math.max(1, Math.round(Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1)) || 1);
const REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS;

export interface LighthouseScore {
  page: string;
  language: Language;
  /** Category scores 0–100 (NaN when Lighthouse could not score one). */
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Lighthouse's own warnings and a runtime error, if any (a run that failed to load, say). */
  warnings: string[];
  /** Lighthouse's measure of this machine's speed at the time (higher is faster; it scales the simulation). */
  benchmarkIndex: number;
  /** Audits that cost points in a category below the target (`category: audit id`), to say what to fix. */
  failing: string[];
  pass: boolean;
}

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? Number.NaN) * 100);
const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

function summarize(lhr: Result, page: WebPage, language: Language): LighthouseScore {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, score(lhr, c)])) as LighthouseScore['scores'];
  const lcpMs = numeric(lhr, 'largest-contentful-paint');
  const cls = numeric(lhr, 'cumulative-layout-shift');
  const tbtMs = numeric(lhr, 'total-blocking-time');
  const warnings = [...lhr.runWarnings.map(String), ...(lhr.runtimeError ? [`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`] : [])];
  const pass =
    CATEGORIES.every((c) => scores[c] >= WEB_TARGETS.score) &&
    lcpMs <= WEB_TARGETS.lcpMs &&
    cls <= WEB_TARGETS.cls &&
    tbtMs <= WEB_TARGETS.tbtMs &&
    !lhr.runtimeError;
  const failing = CATEGORIES.filter((c) => scores[c] < WEB_TARGETS.score).flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
      .map((ref) => `${c}: ${ref.id}${lhr.audits[ref.id]?.displayValue ? ` (${lhr.audits[ref.id]?.displayValue})` : ''}`),
  );
  const benchmarkIndex = Math.round(lhr.environment.benchmarkIndex);
  return { page: page.name, language, scores, lcpMs, cls, tbtMs, warnings, benchmarkIndex, failing, pass };
}

/** One Lighthouse run in a browser of its own, which is killed afterwards whatever happens. */
async function runOnce(base: string, page: WebPage, language: Language): Promise<{ lhr: Result; html: string }> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    logLevel: 'silent',
  });
  try {
    const cookie = localeCookie(language, base);
    if (cookie) {
      // Attach to the launched browser only to set the cookie, then let go of it (the browser stays).
      const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      try {
        const context = cdp.contexts()[0];
        if (!context) throw new Error('the launched browser has no default context');
        await context.addCookies([cookie]);
      } finally {
        await cdp.close();
      }
    }
    const result = await lighthouse(`${base}${page.path}`, {
      port: chrome.port,
      logLevel: 'error',
      output: 'html',
      onlyCategories: [...CATEGORIES],
      // Generous for this 2-core machine: a slow load is measured, not aborted.
      maxWaitForLoad: 60_000,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${page.path} (${language})`);
    const html = Array.isArray(result.report) ? (result.report[0] ?? '') : result.report;
    return { lhr: result.lhr, html };
  } finally {
    chrome.kill();
  }
}

export async function lighthousePage(base: string, page: WebPage, language: Language): Promise<LighthouseScore> {
  const runs: { lhr: Result; html: string }[] = [];
  for (let i = 0; i < RUNS; i++) {
    // A browser that fails to start, a protocol timeout on this busy 2-core machine, or a run whose
    // trace Lighthouse could not record (NO_NAVSTART: it asks to be run again) gets one more try.
    const retry = (why: string) => {
      console.log(`      Lighthouse failed on ${page.path} (${language}): ${why}; trying once more`);
      return runOnce(base, page, language);
    };
    let run = await runOnce(base, page, language).catch((error: Error) => retry(error.message));
    if (run.lhr.runtimeError) run = await retry(run.lhr.runtimeError.code);
    runs.push(run);
  }
  // The run of median performance score stands for the page (its metrics belong together).
  const sorted = [...runs].sort((a, b) => score(a.lhr, 'performance') - score(b.lhr, 'performance'));
  const chosen = sorted[Math.floor((sorted.length - 1) / 2)] ?? runs[0]!;
  if (REPORTS) {
    mkdirSync(REPORTS, { recursive: true });
    writeFileSync(join(REPORTS, `lighthouse-${page.name.toLowerCase()}-${language}.html`), chosen.html);
  }
  return summarize(chosen.lhr, page, language);
}

/** Every page in every language, one run after another. */
export async function lighthousePages(base: string): Promise<LighthouseScore[]> {
  const results: LighthouseScore[] = [];
  for (const page of WEB_PAGES) {
    for (const language of WEB_LANGUAGES) {
      const result = await lighthousePage(base, page, language);
      printLighthouse([result], results.length === 0);
      results.push(result);
    }
  }
  return results;
}

/** Rows printed as they come (a full run takes minutes); `header` prints the targets and column names first. */
export function printLighthouse(results: readonly LighthouseScore[], header = true): void {
  const cols = ['page', 'lang', 'perf', 'a11y', 'best', 'SEO', 'LCP s', 'CLS', 'TBT ms', 'verdict', 'machine'];
  const widths = [10, 5, 6, 6, 6, 6, 7, 7, 8, 8, 8];
  const line = (cells: string[]) => `  ${cells.map((c, i) => (i < 2 ? c.padEnd(widths[i] ?? 8) : c.padStart(widths[i] ?? 8))).join(' ')}`;
  if (header) {
    console.log(
      `  targets: every score ≥ ${WEB_TARGETS.score}, LCP ≤ ${WEB_TARGETS.lcpMs / 1000} s, CLS ≤ ${WEB_TARGETS.cls}, TBT ≤ ${WEB_TARGETS.tbtMs} ms (Lighthouse mobile, ${RUNS} run${RUNS > 1 ? 's, median' : ''} each)`,
    );
    console.log(line(cols));
    console.log("  (machine: Lighthouse's benchmark index of this machine during the run; higher is faster)");
  }
  for (const r of results) {
    console.log(
      line([
        r.page,
        r.language,
        String(r.scores.performance),
        String(r.scores.accessibility),
        String(r.scores['best-practices']),
        String(r.scores.seo),
        (r.lcpMs / 1000).toFixed(2),
        r.cls.toFixed(3),
        String(Math.round(r.tbtMs)),
        verdict(r.pass),
        String(r.benchmarkIndex),
      ]),
    );
    for (const warning of r.warnings) console.log(`      warning: ${warning}`);
    if (r.failing.length) console.log(`      costs points: ${r.failing.join('; ')}`);
  }
}
