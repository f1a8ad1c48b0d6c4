import { entityRoutes, type Language, messages, Setting } from '@store/domain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uiEn } from '../apps/web/src/i18n/ui.en';
import { uiFa } from '../apps/web/src/i18n/ui.fa';
import { uiTr } from '../apps/web/src/i18n/ui.tr';
import { keepFailureScreenshots } from './support/account-setup';
import { newContext, screenshot } from './support/browser';
import { save } from './support/entity-screens';
import { useJourney } from './support/journey';
import { PHONE } from './support/phone';
import { chooseLanguage, signInAsAdmin } from './support/ui';

const ui: Record<Language, Record<string, string>> = {
  fa: { ...messages.fa, ...uiFa },
  en: { ...messages.en, ...uiEn },
  tr: { ...messages.tr, ...uiTr },
};
const text = (lang: Language, key: string) => {
  const message = ui[lang][key];
  if (message === undefined) throw new Error(`no message ${key} in ${lang}`);
  return message;
};
const DESKTOP = { width: 1366, height: 860 };

/** The route whose title is the Settings group's first entry in the menu (the menu lists routes in declaration order). */
const firstSettingsList = () => {
  const route = entityRoutes.find((r) => r.showmenu && r.path.startsWith('/dashboard/Settings/'));
  if (!route) throw new Error('no settings route in the menu');
  return route.path;
};

/** Whether two boxes overlap. */
const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

/** How far the page reaches sideways beyond the window (0: nothing sticks out). */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('the dashboard shell', () => {
  const journey = useJourney();
  keepFailureScreenshots('dashboard-shell', () => journey.browser);

  it('opens a group’s first list from its title, is a drawer on a phone that closes after a choice, and its toasts leave the top bar’s controls free, in fa, en and tr', async () => {
    const context = await newContext(journey.browser, journey.server.url);
    const page = await context.newPage();
    await signInAsAdmin(page);
    for (const lang of ['fa', 'en', 'tr'] as const) {
      await page.setViewportSize(DESKTOP);
      await page.goto('/dashboard');
      await chooseLanguage(page, lang);
      const menu = page.getByTestId('dashboard-menu');

      // A group's title opens its first list, and the group stays open.
      const group = menu.locator('.ant-menu-submenu-title[data-menu-id$="area:operations"]');
      expect(await group.textContent()).toContain(text(lang, 'area.operations'));
      await group.click();
      await page.waitForURL((url) => url.pathname === firstSettingsList());
      await expect.poll(() => menu.locator(`[data-menu-id$="${Setting.route}/List"]`).isVisible()).toBe(true);

      // A saved setting says so in a toast at the bottom, away from the flags, the account and sign-out.
      await page.goto(`/dashboard/${Setting.route}/List`);
      await page.getByTestId('entity-table').waitFor();
      await page.locator('[data-testid="entity-table"] tbody tr.ant-table-row').first().locator('[data-testid^="edit-"]').first().click();
      await page.getByTestId('entity-form').waitFor();
      await save(page);
      const toast = page.locator('.toast', { hasText: text(lang, 'common.datasavedsuccessfully.title') }).first();
      await toast.waitFor();
      for (const control of [page.getByTestId(`lang-${lang}`).first(), page.getByTestId('signout-button')])
        expect(overlap(await boxOf(toast), await boxOf(control))).toBe(false);
      await toast.locator('.toast__close').dispatchEvent('click');

      // On a phone the menu is not beside the content: the content has the width, nothing sticks out.
      await page.setViewportSize(PHONE);
      await page.goto('/dashboard');
      await page.getByTestId('dashboard-shell').waitFor();
      await expect.poll(() => menu.isVisible()).toBe(false);
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      expect((await boxOf(page.locator('main#main'))).width).toBeGreaterThan(PHONE.width - 60);

      // The top bar's toggle opens it as a drawer from the start side; Escape closes it; a choice goes there and closes it.
      const toggle = page.getByRole('button', { name: text(lang, 'dashboard.menu.toggle') });
      await toggle.click();
      await menu.waitFor();
      await page.keyboard.press('Escape');
      await expect.poll(() => menu.isVisible()).toBe(false);
      // The focus goes back to the toggle that opened it, so a keyboard user carries on from there.
      await expect.poll(() => toggle.evaluate((button) => button === document.activeElement)).toBe(true);
      await toggle.click();
      await menu.waitFor();
      const drawer = await boxOf(page.locator('.dashboard__drawer'));
      if (lang === 'fa') expect(drawer.x + drawer.width).toBeGreaterThan(PHONE.width - 2);
      else expect(drawer.x).toBeLessThan(2);
      await screenshot(page, 'dashboard-shell-menu-phone', lang);
      await menu.locator(`[data-menu-id$="${Setting.route}/List"]`).click();
      await page.waitForURL((url) => url.pathname === `/dashboard/${Setting.route}/List`);
      await expect.poll(() => menu.isVisible()).toBe(false);
      await page.getByTestId('entity-cards').waitFor();
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      await screenshot(page, 'dashboard-shell-list-phone', lang);
    }
    await context.close();
  });
});
