import axe from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * axe-core in the journeys (issue 11: no serious or critical violation on any public page in any
 * language). The app's Content-Security-Policy allows scripts from its own origin only, so a
 * `<script>` tag with axe's source would be refused; axe is evaluated through the DevTools
 * protocol instead (`page.evaluate` of its source), which the page's CSP does not govern.
 */

export interface AxeFinding {
  /** The rule, e.g. `image-alt`. */
  id: string;
  impact: 'serious' | 'critical';
  /** What the rule asks for, in axe's words. */
  help: string;
  /** CSS selectors of the offending elements (inside frames: each frame's selector, then ` >> `). */
  targets: string[];
}

export interface AxeAudit {
  url: string;
  /** How many rules axe ran on the page (passed, violated, incomplete or not applicable). */
  rulesRun: number;
  /** Serious and critical violations only: the bar. */
  findings: AxeFinding[];
}

const BAR: readonly string[] = ['serious', 'critical'];

/** Injects axe when the current document does not have it yet (each navigation starts a new one). */
async function inject(page: Page): Promise<void> {
  const present = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!present) await page.evaluate(axe.source);
}

/** Runs axe's default rules (WCAG 2 A and AA, best practices) on the page as it is now. */
export async function axeAudit(page: Page): Promise<AxeAudit> {
  await inject(page);
  const results = await page.evaluate(() => (window as unknown as { axe: typeof axe }).axe.run(document));
  const findings = results.violations
    .filter((v) => BAR.includes(v.impact ?? ''))
    .map((v) => ({
      id: v.id,
      impact: v.impact as AxeFinding['impact'],
      help: v.help,
      // A target is one selector a frame deep; inside a shadow root, the host's selector path.
      targets: v.nodes.map((n) => n.target.map((t) => (Array.isArray(t) ? t.join(' >>> ') : String(t))).join(' >> ')),
    }));
  const rulesRun = results.passes.length + results.violations.length + results.incomplete.length + results.inapplicable.length;
  return { url: results.url, rulesRun, findings };
}

/** The findings as lines a person can act on: rule, impact, what it asks, where. */
export function formatAxeFindings(audit: AxeAudit): string {
  if (audit.findings.length === 0) return `axe: no serious or critical violation on ${audit.url}`;
  const lines = [`axe: ${audit.findings.length} serious or critical violation(s) on ${audit.url}:`];
  for (const f of audit.findings) {
    lines.push(`  - ${f.id} (${f.impact}): ${f.help}`);
    for (const target of f.targets) lines.push(`      at ${target}`);
  }
  return lines.join('\n');
}

/** Fails, listing every serious or critical violation, when axe finds any on the page. */
export async function expectNoSeriousAxeViolations(page: Page): Promise<AxeAudit> {
  const audit = await axeAudit(page);
  if (audit.findings.length > 0) throw new Error(formatAxeFindings(audit));
  return audit;
}
