import type { Latencies } from './latencies.js';

/**
 * Ratios measured side by side: this machine's speed drifts by tens of percent within a minute, so
 * a target comparing two measurements takes them in back-to-back pairs, the order swapped every
 * pair, and is judged on the median of the pair ratios.
 */

/** A measurement, with the server's CPU time per call when it is an HTTP one. */
export type Measured = Latencies & { serverCpuMs?: number };

export interface TargetResult {
  name: string;
  /** Which percentile the target compares. */
  stat: 'p95' | 'p50';
  labels: [string, string];
  pairs: { a: Measured; b: Measured; ratio: number }[];
  median: number;
  target: number;
  pass: boolean;
}

export const fmt = (n: number) => n.toFixed(n < 10 ? 2 : 1);

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 ? (sorted[Math.floor(middle)] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Back-to-back pairs, order swapped every pair; the ratio is a's statistic over b's. */
export async function measurePairs(
  name: string,
  stat: 'p95' | 'p50',
  labels: [string, string],
  target: number,
  a: () => Promise<Measured>,
  b: () => Promise<Measured>,
  count: number,
): Promise<TargetResult> {
  const pairs: TargetResult['pairs'] = [];
  for (let i = 0; i < count; i++) {
    let ra: Measured;
    let rb: Measured;
    if (i % 2 === 0) {
      ra = await a();
      rb = await b();
    } else {
      rb = await b();
      ra = await a();
    }
    const ratio = ra[stat] / rb[stat];
    pairs.push({ a: ra, b: rb, ratio });
    const show = (label: string, r: Measured) =>
      `${label} ${stat} ${fmt(r[stat])} ms (p50 ${fmt(r.p50)}, p95 ${fmt(r.p95)}, ${Math.round(r.rate)}/s${r.serverCpuMs === undefined ? '' : `, server CPU ${r.serverCpuMs.toFixed(2)} ms/call`})`;
    console.log(`  pair ${i + 1}  ${show(labels[0], ra)}   ${show(labels[1], rb)}   ratio ${ratio.toFixed(3)}`);
  }
  const m = median(pairs.map((p) => p.ratio));
  const errors = pairs.reduce((s, p) => s + p.a.errors + p.b.errors, 0);
  const pass = m <= target && errors === 0;
  console.log(`  median ratio ${m.toFixed(3)}× (target ≤ ${target}×)${errors ? `  errors ${errors}` : ''}  ${pass ? 'PASS' : 'FAIL'}`);
  return { name, stat, labels, pairs, median: m, target, pass };
}
