import { LANGUAGES, type Language, LOCALE_COOKIE, localeOf } from '@store/domain';
import { aboutPage } from '../apps/server/src/db/seed/demo-cms-texts.js';

/**
 * What the storefront benchmarks (bench/web.ts) measure: the pages an anonymous visitor lands on,
 * in each language, and issue 11's targets for them.
 */

export const WEB_TARGETS = {
  /** Initial JavaScript, gzipped, KiB. */
  jsKiB: 150,
  /** CSS, gzipped, KiB. */
  cssKiB: 30,
  /** Lighthouse category scores, 0–100. */
  score: 95,
  lcpMs: 2_500,
  cls: 0.1,
  tbtMs: 200,
} as const;

export interface WebPage {
  name: string;
  path: string;
}

/** Home, a CMS page of the demo store (its seeded slug) and the sign-in screen. */
export const WEB_PAGES: readonly WebPage[] = [
  { name: 'Home', path: '/' },
  { name: 'Page', path: `/pages/${encodeURIComponent(aboutPage.slug)}` },
  { name: 'Sign-in', path: '/Authentication' },
];

export const WEB_LANGUAGES: readonly Language[] = LANGUAGES;

/**
 * The locale cookie a visitor of this language carries, or none for Persian: the default, which a
 * first visit (no cookie yet) gets, so Persian is measured as a first visit.
 */
export function localeCookie(language: Language, url: string): { name: string; value: string; url: string } | undefined {
  return language === 'fa' ? undefined : { name: LOCALE_COOKIE, value: localeOf(language), url };
}

export const KIB = 1024;
export const kib = (bytes: number) => (bytes / KIB).toFixed(1);
export const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');
