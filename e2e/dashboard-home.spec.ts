import { type Language, messages } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { uiEn } from '../apps/web/src/i18n/ui.en';
import { uiFa } from '../apps/web/src/i18n/ui.fa';
import { uiTr } from '../apps/web/src/i18n/ui.tr';
import { submitCredentials } from './support/account';
import { accountJourney, registerAccount } from './support/account-setup';
import { AdminApi } from './support/api';
import { useJourney } from './support/journey';
import { call } from './support/json-api';
import { screenshotDesktopAndPhone } from './support/phone';
import { chooseLanguage, signInAsAdmin, storedToken } from './support/ui';

const ui: Record<Language, Record<string, string>> = {
  fa: { ...messages.fa, ...uiFa },
  en: { ...messages.en, ...uiEn },
  tr: { ...messages.tr, ...uiTr },
};

/**
 * The dashboard home (issue 14 item 2): an administrator sees the store's summary — open tickets
 * with a link to the desk filtered to them and the tickets opened per day, storage in the bar's
 * colour, customers — and their applications; a customer sees their own tickets with links and the
 * applications they have and those still available, never the administrator's "manage your store".
 * Persian digits in Persian; screenshots fa/en/tr, desktop and phone.
 */
describe('the dashboard home', () => {
  const journey = useJourney();
  const { device } = accountJourney(journey, 'dashboard-home');

  it('sums the store up for an administrator and shows a customer their own things', async () => {
    const base = journey.server.url;
    const page = await device();
    await signInAsAdmin(page);
    const api = new AdminApi(base, await storedToken(page));
    const unit = await api.create('Units', { title: 'پشتیبانی', displayOrder: 1 });
    const customer = await registerAccount(base, 'home.customer', 'home-customer-1');
    for (const title of ['سفارش من نرسیده', 'پرسش درباره قیمت']) {
      const added = await call(
        base,
        'POST',
        '/api/Tickets/addTicket',
        { unitId: unit.id, title, query: 'لطفاً راهنمایی کنید.' },
        customer.token,
      );
      expect(added.status).toBe(201);
    }
    const open = (await api.list('Tickets', { isResolved: 'false' })).total;
    // A database-only archive, made in the background: the summary shows it once it is complete.
    const archive = await api.create('Backups', { name: 'پشتیبان خانه', type: 'database' });
    await expect.poll(async () => (await api.get<{ status: string }>('Backups', archive.id))?.status, { timeout: 60_000 }).toBe('ok');

    // The administrator's summary, in Persian digits.
    await page.goto('/dashboard');
    const tickets = page.getByTestId('home-card-tickets');
    await expect
      .poll(() => tickets.getByTestId('home-count').textContent())
      .toBe(String(open).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d));
    // One bar a day (polled: the counts come in their own call).
    await expect.poll(() => tickets.locator('[data-testid="trend-tickets"] rect').count()).toBe(30);
    await page.getByTestId('home-storage').waitFor();
    expect(['ok', 'warn', 'danger']).toContain(await page.getByTestId('home-storage').getAttribute('data-level'));
    await page.getByTestId('home-card-customers').getByTestId('trend-customers').waitFor();
    // The last backup: when, how big, and where it is kept.
    const lastBackup = page.getByTestId('home-last-backup');
    await expect.poll(() => lastBackup.textContent()).toContain(ui.fa['home.card.backup.local'] as string);
    expect(await lastBackup.textContent()).toMatch(/[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}/);
    await page.getByTestId('home-app-area.crm').waitFor();
    expect(await page.getByTestId('home-apps-available').count()).toBe(0);
    for (const lang of ['fa', 'en', 'tr'] as const) {
      await chooseLanguage(page, lang);
      await page.getByText(ui[lang]['home.summary'] as string).waitFor();
      await screenshotDesktopAndPhone(page, 'dashboard-home-admin', lang);
    }
    await chooseLanguage(page, 'fa');
    // The open tickets' link is the desk filtered to them.
    await tickets.getByRole('link', { name: ui.fa['home.card.open'] }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/CRM/Ticket/List' && url.searchParams.get('isResolved') === 'false');
    await page.getByTestId('entity-table').getByText('سفارش من نرسیده').first().waitFor();

    // The customer: their tickets with links, their applications, and those a role would open.
    const other = await device();
    await other.goto('/Authentication');
    await submitCredentials(other, customer.username, customer.password);
    await other.getByTestId('user-menu').first().waitFor();
    await other.goto('/dashboard');
    const mine = other.getByTestId('home-mine-tickets');
    await mine.getByRole('link', { name: 'سفارش من نرسیده' }).waitFor();
    expect(await other.getByText(ui.fa['dashboard.home.subtitle'] as string).count()).toBe(0);
    expect(await other.getByTestId('home-summary').count()).toBe(0);
    await other.getByTestId('home-app-account.tickets').waitFor();
    await other.getByTestId('home-apps-available').getByTestId('home-app-area.crm').waitFor();
    expect(await mine.locator('.ant-card-head-title').textContent()).toContain('۲');
    for (const lang of ['fa', 'en', 'tr'] as const) {
      await chooseLanguage(other, lang);
      await other
        .getByText(ui[lang]['home.mine.tickets'] as string)
        .first()
        .waitFor();
      await screenshotDesktopAndPhone(other, 'dashboard-home-customer', lang);
    }
    await chooseLanguage(other, 'fa');
    await mine.getByRole('link', { name: 'سفارش من نرسیده' }).click();
    await other.waitForURL((url) => url.pathname.startsWith('/account/tickets/'));
  });
});
