import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { newContext } from './browser';
import type { Journey } from './journey';
import { call, dataOf } from './json-api';
import { signInAsAdmin, storedToken } from './ui';

/** A page made through the API (AddPage), answering its id and slug. */
export async function addPageByApi(base: string, token: string, body: Record<string, unknown>): Promise<{ id: number; slug: string }> {
  const answer = await call(base, 'POST', '/api/CMS/AddPage', body, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const data = dataOf(answer);
  return { id: Number(data.id), slug: String(data.slug) };
}

/** The page at a slug as the API answers it to this caller (the status for a visitor's 404). */
export async function pageBySlug(base: string, slug: string, token?: string) {
  const answer = await call(base, 'GET', `/api/CMS/GetPageBySlug?slug=${encodeURIComponent(slug)}`, undefined, token);
  return { status: answer.status, page: answer.body.data as Record<string, unknown> | undefined };
}

/** How many columns the page's layout grid has now (its computed `grid-template-columns`). */
export async function gridColumns(page: Page): Promise<number> {
  return page.getByTestId('page-layout').evaluate(
    (el) =>
      getComputedStyle(el)
        .gridTemplateColumns.split(' ')
        .filter((part) => part.trim() !== '').length,
  );
}

/** The left edge of a layout region on screen (`main`, `side`, `start`, `end`). */
export async function regionLeft(page: Page, region: string): Promise<number> {
  const box = await page.locator(`.page-layout__region--${region}`).boundingBox();
  if (!box) throw new Error(`region ${region} is not shown`);
  return box.x;
}

/** A browser context signed in as the administrator, with its page and access token. */
export async function adminSession(journey: Journey): Promise<{ base: string; context: BrowserContext; page: Page; token: string }> {
  const base = journey.server.url;
  const context = await newContext(journey.browser, base);
  const page = await context.newPage();
  await signInAsAdmin(page);
  return { base, context, page, token: await storedToken(page) };
}
