import { latinDigits, messages } from '@store/domain';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { newContext, screenshot } from './support/browser';
import { gregorianToday, jalaliToday, todaysDates } from './support/dates';
import { useJourney } from './support/journey';
import { chooseLanguage, signInAsAdmin } from './support/ui';

const DAY = 86_400;

async function html(page: Page) {
  return page.evaluate(() => ({ dir: document.documentElement.dir, lang: document.documentElement.lang }));
}

async function localeCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === 'locale');
}

/** Days from now until the cookie expires. */
function daysLeft(expires: number | undefined): number {
  return ((expires ?? 0) - Date.now() / 1000) / DAY;
}

describe('language switch', () => {
  const journey = useJourney();

  it('starts in Persian (RTL, Jalali) and switches to English and Turkish', async () => {
    const context = await newContext(journey.browser, journey.server.url);
    onTestFinished(() => context.close());
    const page = await context.newPage();
    await page.goto('/');
    const today = page.getByTestId('today-date').first();

    // First visit: Persian, right to left, cookie persian_fa for 7 days.
    expect(await html(page)).toEqual({ dir: 'rtl', lang: 'fa' });
    const first = await localeCookie(context);
    expect(first?.value).toBe('persian_fa');
    expect(daysLeft(first?.expires)).toBeGreaterThan(6.9);
    expect(daysLeft(first?.expires)).toBeLessThan(7.1);
    await page.getByRole('navigation').getByText(messages.fa['route.home']).first().waitFor();
    await page.getByRole('heading', { name: 'خانه بعدی خود را پیدا کنید' }).waitFor();
    // Jalali, in Persian digits.
    const jalali = (await today.textContent())?.trim() ?? '';
    expect(jalali).toMatch(/^[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}$/);
    expect(todaysDates(jalaliToday)).toContain(latinDigits(jalali));
    expect(jalali.slice(0, 2)).toBe('۱۴');
    await expect.poll(() => page.title()).toContain(messages.fa['route.home']);
    await page.getByRole('heading', { name: 'تازه‌ترین آگهی‌ها' }).waitFor();
    await screenshot(page, 'language-switch', 'fa');

    // English: left to right, Gregorian date, cookie english_en for 30 days.
    await chooseLanguage(page, 'en');
    expect(await html(page)).toEqual({ dir: 'ltr', lang: 'en' });
    await page.getByRole('heading', { name: 'Find your next home' }).waitFor();
    await page.getByRole('navigation').getByText(messages.en['route.home']).first().waitFor();
    expect(todaysDates(gregorianToday)).toContain((await today.textContent())?.trim());
    const english = await localeCookie(context);
    expect(english?.value).toBe('english_en');
    expect(daysLeft(english?.expires)).toBeGreaterThan(29.9);
    await expect.poll(() => page.title()).toContain(messages.en['route.home']);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toBe(messages.en['route.home.description']);
    await screenshot(page, 'language-switch', 'en');

    // Turkish: left to right, Turkish strings, cookie turkish_tr; it survives a reload.
    await chooseLanguage(page, 'tr');
    expect(await html(page)).toEqual({ dir: 'ltr', lang: 'tr' });
    await page.getByRole('heading', { name: 'Yeni evinizi bulun' }).waitFor();
    await page.getByRole('navigation').getByText(messages.tr['route.home']).first().waitFor();
    expect((await localeCookie(context))?.value).toBe('turkish_tr');
    await page.reload();
    expect(await html(page)).toEqual({ dir: 'ltr', lang: 'tr' });
    await page.getByRole('heading', { name: 'Yeni evinizi bulun' }).waitFor();
    expect(todaysDates(gregorianToday)).toContain((await today.textContent())?.trim());
    await screenshot(page, 'language-switch', 'tr');

    // The dashboard top bar follows the language too: Gregorian in Turkish, Jalali back in Persian.
    await signInAsAdmin(page);
    expect(todaysDates(gregorianToday)).toContain((await today.textContent())?.trim());
    await page.getByRole('heading', { name: messages.tr['route.dashboard'] }).or(page.getByText('Hoş geldiniz')).first().waitFor();
    await chooseLanguage(page, 'fa');
    expect(await html(page)).toEqual({ dir: 'rtl', lang: 'fa' });
    expect(todaysDates(jalaliToday)).toContain(latinDigits((await today.textContent())?.trim() ?? ''));
    await screenshot(page, 'language-switch-dashboard', 'fa');
  });
});
