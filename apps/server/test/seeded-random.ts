/**
 * A small deterministic random source (mulberry32) for property tests, so a failure repeats:
 * `random(n)` gives an integer in `0..n-1`.
 */
export function seededRandom(seed: number): (below: number) => number {
  let a = seed;
  return (below: number) => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * below);
  };
}
