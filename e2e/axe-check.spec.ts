import { describe, expect, it, onTestFinished } from 'vitest';
import { axeAudit, expectNoSeriousAxeViolations } from './support/axe';
import { newContext } from './support/browser';
import { useJourney } from './support/journey';

/**
 * The accessibility check the storefront journeys use (e2e/support/axe.ts): it finds what it must
 * on a page made to fail, passes a clean one, and runs on the real built app despite its strict
 * Content-Security-Policy. The real pages' findings are printed, not yet asserted: the storefront
 * is being rewritten (issue 11), and the rewrite turns that assertion on.
 */
describe('axe check', () => {
  const journey = useJourney();

  it('finds an image without text and a button without a name, and lists them readably', async () => {
    const context = await newContext(journey.browser, journey.server.url);
    onTestFinished(() => context.close());
    const page = await context.newPage();
    await page.setContent(
      '<!doctype html><html lang="en"><head><title>Fixture</title></head><body><main><h1>Fixture</h1>' +
        '<img id="photo" src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><button id="mute"></button></main></body></html>',
    );
    const audit = await axeAudit(page);
    expect(audit.findings.map((f) => [f.id, f.impact, f.targets])).toEqual(
      expect.arrayContaining([
        ['image-alt', 'critical', ['#photo']],
        ['button-name', 'critical', ['#mute']],
      ]),
    );
    const failure = await expectNoSeriousAxeViolations(page).then(
      () => '',
      (error: Error) => error.message,
    );
    expect(failure).toContain('image-alt (critical)');
    expect(failure).toContain('at #photo');
    expect(failure).toContain('button-name (critical)');
    expect(failure).toContain('at #mute');

    // The same page made right passes.
    await page.setContent(
      '<!doctype html><html lang="en"><head><title>Fixture</title></head><body><main><h1>Fixture</h1>' +
        '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="A dot"><button>Mute</button></main></body></html>',
    );
    expect((await expectNoSeriousAxeViolations(page)).findings).toEqual([]);
  });

  it('runs on the real Home and sign-in pages in Persian, under their CSP, and finds no serious or critical violation', async () => {
    const context = await newContext(journey.browser, journey.server.url);
    onTestFinished(() => context.close());
    const page = await context.newPage();
    for (const path of ['/', '/Authentication']) {
      const answer = await page.goto(path, { waitUntil: 'networkidle' });
      // The page is the app under its strict policy (no inline scripts), in Persian.
      expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('fa');
      // No serious or critical finding (issue 11), and axe really ran there: the policy did not keep it out.
      const audit = await expectNoSeriousAxeViolations(page);
      expect(audit.rulesRun).toBeGreaterThan(50);
      expect(new URL(audit.url).pathname).toBe(path);
    }
  });
});
