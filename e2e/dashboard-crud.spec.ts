import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { messages } from '@store/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uiEn } from '../apps/web/src/i18n/ui.en';
import { uiFa } from '../apps/web/src/i18n/ui.fa';
import { uiTr } from '../apps/web/src/i18n/ui.tr';
import { AdminApi } from './support/api';
import { launchBrowser, newContext, screenshot } from './support/browser';
import { deleteRow, expectSavedToList, field, fieldError, findRow, openCreate, openList, save } from './support/entity-screens';
import { type RunningServer, startServer } from './support/server-harness';
import { chooseLanguage, signInAsAdmin, storedToken } from './support/ui';

const STORES = 'Settings/Store';
const SETTINGS = 'Settings/Setting';
const APPLICATIONS = 'Settings/Application';
// The journey runs in Persian, the default language.
const saved = uiFa['common.datasavedsuccessfully'];
const deleted = uiFa['common.datadeletedsuccessfully'];
const required = messages.fa['common.error.required'];
const unique = () => randomBytes(3).toString('hex');

describe('dashboard CRUD', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let api: AdminApi;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    context = await newContext(browser, server.url);
    page = await context.newPage();
    await signInAsAdmin(page);
    api = new AdminApi(server.url, await storedToken(page));
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  it('Stores: a required field left empty saves nothing; create, list, update, delete', async () => {
    const before = (await api.list('Stores')).total;
    await openCreate(page, STORES);
    await field(page, 'url').fill('https://e2e.example.com');
    await save(page);
    await expect.poll(() => fieldError(page, 'name').textContent()).toBe(required);
    expect(new URL(page.url()).pathname).toBe(`/dashboard/${STORES}/Create`);
    expect((await api.list('Stores')).total).toBe(before);

    const name = `E2E Store ${unique()}`;
    await field(page, 'name').fill(name);
    await field(page, 'companyName').fill('E2E Company');
    await field(page, 'sslEnabled').click();
    await save(page);
    await expectSavedToList(page, STORES, saved);
    const row = await findRow(page, name);
    expect(await row.textContent()).toContain('E2E Company');
    expect(await row.textContent()).toContain(messages.fa['common.yes']);
    const id = await api.idOf('Stores', name);
    expect(await api.get('Stores', id)).toMatchObject({ name, url: 'https://e2e.example.com', sslEnabled: true });

    await page.getByTestId(`edit-${id}`).click();
    await page.waitForURL((url) => url.pathname === `/dashboard/${STORES}/Update/${id}`);
    await expect.poll(() => field(page, 'name').inputValue()).toBe(name);
    await field(page, 'companyName').fill('E2E Company Updated');
    await save(page);
    await expectSavedToList(page, STORES, saved);
    const updated = await findRow(page, name);
    await expect.poll(() => updated.textContent()).toContain('E2E Company Updated');
    expect(await api.get('Stores', id)).toMatchObject({ name, companyName: 'E2E Company Updated', sslEnabled: true });

    await deleteRow(page, id, deleted);
    expect(await api.get('Stores', id)).toBeNull();
  });

  it('Settings: belong to the current store; a required field left empty saves nothing, on create and on update', async () => {
    // Settings are store-scoped: they belong to the store the dashboard works in (the first one here).
    const store = (await api.list<{ id: number; name: string }>('Stores', { sort: 'id' })).data[0];
    if (!store) throw new Error('the seeded store is missing');
    const name = `e2e.setting.${unique()}`;

    await openCreate(page, SETTINGS);
    await field(page, 'name').fill(name);
    await save(page);
    await expect.poll(() => fieldError(page, 'value').textContent()).toBe(required);
    expect((await api.list('Settings', { q: name })).total).toBe(0);

    await field(page, 'value').fill('on');
    await save(page);
    await expectSavedToList(page, SETTINGS, saved);
    await findRow(page, name);
    const id = await api.idOf('Settings', name);

    // The declared filters (name and value: text that contains) narrow the list through the query string.
    await openList(page, SETTINGS);
    await page.locator('#filters_name').fill(name);
    await page.locator('#filters_value').fill('on');
    await page.getByTestId('filter-apply').click();
    await page.waitForURL((url) => url.searchParams.get('name') === name && url.searchParams.get('value') === 'on');
    const rows = page.locator('[data-testid="entity-table"] tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain(name);
    await page.getByTestId('filter-clear').click();
    await page.waitForURL((url) => !url.searchParams.has('name'));
    await expect.poll(() => rows.count()).toBeGreaterThan(1);
    await findRow(page, name);
    expect(await api.get('Settings', id)).toMatchObject({ name, value: 'on', storeId: store.id });

    await page.getByTestId(`edit-${id}`).click();
    await expect.poll(() => field(page, 'value').inputValue()).toBe('on');
    await field(page, 'value').fill('');
    await save(page);
    await expect.poll(() => fieldError(page, 'value').textContent()).toBe(required);
    expect(await api.get('Settings', id)).toMatchObject({ value: 'on' });

    await field(page, 'value').fill('off');
    await save(page);
    await expectSavedToList(page, SETTINGS, saved);
    expect(await api.get('Settings', id)).toMatchObject({ name, value: 'off', storeId: store.id });

    await findRow(page, name);
    await deleteRow(page, id, deleted);
    expect(await api.get('Settings', id)).toBeNull();
  });

  it('exports the filtered list as a CSV file with Persian labels', async () => {
    const name = `e2e.export.${unique()}`;
    await api.create('Settings', { name, value: 'exported, "quoted"' });
    await page.goto(`/dashboard/${SETTINGS}/List?name=${encodeURIComponent(name)}`);
    await page.getByTestId('entity-table').waitFor();
    await page.getByTestId('export-button').click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
    expect(download.suggestedFilename()).toBe('Settings.csv');
    const path = await download.path();
    const lines = readFileSync(path, 'utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    // Only the filtered row, under the fields' Persian labels.
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(`#,${messages.fa['field.Setting.name']},${messages.fa['field.Setting.value']}`);
    expect(lines[1]).toMatch(new RegExp(`^\\d+,${name.replaceAll('.', '\\.')},"exported, ""quoted"""$`));
  });

  it('keeps what the user types in a filter when the list answers late', async () => {
    // Hold the list's answer until the user has typed: its arrival re-renders the page, and that
    // must not reset the filter form.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const listCall = /\/api\/Settings(\?|$)/;
    await page.route(listCall, async (route) => {
      await held;
      await route.continue();
    });
    try {
      await page.goto(`/dashboard/${SETTINGS}/List`);
      const nameFilter = page.locator('#filters_name');
      await nameFilter.fill('typed-before-the-answer');
      const answered = page.waitForResponse((response) => listCall.test(new URL(response.url()).pathname + new URL(response.url()).search));
      release();
      await answered;
      await page.locator('[data-testid="entity-table"] tbody tr.ant-table-row').first().waitFor();
      expect(await nameFilter.inputValue()).toBe('typed-before-the-answer');
    } finally {
      await page.unroute(listCall);
    }
  });

  it('Applications: the secret key is written, never shown, and kept when left empty', async () => {
    const name = `E2E App ${unique()}`;
    await openCreate(page, APPLICATIONS);
    await field(page, 'name').fill(name);
    await field(page, 'secretKey').fill('top-secret-value');
    await save(page);
    await expect.poll(() => fieldError(page, 'version').textContent()).toBe(required);
    expect((await api.list('Applications', { q: name })).total).toBe(0);

    await field(page, 'version').fill('2.0.0');
    await field(page, 'description').fill('Made by the e2e journey');
    await save(page);
    await expectSavedToList(page, APPLICATIONS, saved);
    await findRow(page, name);
    const id = await api.idOf('Applications', name);
    const created = await api.get<Record<string, unknown>>('Applications', id);
    expect(created).toMatchObject({ name, version: '2.0.0', description: 'Made by the e2e journey' });
    expect(created).not.toHaveProperty('secretKey');
    expect(String(created?.applicationGuid ?? '')).not.toBe('');

    await page.getByTestId(`edit-${id}`).click();
    await expect.poll(() => field(page, 'name').inputValue()).toBe(name);
    expect(await field(page, 'secretKey').inputValue()).toBe('');
    expect(await field(page, 'applicationGuid').isDisabled()).toBe(true);
    await field(page, 'version').fill('2.1.0');
    await save(page);
    await expectSavedToList(page, APPLICATIONS, saved);
    expect(await api.get('Applications', id)).toMatchObject({ name, version: '2.1.0' });

    await findRow(page, name);
    await deleteRow(page, id, deleted);
    expect(await api.get('Applications', id)).toBeNull();
  });

  it('shows lists and forms in Persian, English and Turkish', async () => {
    const ui = { fa: uiFa, en: uiEn, tr: uiTr };
    for (const lang of ['fa', 'en', 'tr'] as const) {
      await openList(page, SETTINGS);
      await chooseLanguage(page, lang);
      await page.getByRole('heading', { name: messages[lang]['entity.Settings'], exact: true }).waitFor();
      await page.getByRole('columnheader', { name: messages[lang]['field.Setting.value'] }).waitFor();
      await page.locator('[data-testid="entity-table"] tbody tr.ant-table-row').first().waitFor();
      await screenshot(page, 'dashboard-crud-list', lang);

      await openCreate(page, STORES);
      await page.getByRole('button', { name: ui[lang]['common.save'] }).waitFor();
      await save(page);
      await expect.poll(() => fieldError(page, 'name').textContent()).toBe(messages[lang]['common.error.required']);
      await screenshot(page, 'dashboard-crud-form', lang);
    }
  });

  it('says errors already shown again in the language the user switches to', async () => {
    await openCreate(page, STORES);
    await chooseLanguage(page, 'fa');
    await field(page, 'url').fill('not a web address');
    await save(page);
    await expect.poll(() => fieldError(page, 'name').textContent()).toBe(messages.fa['common.error.required']);
    await expect.poll(() => fieldError(page, 'url').textContent()).toBe(messages.fa['common.error.url']);
    for (const lang of ['en', 'tr', 'fa'] as const) {
      await chooseLanguage(page, lang);
      await expect.poll(() => fieldError(page, 'name').textContent()).toBe(messages[lang]['common.error.required']);
      await expect.poll(() => fieldError(page, 'url').textContent()).toBe(messages[lang]['common.error.url']);
    }
  });
});
