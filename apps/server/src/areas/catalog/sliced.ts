import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Long work written once as a generator that yields at points where it may pause, run either at once
 * (`runNow`: small indexes, tests) or a slice at a time (`runSliced`): a facet index of a million
 * products takes seconds to pack, and in the server's thread that would hold every request for as
 * long (docs/notes/catalog.md "The facet index").
 */
export type Steps<T> = Generator<void, T, void>;

/** Items worked between two pause points of a loop: a pause check costs next to nothing at this spacing. */
export const STEP = 4096;

export function runNow<T>(steps: Steps<T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/** Runs `steps`, giving the event loop its turn whenever a slice has run `budgetMs`. */
export async function runSliced<T>(steps: Steps<T>, budgetMs = 8): Promise<T> {
  let sliceStart = performance.now();
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    if (performance.now() - sliceStart >= budgetMs) {
      await nextTurn();
      sliceStart = performance.now();
    }
  }
}

/** Entries sorted in runs of this many (a typed array's own sort), then merged pairwise. */
const RUN = 8192;

/**
 * The numbers `0..count` ordered by `compare` (a total order: ties broken by the numbers themselves),
 * by a bottom-up merge sort that pauses between runs and every `STEP` merged entries.
 */
export function* sortedBy(count: number, compare: (a: number, b: number) => number): Steps<Int32Array> {
  let from = new Int32Array(count);
  for (let i = 0; i < count; i++) from[i] = i;
  for (let start = 0; start < count; start += RUN) {
    from.subarray(start, Math.min(start + RUN, count)).sort(compare);
    yield;
  }
  let to = new Int32Array(count);
  for (let width = RUN; width < count; width *= 2) {
    for (let low = 0; low < count; low += 2 * width) {
      const middle = Math.min(low + width, count);
      const high = Math.min(low + 2 * width, count);
      let i = low;
      let j = middle;
      for (let k = low; k < high; k++) {
        if (i < middle && (j >= high || compare(from[i] as number, from[j] as number) <= 0)) to[k] = from[i++] as number;
        else to[k] = from[j++] as number;
        if ((k & (STEP - 1)) === 0) yield;
      }
    }
    [from, to] = [to, from];
  }
  return from;
}
