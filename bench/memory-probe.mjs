// Preloaded into the server by bench/load-mixed.ts (`node --expose-gc --import`): on SIGUSR2 it
// collects garbage and writes process.memoryUsage() to BENCH_MEMORY_FILE, so the bench can read the
// server's heap (RSS alone is read from /proc). Idle until signalled; the server itself is unchanged.
import { renameSync, writeFileSync } from 'node:fs';

const file = process.env.BENCH_MEMORY_FILE;
if (file) {
  process.on('SIGUSR2', () => {
    // A full collection first, so what is left is what is still referenced, not garbage not yet collected.
    globalThis.gc?.();
    writeFileSync(`${file}.tmp`, JSON.stringify(process.memoryUsage()));
    // Renamed into place so the reader never sees a half-written file.
    renameSync(`${file}.tmp`, file);
  });
}
