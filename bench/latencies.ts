/**
 * Timing a bounded run of calls: `concurrency` workers share `requests` calls, each timed from its
 * start to its end; the percentiles are nearest-rank over every call. Used by the load client
 * (bench/engine-client.ts) and by benchmark servers that time SQL on their own database handle.
 */

export interface Latencies {
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  /** Calls per second over the whole run. */
  rate: number;
}

/** Nearest-rank percentile of sorted samples. */
const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;

/** Runs `call` `requests` times, `concurrency` at once; a call answering false counts as an error. */
export async function timeCalls(call: () => Promise<boolean>, concurrency: number, requests: number): Promise<Latencies> {
  const samples: number[] = [];
  let errors = 0;
  let left = requests;
  const started = performance.now();
  const worker = async () => {
    while (left > 0) {
      left -= 1;
      const t0 = performance.now();
      const ok = await call();
      samples.push(performance.now() - t0);
      if (!ok) errors += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  const sorted = samples.sort((a, b) => a - b);
  return {
    count: sorted.length,
    errors,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    mean: sorted.reduce((s, x) => s + x, 0) / sorted.length,
    rate: sorted.length / seconds,
  };
}
