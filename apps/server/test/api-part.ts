/**
 * Spreads the generated API cases (one per operation or per entity: the fuzz, authorization,
 * mass-assignment and generic resource tests) over CI's two runs, as scripts/journey-parts.mjs
 * does the journeys: `.ci/run` sets `API_PART=1/2` on the embedded run and `2/2` on the PostgreSQL
 * run. These cases prove the engine's generic rules, the same SQL on both databases; the
 * hand-written tests, which hold the database-specific behaviour, still run in full on both.
 * Without API_PART (a developer's `npm test`) every case runs.
 */

/** Part `k` of `n` from "k/n"; undefined (every case) when unset or empty. Throws on anything else. */
function parseApiPart(part: string | undefined): { k: number; n: number } | undefined {
  if (!part) return undefined;
  const match = /^(\d+)\/(\d+)$/.exec(part);
  const [k, n] = [Number(match?.[1]), Number(match?.[2])];
  if (!match || k < 1 || k > n) throw new Error(`API_PART must be k/n with 1 ≤ k ≤ n, got ${part}`);
  return { k, n };
}

/**
 * The cases of this run's part, in their own order (a file's cases may share state): their keys
 * sorted and dealt round-robin, so each case is in exactly one part and the parts differ in size
 * by one at most. Keys must be unique (a case's operation or entity name).
 */
export function dealCases<T>(cases: readonly T[], keyOf: (item: T) => string, part: string | undefined): T[] {
  const keys = cases.map(keyOf);
  const sorted = [...keys].sort();
  const repeated = sorted.find((key, i) => key === sorted[i + 1]);
  if (repeated !== undefined) throw new Error(`two generated cases have the key ${repeated}`);
  const parsed = parseApiPart(part);
  if (!parsed) return [...cases];
  const partOf = new Map(sorted.map((key, i) => [key, (i % parsed.n) + 1]));
  return cases.filter((_, i) => partOf.get(keys[i] as string) === parsed.k);
}

/** The cases of this run's part: `dealCases` with the part CI gives in API_PART. */
export const casesOfPart = <T>(cases: readonly T[], keyOf: (item: T) => string): T[] => dealCases(cases, keyOf, process.env.API_PART);
