import { type Language, messages } from '@store/domain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uiEn } from '../apps/web/src/i18n/ui.en';
import { uiFa } from '../apps/web/src/i18n/ui.fa';
import { uiTr } from '../apps/web/src/i18n/ui.tr';
import { submitCredentials } from './support/account';
import { accountJourney, registerAccount } from './support/account-setup';
import { useJourney } from './support/journey';
import { call, dataOf } from './support/json-api';
import { screenshotDesktopAndPhone } from './support/phone';
import { ADMIN_PASSWORD } from './support/server-harness';
import { ADMIN_USERNAME, chooseLanguage, signInAsAdmin } from './support/ui';

const ui: Record<Language, Record<string, string>> = {
  fa: { ...messages.fa, ...uiFa },
  en: { ...messages.en, ...uiEn },
  tr: { ...messages.tr, ...uiTr },
};
const fa = ui.fa;
const MATRIX = '/dashboard/Customers/SecurityAccess/List';
const PAGES = '/dashboard/CMS/Page/List';

/** A session of the administrator's own through the API, its password confirmed (power changes are open to it). */
async function adminToken(base: string): Promise<string> {
  const signedIn = await call(base, 'POST', '/api/Authentication/signin', { username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
  const token = dataOf(signedIn).access_token as string;
  expect((await call(base, 'POST', '/api/Authentication/confirmPassword', { password: ADMIN_PASSWORD }, token)).status).toBe(200);
  return token;
}

/** Opens an Ant Design select and takes the option titled `label`. */
async function pick(page: Page, select: Locator, label: string): Promise<void> {
  const option = page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${label}"]`);
  for (let attempt = 1; ; attempt++) {
    if (!(await option.isVisible())) await select.click();
    try {
      await option.click({ timeout: 3_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** The options a select offers, by their titles. */
async function optionsOf(page: Page, select: Locator): Promise<string[]> {
  await select.click();
  const list = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await list.first().waitFor();
  const titles = await list.evaluateAll((items) => items.map((item) => item.getAttribute('title') ?? ''));
  await page.keyboard.press('Escape');
  // An earlier select's list may still be fading out beside this one: wait for every one to go.
  await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
  return titles;
}

/**
 * The security access matrix (issue 14 item 3) in Persian: an administrator gives a role List on
 * pages (the password prompt of power changes first), and the role's member finds Pages in their
 * menu and opens the list; the user's effective rights show beside the matrix; a refusal puts the
 * old choice back; `administrators` cannot be edited; Edit Owner is not offered where it cannot be
 * given. Screenshots in fa, en and tr, desktop and phone.
 */
describe('the security access matrix', () => {
  const journey = useJourney();
  const { device } = accountJourney(journey, 'access-matrix');

  it('gives a role a level that takes effect for its member at once, with the effective rights beside it', async () => {
    const base = journey.server.url;
    const token = await adminToken(base);
    const role = dataOf(
      await call(base, 'POST', '/api/Roles', { name: 'ویراستاران صفحه', systemName: `page_editors_${Date.now()}` }, token),
    );
    const member = await registerAccount(base, 'matrix.editor', 'matrix-editor-1');
    const customers = await call(base, 'GET', `/api/Customers?q=${member.username}`, undefined, token);
    const memberId = ((customers.body.data as { id: number }[])[0] as { id: number }).id;
    const given = await call(base, 'POST', '/api/Customers/addCustomerRole', { customerId: memberId, roleId: role.id }, token);
    expect(given.status).toBe(200);

    // The member: no pages in the menu, and the list sends them home.
    const editor = await device();
    await editor.goto('/Authentication');
    await submitCredentials(editor, member.username, member.password);
    await editor.getByTestId('user-menu').first().waitFor();
    await editor.goto('/dashboard');
    await editor.getByTestId('dashboard-home').waitFor();
    expect(await editor.locator(`[data-menu-id$="${PAGES}"]`).count()).toBe(0);

    // The administrator, in Persian, gives the role List on pages.
    const page = await device();
    await signInAsAdmin(page);
    await page.goto(`${MATRIX}?roleId=${role.id}`);
    const row = page.getByTestId('access-row-Page');
    await row.waitFor();
    await pick(page, row.locator('.ant-select'), fa['enum.SecurityAccess.accessType.List'] as string);
    // A power change: the password prompt, then the choice is sent again.
    await page.locator('#confirmpassword_password').fill(ADMIN_PASSWORD);
    await page.getByTestId('confirm-password-submit').click();
    await row.getByText(fa['accessmatrix.saved'] as string).waitFor();
    const held = await call(base, 'GET', `/api/CustomerRoles/getSecurityAccessById?id=${role.id}`, undefined, token);
    expect(held.body.data).toEqual([expect.objectContaining({ entityName: 'Page', accessType: 'List' })]);

    // The member now has Pages in the menu and lists them.
    await editor.reload();
    const entry = editor.locator(`[data-menu-id$="${PAGES}"]`);
    await entry.waitFor();
    await entry.click();
    await editor.waitForURL((url) => url.pathname === PAGES);
    await editor.getByTestId('entity-table').waitFor();
    expect(await editor.getByTestId('create-button').count()).toBe(0);
    // List is not View & Print: no export or print, which the server would refuse.
    await editor.getByTestId('columns-button').waitFor();
    expect(await editor.getByTestId('export-button').count()).toBe(0);
    expect(await editor.getByTestId('print-button').count()).toBe(0);

    // Beside the matrix: the member's effective rights in this store.
    const chooser = page.getByTestId('effective-rights').locator('.ant-select');
    await chooser.click();
    await page.keyboard.type(member.username);
    await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${member.username}"]`).click();
    const pages = page.getByTestId('effective-Page');
    await pages.waitFor();
    expect(await pages.locator('td[data-op="list"]').textContent()).toBe(fa['accessmatrix.scope.all']);
    expect(await pages.locator('td[data-op="view"]').textContent()).not.toBe(fa['accessmatrix.scope.all']);

    // Edit Owner is not offered where an owner's writes would reveal other people's values of a key (store names), elsewhere it is.
    const storeOptions = await optionsOf(page, page.getByTestId('access-row-Store').locator('.ant-select'));
    expect(storeOptions).toContain(fa['enum.SecurityAccess.accessType.ViewOwnedOnly']);
    expect(storeOptions).not.toContain(fa['enum.SecurityAccess.accessType.EditOwner']);
    const contentOptions = await optionsOf(page, page.getByTestId('access-row-Content').locator('.ant-select'));
    expect(contentOptions).toContain(fa['enum.SecurityAccess.accessType.EditOwner']);

    for (const lang of ['fa', 'en', 'tr'] as const) {
      await chooseLanguage(page, lang);
      await page
        .getByTestId('access-matrix')
        .getByText(ui[lang]['entity.Pages'] as string)
        .first()
        .waitFor();
      await screenshotDesktopAndPhone(page, 'access-matrix', lang);
    }
    await chooseLanguage(page, 'fa');

    // A refusal puts the old choice back under a toast with the server's message: the role went meanwhile.
    await call(
      base,
      'DELETE',
      `/api/CustomerRoles/deleteSecurityAccess?id=${(held.body.data as { id: number }[])[0]?.id}`,
      undefined,
      token,
    );
    const gone = dataOf(await call(base, 'POST', '/api/Roles', { name: 'نقش رفته', systemName: `gone_role_${Date.now()}` }, token));
    await page.goto(`${MATRIX}?roleId=${gone.id}`);
    const settings = page.getByTestId('access-row-Setting');
    await settings.waitFor();
    expect((await call(base, 'DELETE', `/api/Roles/${gone.id}`, undefined, token)).status).toBe(200);
    await pick(page, settings.locator('.ant-select'), fa['enum.SecurityAccess.accessType.ViewOnly'] as string);
    // The toast says what the server says to the same request.
    const refused = await fetch(`${base}/api/CustomerRoles/saveSecurityAccess`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, lang: 'fa', 'content-type': 'application/json' },
      body: JSON.stringify({ roleId: gone.id, entityName: 'Setting', accessType: 'ViewOnly' }),
    });
    const error = ((await refused.json()) as { error: { message: string; fields?: Record<string, string> } }).error;
    expect(refused.status).toBe(400);
    await page
      .locator('.toast', { hasText: Object.values(error.fields ?? {})[0] ?? error.message })
      .first()
      .waitFor();
    await expect.poll(() => settings.locator('.ant-select').textContent()).toBe(fa['accessmatrix.none']);

    // The administrators role: all-powerful, nothing to choose.
    const roles = await call(base, 'GET', '/api/CustomerRoles/getCustomerRoles', undefined, token);
    const administrators = (roles.body.data as { id: number; systemName: string }[]).find((r) => r.systemName === 'administrators');
    await page.goto(`${MATRIX}?roleId=${administrators?.id}`);
    await page.getByText(fa['accessmatrix.administrators'] as string).waitFor();
    expect(await page.getByTestId('access-matrix').locator('.ant-select').count()).toBe(0);
  });
});
