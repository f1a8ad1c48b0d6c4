import { ContentTemplate, Customer, FILES_PATH, Setting, THEME_PATH } from '@store/domain';
import type { Page, Response } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { newContext, screenshot } from './support/browser';
import { useJourney } from './support/journey';
import { chooseLanguage, signInAsAdmin } from './support/ui';

/**
 * The built web app runs under the Content-Security-Policy the server sends, in every language,
 * signed out and in the dashboard, without a single violation (a violation means either an attack
 * was stopped or, here, that the policy breaks the product). Every document carries the framing,
 * sniffing and referrer headers, and the browser holds no cookie that carries a credential.
 */
declare global {
  interface Window {
    cspViolations: string[];
  }
}

const DOCUMENT_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
};

function checkDocumentHeaders(response: Response | null, path: string) {
  expect(response, path).not.toBeNull();
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy'], path).toContain("script-src 'self'");
  expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy'], path).toContain("object-src 'none'");
  for (const [name, value] of Object.entries(DOCUMENT_HEADERS)) expect(headers[name], `${path} ${name}`).toBe(value);
}

async function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => window.cspViolations);
}

describe('browser safety', () => {
  const journey = useJourney();

  it('runs the storefront, sign-in, dashboard and API docs under the policy without a violation, in fa, en and tr', async () => {
    const context = await newContext(journey.browser, journey.server.url);
    // Closed however the test ends, so a failure leaves no context running into the next test.
    onTestFinished(() => context.close());
    await context.addInitScript(() => {
      window.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.cspViolations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
      });
    });
    const page = await context.newPage();
    const consoleReports: string[] = [];
    page.on('console', (message) => {
      if (/content security policy/i.test(message.text())) consoleReports.push(message.text());
    });

    for (const path of ['/', '/Authentication', '/error/404']) {
      checkDocumentHeaders(await page.goto(path), path);
      await page.waitForLoadState('networkidle');
      expect(await violations(page), path).toEqual([]);
    }

    await signInAsAdmin(page);
    // One screen of each kind the dashboard draws — a generic list and form, a list with its own
    // tools, the file manager, the theme — rather than every entity's list: every entity's list is
    // the same code, and the test's cost must not grow with the number of entities.
    const screens = [
      `/dashboard/${Setting.route}/List`,
      `/dashboard/${Setting.route}/Create`,
      `/dashboard/${Customer.route}/List`,
      `/dashboard/${ContentTemplate.route}/List`,
      FILES_PATH,
      THEME_PATH,
    ];
    for (const lang of ['fa', 'en', 'tr'] as const) {
      await chooseLanguage(page, lang);
      for (const path of screens) {
        checkDocumentHeaders(await page.goto(path), path);
        await page.getByTestId('dashboard-shell').waitFor();
        await page.waitForLoadState('networkidle');
        expect(await violations(page), `${path} in ${lang}`).toEqual([]);
      }
      await screenshot(page, 'browser-safety-dashboard', lang);
    }

    // The API's own documentation page is a document too.
    checkDocumentHeaders(await page.goto('/api/docs'), '/api/docs');
    await page.locator('.swagger-ui .info').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await violations(page), '/api/docs').toEqual([]);
    expect(consoleReports).toEqual([]);

    // Credentials live in the page's storage, sent as bearer tokens. The cookies are the language and,
    // since the sign-in, the device cookie (not a credential: it only spares this device strangers'
    // lockouts), which the page's script cannot read and which goes to the sign-in call only.
    const cookies = await context.cookies();
    const [device, locale, ...others] = [...cookies].sort((a, b) => a.name.localeCompare(b.name));
    expect(others).toEqual([]);
    expect(locale).toMatchObject({ name: 'locale', sameSite: 'Lax' });
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/Authentication' });
    expect(device?.name).toMatch(/^device-[\w-]+$/);
  });

  it('refuses to be framed by another page', async () => {
    const context = await newContext(journey.browser, journey.server.url);
    // Closed however the test ends, so a failure leaves no context running into the next test.
    onTestFinished(() => context.close());
    const page = await context.newPage();
    // A page of another origin (about:blank with our app in an iframe).
    await page.setContent(`<iframe id="framed" src="${journey.server.url}/"></iframe>`);
    const frame = await (await page.waitForSelector('#framed')).contentFrame();
    // Chromium replaces a frame its policy forbids with its own error page: the app never runs there.
    await expect.poll(() => frame?.url() ?? '').toMatch(/^chrome-error:/);
    expect(await frame?.evaluate(() => document.querySelector('#root'))).toBeNull();
  });
});
