import { messages } from '@store/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uiFa } from '../apps/web/src/i18n/ui.fa';
import { chooseUserMenuItem, formFieldError, submitCredentials } from './support/account';
import { type Account, accountJourney, registerAccount } from './support/account-setup';
import { selectOption } from './support/entity-screens';
import { useJourney } from './support/journey';
import { call, dataOf } from './support/json-api';
import { screenshotDesktopAndPhone } from './support/phone';
import { ADMIN_PASSWORD } from './support/server-harness';
import { chooseUnit, PDF } from './support/tickets';
import { chooseLanguage, signInAsAdmin, toast } from './support/ui';

const fa = { ...messages.fa, ...uiFa };
/** Clicks an attachment link and answers the name the browser saved it under (the file is fetched with the sign-in's token). */
async function download(page: Page, scope: string, index = 0): Promise<string> {
  const [saved] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId(scope).getByTestId('ticket-attachment').nth(index).click(),
  ]);
  return saved.suggestedFilename();
}

describe('support tickets: a customer’s side and the desk’s', () => {
  const journey = useJourney();
  const { device } = accountJourney(journey, 'account-tickets');
  const setup = { ticketUrl: '', owner: undefined as Account | undefined };

  it('a customer opens a ticket with an attachment in Persian; the desk sees it unread first, answers and forwards it; the customer reads the answer; locked, it takes no reply', async () => {
    const base = journey.server.url;
    const signin = await call(base, 'POST', '/api/Authentication/signin', { username: 'administrator', password: ADMIN_PASSWORD });
    const admin = String(dataOf(signin).access_token ?? '');
    const make = async (resource: string, body: object) => {
      const res = await call(base, 'POST', `/api/${resource}`, body, admin);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return Number(dataOf(res).id);
    };
    // A retried attempt starts from units of its own: the earlier attempt's stop taking tickets (their titles are the same).
    for (const unit of (await call(base, 'GET', '/api/Units?pageSize=100', undefined, admin)).body.data as { id: number }[])
      await call(base, 'PUT', `/api/Units/${unit.id}`, { isActived: false }, admin);
    const support = await make('Units', { title: 'پشتیبانی', displayOrder: 1 });
    const sales = await make('Units', { title: 'فروش', displayOrder: 2 });
    await make('TicketCategories', { unitId: support, title: 'صورتحساب' });
    await make('TicketPriorities', { title: 'فوری', displayOrder: 1 });
    const owner = await registerAccount(base, 'tickets.owner', 'tickets-pass-1');
    setup.owner = owner;

    // The customer, in Persian: the avatar menu's tickets, a new ticket.
    const page = await device();
    await page.goto('/Authentication');
    await submitCredentials(page, owner.username, owner.password);
    await page.getByTestId('user-menu').first().waitFor();
    await chooseUserMenuItem(page, fa['route.tickets']);
    await page.waitForURL((url) => url.pathname === '/account/tickets');
    await page.getByTestId('tickets-list').getByText(fa['ticket.list.empty']).waitFor();
    await page.getByTestId('new-ticket').click();
    const form = page.getByTestId('new-ticket-form');
    await page.getByTestId('new-ticket-send').click();
    await formFieldError(page, 'ticket', 'unitId').getByText(fa['common.error.required']).waitFor();
    await chooseUnit(page, 'ticket_unitId', 'پشتیبانی');
    await selectOption(page, 'categoryId', 'صورتحساب', 'ticket');
    await selectOption(page, 'priorityId', 'فوری', 'ticket');
    await page.locator('#ticket_title').fill('فاکتور اشتباه است');
    await page.locator('#ticket_query').fill('مبلغ فاکتور ۱۲ با پرداخت من یکی نیست.');
    // Two files while the store takes one: the server's refusal lands under the field, in Persian digits.
    const count = await call(base, 'POST', '/api/Settings/saveAppSetting', { name: 'datacontent.maximumfilecount', value: '1' }, admin);
    expect(count.status, JSON.stringify(count.body)).toBe(200);
    try {
      await page.getByTestId('ticket-attach-input').setInputFiles([
        { name: 'رسید پرداخت.pdf', mimeType: 'application/pdf', buffer: PDF('receipt') },
        { name: 'invoice.pdf', mimeType: 'application/pdf', buffer: PDF('invoice') },
      ]);
      await expect.poll(() => form.getByTestId('ticket-attach-item').count()).toBe(2);
      await page.getByTestId('new-ticket-send').click();
      await formFieldError(page, 'ticket', 'attachments').getByText('۱').waitFor();
    } finally {
      await call(base, 'POST', '/api/Settings/saveAppSetting', { name: 'datacontent.maximumfilecount', value: '5' }, admin);
    }
    await form.getByTestId('ticket-attach-item').nth(1).getByRole('button').click();
    await screenshotDesktopAndPhone(page, 'account-ticket-new', 'fa');
    await page.getByTestId('new-ticket-send').click();
    await toast(page, fa['ticket.created']);
    await page.waitForURL((url) => /^\/account\/tickets\/\d+$/.test(url.pathname));
    setup.ticketUrl = new URL(page.url()).pathname;
    const id = Number(setup.ticketUrl.split('/').pop());
    await page.getByTestId('ticket-conversation').getByText('مبلغ فاکتور').waitFor();
    expect(await download(page, 'ticket-conversation')).toBe('رسید-پرداخت.pdf');
    await page.getByTestId('ticket-back').click();
    await page.getByTestId(`ticket-${id}`).getByText('فاکتور اشتباه است').waitFor();

    // The desk: a ticket the administrator opened later (read) comes after the customer's unread one.
    const later = await call(base, 'POST', '/api/Tickets/addTicket', { unitId: sales, title: 'Read already', query: 'Seen.' }, admin);
    expect(later.status).toBe(201);
    const desk = await device();
    await signInAsAdmin(desk);
    await desk.goto('/dashboard/CRM/Ticket/List');
    const rows = desk.locator('[data-testid="entity-table"] tbody tr.ant-table-row');
    await rows.first().waitFor();
    expect(await rows.first().textContent()).toContain('فاکتور اشتباه است');
    expect(await rows.nth(1).textContent()).toContain('Read already');
    const filters = desk.getByTestId('entity-filters');
    for (const name of ['unitId', 'priorityId', 'categoryId', 'isLocked', 'isResolved', 'isApproved'])
      await filters.locator(`label[for="filters_${name}"]`).waitFor();
    await screenshotDesktopAndPhone(desk, 'ticket-desk-list', 'fa');

    await desk.goto(`/dashboard/CRM/Ticket/Update/${id}`);
    const panel = desk.getByTestId('ticket-desk');
    await panel.getByTestId('ticket-message-owner').getByText('مبلغ فاکتور').waitFor();
    expect(await download(desk, 'ticket-desk')).toBe('رسید-پرداخت.pdf');
    await panel.locator('#ticket_reply_text').fill('فاکتور اصلاح شد؛ برچسب را ببینید.');
    await desk
      .getByTestId('ticket-reply-attach-input')
      .setInputFiles({ name: 'label.pdf', mimeType: 'application/pdf', buffer: PDF('label') });
    await panel.getByTestId('ticket-attach-item').waitFor();
    await desk.getByTestId('ticket-reply-send').click();
    await toast(desk, fa['ticket.reply.sent']);
    await panel.getByTestId('ticket-message-support').waitFor();
    await chooseUnit(desk, 'ticket_forward_unitId', 'فروش');
    await desk.getByTestId('ticket-forward-send').click();
    await toast(desk, fa['ticket.desk.forwarded']);
    const stored = dataOf(await call(base, 'GET', `/api/Tickets/getTicket?id=${id}`, undefined, admin));
    expect(stored).toMatchObject({ unitId: sales, readByAdmin: true });
    await screenshotDesktopAndPhone(desk, 'ticket-desk', 'fa');
    await chooseLanguage(desk, 'en');
    await panel.getByTestId('ticket-message-support').waitFor();
    await screenshotDesktopAndPhone(desk, 'ticket-desk', 'en');

    // The customer reads the answer, its attachment and the new unit.
    await page.goto(setup.ticketUrl);
    const answer = page.getByTestId('ticket-message-support');
    await answer.getByText('فاکتور اصلاح شد').waitFor();
    await page.getByTestId('ticket-unit-title').getByText('فروش').waitFor();
    expect(await download(page, 'ticket-message-support')).toBe('label.pdf');
    await screenshotDesktopAndPhone(page, 'account-ticket', 'fa');
    for (const lang of ['en', 'tr'] as const) {
      await chooseLanguage(page, lang);
      await answer.waitFor();
      await screenshotDesktopAndPhone(page, 'account-ticket', lang);
    }
    await page.goto('/account/tickets');
    await page.getByTestId(`ticket-${id}`).waitFor();
    for (const lang of ['tr', 'en', 'fa'] as const) {
      await chooseLanguage(page, lang);
      await page.getByTestId(`ticket-${id}`).waitFor();
      await screenshotDesktopAndPhone(page, 'account-tickets', lang);
    }
    // Back in Persian: the search finds the customer's own tickets by title.
    const search = page.getByTestId('tickets-search').locator('input');
    await search.fill('چیز دیگری');
    await search.press('Enter');
    await page.getByTestId('tickets-list').getByText(fa['ticket.search.empty']).waitFor();
    await search.fill('اشتباه');
    await search.press('Enter');
    await page.getByTestId(`ticket-${id}`).waitFor();

    // Locked by the desk: a notice, and no reply box.
    const lock = await call(base, 'PUT', `/api/Tickets/${id}`, { isLocked: true }, admin);
    expect(lock.status, JSON.stringify(lock.body)).toBe(200);
    await page.goto(setup.ticketUrl);
    await page.getByTestId('ticket-locked').getByText(fa['ticket.error.locked']).waitFor();
    await page.getByTestId('ticket-tag-locked').waitFor();
    expect(await page.getByTestId('ticket-reply').count()).toBe(0);
  });

  it('another customer opening the first one’s ticket sees “not found”, and cannot read its attachment', async () => {
    expect(setup.ticketUrl).not.toBe('');
    const base = journey.server.url;
    const other = await registerAccount(base, 'tickets.other', 'tickets-pass-2');
    const page = await device();
    await page.goto('/Authentication');
    await submitCredentials(page, other.username, other.password);
    await page.getByTestId('user-menu').first().waitFor();
    await page.goto(setup.ticketUrl);
    await page.getByTestId('ticket-notfound').getByText(fa['ticket.notfound']).waitFor();
    expect(await page.getByTestId('ticket-conversation').count()).toBe(0);
    const id = setup.ticketUrl.split('/').pop();
    const ticket = dataOf(await call(base, 'GET', `/api/Tickets/getTicket?id=${id}`, undefined, setup.owner?.token));
    const attachment = String((ticket.attachments as string[])[0]);
    const read = (token: string | undefined) => fetch(`${base}${attachment}`, { headers: { authorization: `Bearer ${token}` } });
    expect((await read(other.token)).status).toBe(404);
    expect((await read(setup.owner?.token)).status).toBe(200);
  });
});
