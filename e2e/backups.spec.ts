import { type Language, messages } from '@store/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uiEn } from '../apps/web/src/i18n/ui.en';
import { uiFa } from '../apps/web/src/i18n/ui.fa';
import { uiTr } from '../apps/web/src/i18n/ui.tr';
import { keepFailureScreenshots } from './support/account-setup';
import { AdminApi } from './support/api';
import { newContext, screenshot } from './support/browser';
import { expectSavedToList, field, openCreate, save } from './support/entity-screens';
import { useJourney } from './support/journey';
import { PHONE } from './support/phone';
import { ADMIN_PASSWORD } from './support/server-harness';
import { ADMIN_USERNAME, chooseLanguage, signInAsAdmin, storedToken, toast } from './support/ui';

const ui: Record<Language, Record<string, string>> = {
  fa: { ...messages.fa, ...uiFa },
  en: { ...messages.en, ...uiEn },
  tr: { ...messages.tr, ...uiTr },
};
const DESKTOP = { width: 1366, height: 860 };
const ROUTE = 'Settings/Backup';
const TITLE = 'پشتیبان پیش از تغییر';
/** With digits, as automatic archives' names have: typed back with Persian digits in the restore dialog. */
const NAME = `${TITLE} 2026`;

/**
 * Confirms the administrator's password when a power change (download, restore) asks for it:
 * waits for the prompt or for `done` (the change went through unasked), whichever comes first.
 */
async function confirmIfAsked(page: Page, done: Promise<unknown>): Promise<void> {
  const prompt = page.locator('.password-confirmation');
  const asked = await Promise.race([
    prompt.waitFor({ state: 'visible', timeout: 60_000 }).then(
      () => true,
      () => false,
    ),
    done.then(
      () => false,
      () => false,
    ),
  ]);
  if (!asked) return;
  await page.locator('#confirmpassword_password').fill(ADMIN_PASSWORD);
  await page.getByTestId('confirm-password-submit').click();
  await prompt.waitFor({ state: 'hidden' });
}

/**
 * Backups (issue 14 item 4) in Persian: an administrator makes a backup and watches its progress
 * bar fill, downloads the archive, changes the data, then restores the backup after typing its
 * name; everyone is signed out and the data is as it was. Screenshots of the backup's page and the
 * restore dialog in fa, en and tr, on a desktop and at 390 px.
 */
describe('backups', () => {
  const journey = useJourney();
  keepFailureScreenshots('backups', () => journey.browser);

  it('are made with a progress bar, downloaded, and restored after the name is typed', async () => {
    const context = await newContext(journey.browser, journey.server.url);
    const page = await context.newPage();
    await page.setViewportSize(DESKTOP);
    await signInAsAdmin(page);
    const fa = ui.fa;

    // Made from the generic Create screen; it runs in the background, its page shows the share done.
    await openCreate(page, ROUTE);
    await field(page, 'name').fill(NAME);
    await save(page);
    await expectSavedToList(page, ROUTE, fa['common.datasavedsuccessfully.title'] ?? '');
    const row = page.locator('[data-testid="entity-table"] tbody tr', { hasText: TITLE });
    await row.locator('[data-testid^="edit-"]').first().click();
    const progress = page.getByTestId('backup-progress');
    await progress.waitFor();
    const seen = new Set<string>();
    await expect
      .poll(
        async () => {
          seen.add(String(await progress.getAttribute('data-percent')));
          return progress.getAttribute('data-status');
        },
        { timeout: 60_000, interval: 100 },
      )
      .toBe('ok');
    expect(seen.has('100')).toBe(true);
    expect(await progress.locator('.ant-progress').count()).toBe(1);
    expect(await progress.textContent()).toContain('۱۰۰٪');

    // Downloaded as an attachment (the password is asked first: the archive holds every account).
    const downloaded = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByTestId('backup-download').click();
    await confirmIfAsked(page, downloaded);
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/^backup-\d{8}-\d{6}-\d+\.tar\.gz$/);

    // The page and the dialog in every language, on a desktop and on a phone.
    for (const lang of ['en', 'tr', 'fa'] as const) {
      await chooseLanguage(page, lang);
      for (const viewport of [DESKTOP, PHONE]) {
        await page.setViewportSize(viewport);
        const suffix = viewport === PHONE ? '-phone' : '';
        await page.getByTestId('backup-panel').scrollIntoViewIfNeeded();
        await screenshot(page, `backups-panel${suffix}`, lang);
        await page.getByTestId('backup-restore').click();
        const dialog = page.locator('.ant-modal', { hasText: ui[lang]['backup.restore.typename'] ?? '' });
        await dialog.waitFor();
        // At least 600 px wide (spec 000 §9), or the phone's width less its margins; measured once it has opened.
        await expect
          .poll(async () => (await dialog.boundingBox())?.width ?? 0, { timeout: 5_000 })
          .toBeGreaterThanOrEqual(viewport === PHONE ? 350 : 600);
        await screenshot(page, `backups-restore${suffix}`, lang);
        await dialog.getByRole('button', { name: ui[lang]['common.cancel'] }).click();
        await dialog.waitFor({ state: 'hidden' });
      }
    }
    await page.setViewportSize(DESKTOP);

    // The data changes after the backup…
    const api = new AdminApi(journey.server.url, await storedToken(page));
    const tag = await api.create('Tags', { name: 'برچسب پس از پشتیبان', entityName: 'Product' });
    expect(await api.get('Tags', tag.id)).toBeTruthy();

    // …and the restore puts it back, once the name is typed (on a Persian keyboard: Persian digits).
    await page.getByTestId('backup-restore').click();
    const confirm = page.getByTestId('backup-restore-confirm');
    await page.getByTestId('backup-restore-name').fill('پشتیبان');
    expect(await confirm.isDisabled()).toBe(true);
    await page.getByTestId('backup-restore-name').fill(`${TITLE} ۲۰۲۶`);
    await confirm.click();
    const started = toast(page, fa['backup.restore.started'] ?? '');
    await confirmIfAsked(page, started);
    await started;
    // Every session ends with the restore: the page goes to the sign-in screen.
    await page.waitForURL((url) => url.pathname === '/Authentication', { timeout: 60_000 });
    await page.locator('#signin_username').fill(ADMIN_USERNAME);
    await page.locator('#signin_password').fill(ADMIN_PASSWORD);
    await page.getByTestId('signin-submit').click();
    await page.getByTestId('backup-panel').waitFor();
    const again = new AdminApi(journey.server.url, await storedToken(page));
    expect(await again.get('Tags', tag.id).catch(() => null)).toBeFalsy();
    await context.close();
  });
});
