import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../test/seeded-random.js';
import { runNow, runSliced, type Steps, sortedBy } from './sliced.js';

/** Work of `steps` pause points, each spinning about a millisecond; it answers whether the event loop ran before its end. */
function* busy(steps: number, turned: () => boolean): Steps<boolean> {
  for (let i = 0; i < steps; i++) {
    const until = performance.now() + 1;
    while (performance.now() < until);
    yield;
  }
  return turned();
}

describe('sliced work', () => {
  it('sorts as a plain sort does, across runs and merges of every size', () => {
    const random = seededRandom(7);
    for (const count of [0, 1, 2, 8191, 8192, 8193, 20_000, 50_001]) {
      // Few distinct keys: most comparisons are ties, broken by the numbers themselves.
      const keys = Int32Array.from({ length: count }, () => random(100));
      const compare = (a: number, b: number) => (keys[a] as number) - (keys[b] as number) || a - b;
      const expected = Array.from({ length: count }, (_, i) => i).sort(compare);
      expect(Array.from(runNow(sortedBy(count, compare))), String(count)).toEqual(expected);
    }
  });

  it('gives the event loop its turn while sliced, and none when run at once', async () => {
    let turned = false;
    setImmediate(() => {
      turned = true;
    });
    expect(runNow(busy(30, () => turned))).toBe(false);
    expect(
      await runSliced(
        busy(30, () => turned),
        8,
      ),
    ).toBe(true);
  });
});
