import { messages } from '@store/domain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { siteFa } from '../apps/web/src/cms/site/texts/site.fa';
import { uiFa } from '../apps/web/src/i18n/ui.fa';
import { keepFailureScreenshots } from './support/account-setup';
import { newContext } from './support/browser';
import { adminSession } from './support/cms-pages';
import { useJourney } from './support/journey';
import { call, dataOf } from './support/json-api';
import { PHONE, screenshotDesktopAndPhone } from './support/phone';
import { stripedPng } from './support/png';
import { chooseLanguage, toast } from './support/ui';

const fa = { ...messages.fa, ...uiFa, ...siteFa };
/** The demo's pages the footer links to (apps/server/src/db/seed/demo-cms-texts.ts). */
const ABOUT = { slug: 'درباره-ما', title: 'درباره ما' };
const CONTACT = { slug: 'تماس-با-ما', title: 'تماس با ما' };
const INSTAGRAM = 'https://instagram.com/melk.demo';
const TELEGRAM = 'https://t.me/melk_demo';
/** The scripts of the header and footer's editing tools (Vite names a lazy chunk after its module). */
const EDITING_CHUNK = /\/assets\/site-(editor|tools)-[\w-]+\.js$/;

const footerOf = (page: Page) => page.getByTestId('site-footer');
const pathOf = (page: Page) => decodeURIComponent(new URL(page.url()).pathname);

/** Follows a footer link and waits for the page it opens: the real page, not the not-found one. */
async function follow(page: Page, testId: string, target: { slug: string; title: string }): Promise<void> {
  await footerOf(page).getByTestId(testId).click();
  await page.waitForURL((url) => decodeURIComponent(url.pathname) === `/pages/${target.slug}`);
  await page.getByTestId('page-title').getByText(target.title, { exact: true }).waitFor();
  expect(await page.getByTestId('not-found').count()).toBe(0);
}

/** A social link of the footer: its address, and that it opens a new tab without handing it this page. */
async function expectSocial(link: Locator, href: string): Promise<void> {
  expect(await link.getAttribute('href')).toBe(href);
  expect(await link.getAttribute('target')).toBe('_blank');
  expect(await link.getAttribute('rel')).toContain('noopener');
}

/** The header's logo as drawn: its height on screen and whether the picture arrived. */
async function logoShown(page: Page): Promise<{ height: number; loaded: boolean; alt: string | null }> {
  const logo = page.getByTestId('site-logo');
  await logo.waitFor();
  await page.waitForFunction(() => (document.querySelector('[data-testid="site-logo"]') as HTMLImageElement | null)?.complete === true);
  const height = (await logo.boundingBox())?.height ?? 0;
  const loaded = await logo.evaluate((img) => (img as HTMLImageElement).naturalWidth === 160);
  return { height: Math.round(height), loaded, alt: await logo.getAttribute('alt') };
}

/** What a visitor sees after the administrator's save: the logo at 48 px, two social links and the about link. */
async function expectSavedHeaderAndFooter(page: Page): Promise<void> {
  expect(await logoShown(page)).toEqual({ height: 48, loaded: true, alt: 'املاک نمونه' });
  const footer = footerOf(page);
  await footer.getByTestId('social-links').waitFor();
  expect(await footer.getByTestId('social-links').locator('a').count()).toBe(2);
  await expectSocial(footer.getByTestId('social-instagram'), INSTAGRAM);
  await expectSocial(footer.getByTestId('social-telegram'), TELEGRAM);
  await footer.getByTestId('footer-about').waitFor();
}

