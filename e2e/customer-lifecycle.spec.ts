import { messages } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { aboutPage } from '../apps/server/src/db/seed/demo-cms-texts';
import { uiFa } from '../apps/web/src/i18n/ui.fa';
import { chooseUserMenuItem, submitCredentials } from './support/account';
import { accountJourney, registerAccount } from './support/account-setup';
import { createWithWizard } from './support/customer-wizard';
import { openList } from './support/entity-screens';
import { useJourney } from './support/journey';
import { call, dataOf } from './support/json-api';
import { screenshotDesktopAndPhone } from './support/phone';
import { stripedPng } from './support/png';
import { ADMIN_PASSWORD } from './support/server-harness';
import { chooseUnit, PDF } from './support/tickets';
import { signInAsAdmin, toast } from './support/ui';

const fa = { ...messages.fa, ...uiFa };

/**
 * Issue 12's whole story in one run, in Persian: an administrator creates a customer with the
 * wizard (a Jalali date of birth); that customer signs in, changes the profile and picture, keeps a
 * favorite and opens a ticket with an attachment; the desk answers and forwards it; the customer
 * reads the answer in the new unit. The journeys of each screen test their edges; this one proves
 * the screens work together for one person.
 */
describe('a customer’s life with the store', () => {
  const journey = useJourney();
  const { device } = accountJourney(journey, 'customer-lifecycle');

  it('is created with the wizard, signs in, keeps a profile and a favorite, and gets an answer to a ticket', async () => {
    const base = journey.server.url;
    const adminToken = String(
      dataOf(await call(base, 'POST', '/api/Authentication/signin', { username: 'administrator', password: ADMIN_PASSWORD })).access_token,
    );
    // The desk's units (the dashboard's own screens for them are the generic entity screens).
    const unit = async (title: string, displayOrder: number) => {
      const res = await call(base, 'POST', '/api/Units', { title, displayOrder }, adminToken);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return Number(dataOf(res).id);
    };
    // Of their own each attempt: a retried attempt must not meet the first attempt's customer or units.
    const four = String(1000 + Math.floor(Math.random() * 9000));
    const persianFour = four.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d);
    const support = `پشتیبانی ${persianFour}`;
    const sales = `فروش ${persianFour}`;
    await unit(support, 1);
    const salesId = await unit(sales, 2);
    const customer = {
      mobile: `+۹۸۹۱۲۵۵۵${persianFour}`,
      username: `lifecycle.${four}`,
      password: 'lifecycle-pass-1',
      firstName: 'مهسا',
      lastName: 'کریمی',
      nationalCode: '۰۰۱۳۵۴۲۴۱۹',
      jalaliBirth: '1375/06/15',
    };

    // The administrator creates the customer.
    const admin = await device();
    await signInAsAdmin(admin);
    await openList(admin, 'Customers/Customer');
    await createWithWizard(admin, customer);
    await toast(admin, fa['common.datasavedsuccessfully']);
    await admin.waitForURL((url) => /\/Customers\/Customer\/Update\/\d+$/.test(url.pathname));

    // The customer signs in with what the administrator gave them, and changes the profile and picture.
    const page = await device();
    await page.goto('/Authentication');
    await submitCredentials(page, customer.username, customer.password);
    await page.getByTestId('user-menu').first().waitFor();
    await chooseUserMenuItem(page, fa['route.accountProfile']);
    await page.getByTestId('profile-form').waitFor();
    // The wizard's Jalali date of birth, read back in the profile.
    expect(await page.locator('#profile_dateOfBirth').inputValue()).toBe(customer.jalaliBirth);
    await page.locator('#profile_lastName').fill('کریمی‌نژاد');
    await page
      .getByTestId('profile-avatar-input')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: stripedPng(80, 80, [37, 99, 235]) });
    await page.getByTestId('profile-avatar').locator('img').waitFor();
    await page.getByTestId('profile-save').click();
    await toast(page, fa['common.datasavedsuccessfully']);
    await expect.poll(() => page.getByTestId('user-menu').first().locator('img.avatar').count()).toBe(1);

    // A favorite.
    await page.goto(`/pages/${encodeURIComponent(aboutPage.slug)}`);
    await page.getByTestId('favorite-button').click();
    await toast(page, fa['favorites.added']);

    // A ticket with an attachment.
    await chooseUserMenuItem(page, fa['route.tickets']);
    await page.waitForURL((url) => url.pathname === '/account/tickets');
    await page.getByTestId('new-ticket').click();
    await chooseUnit(page, 'ticket_unitId', support);
    await page.locator('#ticket_title').fill('سؤال درباره قرارداد');
    await page.locator('#ticket_query').fill('نسخه امضاشده قرارداد را پیوست کرده‌ام.');
    await page
      .getByTestId('ticket-attach-input')
      .setInputFiles({ name: 'قرارداد.pdf', mimeType: 'application/pdf', buffer: PDF('contract') });
    await page.getByTestId('new-ticket-form').getByTestId('ticket-attach-item').waitFor();
    await page.getByTestId('new-ticket-send').click();
    await toast(page, fa['ticket.created']);
    await page.waitForURL((url) => /^\/account\/tickets\/\d+$/.test(url.pathname));
    const ticketPath = new URL(page.url()).pathname;
    const ticketId = Number(ticketPath.split('/').pop());
    // The ticket holds the one file, which its owner and the desk read and another customer cannot.
    const ownerToken = String(
      dataOf(await call(base, 'POST', '/api/Authentication/signin', { username: customer.username, password: customer.password }))
        .access_token,
    );
    const opened = dataOf(await call(base, 'GET', `/api/Tickets/getTicket?id=${ticketId}`, undefined, ownerToken));
    const attachments = opened.attachments as string[];
    expect(attachments).toHaveLength(1);
    expect(attachments[0]).toMatch(/^\/api\/cms\/download\/Tickets\/[^/?]+\.pdf\?store=\d+$/);
    const stranger = await registerAccount(base, 'lifecycle.stranger', 'lifecycle-pass-2');
    const read = (token: string) => fetch(`${base}${attachments[0]}`, { headers: { authorization: `Bearer ${token}` } });
    for (const token of [ownerToken, adminToken]) {
      const file = await read(token);
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).equals(PDF('contract'))).toBe(true);
    }
    expect((await read(stranger.token)).status).toBe(404);

    // The desk answers and forwards it to sales.
    await admin.goto(`/dashboard/CRM/Ticket/Update/${ticketId}`);
    const panel = admin.getByTestId('ticket-desk');
    await panel.getByTestId('ticket-message-owner').getByText('نسخه امضاشده').waitFor();
    await panel.locator('#ticket_reply_text').fill('دریافت شد؛ واحد فروش پیگیری می‌کند.');
    await admin.getByTestId('ticket-reply-send').click();
    await toast(admin, fa['ticket.reply.sent']);
    await chooseUnit(admin, 'ticket_forward_unitId', sales);
    await admin.getByTestId('ticket-forward-send').click();
    await toast(admin, fa['ticket.desk.forwarded']);

    // The customer's list says there is an answer they have not read; reading it takes the mark away.
    await page.goto('/account/tickets');
    await page.getByTestId(`ticket-${ticketId}`).getByTestId('ticket-tag-newanswer').waitFor();
    await page.getByTestId(`ticket-${ticketId}`).getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname === ticketPath);
    await page.getByTestId('ticket-message-support').getByText('دریافت شد').waitFor();
    await page.getByTestId('ticket-unit-title').getByText(sales).waitFor();
    await screenshotDesktopAndPhone(page, 'customer-lifecycle-ticket', 'fa');
    await page.getByTestId('ticket-back').click();
    await page.getByTestId(`ticket-${ticketId}`).waitFor();
    await expect.poll(() => page.getByTestId(`ticket-${ticketId}`).getByTestId('ticket-tag-newanswer').count()).toBe(0);

    // What the store now holds of them, as the API tells it.
    const customers = dataOf(await call(base, 'GET', `/api/Customers?q=${customer.username}`, undefined, adminToken)) as unknown;
    const me = (customers as { id: number; dateOfBirth: string; lastName: string; avatar: string | null; nationalCode: string }[])[0];
    expect(me).toMatchObject({ dateOfBirth: '1996-09-05', lastName: 'کریمی‌نژاد', nationalCode: '0013542419' });
    expect(me?.avatar).toMatch(/^\/api\/cms\/avatar\//);
    const ticket = dataOf(await call(base, 'GET', `/api/Tickets/getTicket?id=${ticketId}`, undefined, adminToken));
    expect(ticket).toMatchObject({ unitId: salesId, ownerId: me?.id });
    const kept = dataOf(await call(base, 'GET', '/api/Customers/getMyFavorites', undefined, ownerToken));
    expect((kept as unknown as { entityName: string }[]).map((f) => f.entityName)).toEqual(['Page']);
  });
});
