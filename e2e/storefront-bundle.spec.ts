import { readFileSync } from 'node:fs';
import { type Language, LOCALES } from '@store/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { aboutPage, contactPage } from '../apps/server/src/db/seed/demo-cms-texts';
import type { ChunkReport } from '../apps/web/build/chunk-report';
import { newContext } from './support/browser';
import { useJourney } from './support/journey';
import { signInAsAdmin } from './support/ui';

/** What a visitor's page must not load (issue 11): the dashboard's UI library, the schemas, decimals, dayjs, the entity declarations. */
const FORBIDDEN = [
  /node_modules\/(antd|@ant-design\/[^/]+|@rc-component\/[^/]+|zod|decimal\.js|dayjs|jalaliday)\//,
  // The engine's digit table (digits.ts) imports nothing and is the storefront's too.
  /packages\/domain\/src\/(entities\/|engine\/(?!digits\.ts$))/,
  /apps\/web\/src\/dashboard\//,
];

const report = (): ChunkReport =>
  JSON.parse(readFileSync(new URL('../apps/web/.build/chunks.json', import.meta.url), 'utf8')) as ChunkReport;

/** The built modules of the scripts a page requested until the network went quiet. */
async function modulesLoaded(page: Page, path: string): Promise<{ modules: string[]; scripts: string[] }> {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.push(pathname.slice(1));
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  const chunks = report();
  for (const script of scripts) expect(chunks[script], `${script} is in the build's chunk report`).toBeDefined();
  return { modules: scripts.flatMap((script) => chunks[script]?.modules ?? []), scripts };
}

const forbiddenIn = (modules: string[]) => [
  ...new Set(modules.filter((m) => FORBIDDEN.some((rule) => rule.test(m))).map((m) => m.replace(/\/[^/]+$/, ''))),
];

describe('a visitor’s pages load only the storefront', () => {
  const journey = useJourney();

  it('Home, a page, the contact page with its form and the sign-in screen, in each language, load no Ant Design, schemas, dayjs or entity declarations, and one language', async () => {
    const context = await newContext(journey.browser, journey.server.url);
    try {
      for (const lang of ['fa', 'en', 'tr'] as Language[]) {
        await context.addCookies([{ name: 'locale', value: LOCALES.find((l) => l.endsWith(`_${lang}`)) ?? '', url: journey.server.url }]);
        const contactPath = `/pages/${encodeURIComponent(contactPage.slug)}`;
        for (const path of ['/', `/pages/${encodeURIComponent(aboutPage.slug)}`, contactPath, '/Authentication']) {
          const page = await context.newPage();
          const { modules, scripts } = await modulesLoaded(page, path);
          // The contact form is drawn (with the browser's own inputs) before the scripts are counted.
          if (path === contactPath) await page.getByTestId('public-form-contactform').locator('textarea').waitFor();
          expect(forbiddenIn(modules), `${lang} ${path}`).toEqual([]);
          // Only the page's language's messages.
          expect(
            scripts.filter((s) => /\/lang-(fa|en|tr)-/.test(s)).map((s) => /lang-(\w+)-/.exec(s)?.[1]),
            `${lang} ${path}`,
          ).toEqual([lang]);
          await page.close();
        }
      }
    } finally {
      await context.close();
    }
  });

  it('an administrator’s dashboard does load them (the report tells them apart)', async () => {
    const context = await newContext(journey.browser, journey.server.url);
    try {
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.endsWith('.js')) scripts.push(pathname.slice(1));
      });
      await signInAsAdmin(page);
      const chunks = report();
      const found = forbiddenIn(scripts.flatMap((s) => chunks[s]?.modules ?? []));
      expect(found.some((m) => m.includes('node_modules/antd'))).toBe(true);
      expect(found.some((m) => m.includes('packages/domain/src/entities'))).toBe(true);
    } finally {
      await context.close();
    }
  });
});

/** The API reads a page asked over the network until it went quiet (pictures aside). */
async function apiReads(page: Page, path: string): Promise<string[]> {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/CMS/Image/')) reads.push(`${url.pathname}${url.search}`);
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  return reads;
}

describe('a visitor’s first paint waits for no API call', () => {
  const journey = useJourney();
  const aboutPath = `/pages/${encodeURIComponent(aboutPage.slug)}`;

  it('Home and a page come with their first reads answered: the store, its settings, the page and its contents', async () => {
    const context = await newContext(journey.browser, journey.server.url);
    try {
      const page = await context.newPage();
      const onPage = await apiReads(page, aboutPath);
      expect(onPage).toEqual([]);
      await page.getByRole('heading', { name: aboutPage.title.fa, level: 1 }).waitFor();
      const home = await context.newPage();
      // The demo's news list is a content inside Home's contents: read by the app itself.
      expect(await apiReads(home, '/?lang=en')).toEqual(['/api/CMS/getContents?componentName=news']);
      await home.getByTestId('site-header').waitFor();
    } finally {
      await context.close();
    }
  });

  it('an administrator’s browser asks for itself (the answers sent with the page are a stranger’s)', async () => {
    const context = await newContext(journey.browser, journey.server.url);
    try {
      const page = await context.newPage();
      await signInAsAdmin(page);
      const reads = await apiReads(page, aboutPath);
      expect(reads.some((r) => r.startsWith('/api/CMS/GetPageBySlug'))).toBe(true);
      await page.getByRole('heading', { name: aboutPage.title.fa, level: 1 }).waitFor();
    } finally {
      await context.close();
    }
  });
});