describe('header and footer content', () => {
  const journey = useJourney();
  keepFailureScreenshots('cms-header-footer', () => journey.browser);

  it('shows a visitor the demo’s footer links, which open the demo’s contact and about pages, and no social link or tool; the editing tools are not downloaded', async () => {
    const context = await newContext(journey.browser, journey.server.url);
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.js')) scripts.push(request.url());
    });
    await page.goto('/');
    await footerOf(page).getByTestId('footer-contact').waitFor();
    expect(await footerOf(page).getByTestId('social-links').count()).toBe(0);
    expect(await page.getByTestId('site-logo').count()).toBe(0);
    await page.getByTestId('store-name').getByText('املاک نمونه').waitFor();
    expect(await page.getByTestId('content-toolbox').count()).toBe(0);
    await follow(page, 'footer-contact', CONTACT);
    await follow(page, 'footer-about', ABOUT);
    expect(scripts.filter((url) => EDITING_CHUNK.test(url))).toEqual([]);
    await context.close();
  });

  it('lets an administrator set the logo, its height, two social links and the about page from the footer’s toolbox; the header and footer change at once and a visitor sees them in every language', async () => {
    const { base, context, page, token } = await adminSession(journey);

    // Without an about page chosen, the footer has no about link (contact stays).
    const cleared = await call(base, 'POST', '/api/Settings/saveSiteInformation', { aboutus_pagename: '' }, token);
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    await page.goto('/');
    await footerOf(page).getByTestId('footer-contact').waitFor();
    expect(await footerOf(page).getByTestId('footer-about').count()).toBe(0);

    // The footer's toolbox (on hover) has one tool, edit, which opens the header and footer editor.
    await footerOf(page).hover();
    const toolbox = footerOf(page).getByTestId('content-toolbox');
    await toolbox.getByTestId('content-edit').waitFor();
    expect(await toolbox.getByRole('button').count()).toBe(1);
    await toolbox.getByTestId('content-edit').click();
    const editor = page.locator('.site-editor');
    await editor.getByTestId('site-form').waitFor();
    expect(await editor.locator('#logoheight').inputValue()).toBe('100');

    // A social link that is no web address is refused under its field by the server's own rule.
    await editor.locator('#instagram').fill('instagram.com/melk');
    await editor.locator('#telegram').click();
    await editor.getByText(fa['common.error.url']).waitFor();
    expect(await editor.locator('#instagram').getAttribute('dir')).toBe('ltr');
    await editor.locator('#instagram').fill(INSTAGRAM);
    await editor.locator('#telegram').fill(TELEGRAM);
    await editor.getByText(fa['common.error.url']).waitFor({ state: 'detached' });

    // The logo: a PNG made here, uploaded, previewed.
    await editor.getByTestId('logo-none').waitFor();
    await editor
      .getByTestId('file-input')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: stripedPng(160, 48, [15, 118, 110]) });
    await editor.getByTestId('logo-preview').waitFor();
    await editor.locator('#logoheight').fill('48');

    // The about page, picked by its title; kept by its slug.
    await editor.locator('#aboutus_pagename').click();
    await page.locator('.ant-select-dropdown:visible').getByText(ABOUT.title, { exact: true }).click();
    await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'detached' });
    await page.mouse.move(0, 0);
    await screenshotDesktopAndPhone(page, 'cms-header-footer-editor', 'fa');

    await editor.getByTestId('site-save').click();
    await toast(page, fa['common.datasavedsuccessfully']);
    await editor.waitFor({ state: 'detached' });
    // At once, without reloading: the header's logo at 48 px, the footer's two social links and the about link.
    await expectSavedHeaderAndFooter(page);
    const saved = dataOf(await call(base, 'GET', '/api/Settings/getSiteInformation'));
    expect(saved).toMatchObject({ logoheight: 48, instagram: INSTAGRAM, telegram: TELEGRAM, aboutus_pagename: ABOUT.slug, facebook: '' });
    expect(String(saved.logo)).toMatch(/^\/api\/CMS\/Image\/Images\/logo-[\w-]+\.png/);
    await follow(page, 'footer-about', ABOUT);
    await context.close();

    // A visitor (a fresh browser) sees the same, in every language, at a desktop's width and a phone's.
    const visitor = await (await newContext(journey.browser, base)).newPage();
    await visitor.goto('/');
    await expectSavedHeaderAndFooter(visitor);
    for (const lang of ['fa', 'en', 'tr'] as const) {
      await chooseLanguage(visitor, lang);
      await footerOf(visitor).getByTestId('footer-about').waitFor();
      await screenshotDesktopAndPhone(visitor, 'cms-header-footer-visitor', lang);
    }
    expect(pathOf(visitor)).toBe('/');

    // A taller logo is capped on a phone, so the header keeps its room; a desktop shows its height.
    const taller = await call(base, 'POST', '/api/Settings/saveSiteInformation', { logoheight: 100 }, token);
    expect(taller.status, JSON.stringify(taller.body)).toBe(200);
    await visitor.reload();
    expect((await logoShown(visitor)).height).toBe(100);
    await visitor.setViewportSize(PHONE);
    expect((await logoShown(visitor)).height).toBe(48);
    // …and leaves the account buttons their room: the logo and the buttons do not overlap.
    const logo = await visitor.getByTestId('site-logo').boundingBox();
    const account = await visitor.locator('.account-corner').boundingBox();
    expect(logo && account && (logo.x + logo.width <= account.x || account.x + account.width <= logo.x)).toBe(true);
    await visitor.context().close();
  });
});
