import { Worker } from 'node:worker_threads';

/** What the server's thread asks of the database's thread (pglite-worker.mjs). */
export type WorkerAsk =
  | { readonly id: number; readonly kind: 'query'; readonly sql: string; readonly parameters: unknown[] }
  | { readonly id: number; readonly kind: 'close' };

interface QueryResult {
  rows: Record<string, unknown>[];
  affectedRows?: number | undefined;
}

/** Its answer: a result, or an error's message and fields. Id 0: the database is open. */
export type WorkerAnswer =
  | { readonly id: number; readonly result: QueryResult }
  | { readonly id: number; readonly error: { message: string; fields: Record<string, unknown> } };

/**
 * The embedded database run in a worker thread, seen as the part of a PGlite client the Kysely
 * dialect uses (`query`, `close`). PGlite runs each query synchronously in the thread that holds
 * it: in the server's own thread a broad catalog query held every other request — the event
 * loop's p99 delay was 779 ms at 10 in flight (docs/benchmarks.md "Catalog"). In a worker, the
 * server's thread only waits for answers. Queries are answered in the order sent, as PGlite's
 * own queue would; the dialect keeps a transaction's statements on one connection as before.
 */
export class PgliteThread {
  private readonly pending = new Map<number, { resolve: (r: QueryResult) => void; reject: (e: Error) => void }>();
  private next = 1;
  private failure: Error | null = null;

  private closing = false;

  private constructor(
    private readonly worker: Worker,
    onFailure: (error: Error) => void,
  ) {
    worker.on('message', (answer: WorkerAnswer) => {
      const waiting = this.pending.get(answer.id);
      if (!waiting) return;
      this.pending.delete(answer.id);
      if ('error' in answer) waiting.reject(Object.assign(new Error(answer.error.message), answer.error.fields));
      else waiting.resolve(answer.result);
    });
    const fail = (error: Error) => {
      // The first failure is the one to tell (an error is followed by the thread's exit).
      if (this.failure) return;
      this.failure = error;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
      if (!this.closing) onFailure(error);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the embedded database's thread stopped (${code})`)));
  }

  /**
   * Starts the thread on the data folder (`memory://` for none) and waits until the database is
   * open. `onFailure` hears of a thread that died while open: every query from then on is refused.
   */
  static async open(location: string, onFailure: (error: Error) => void): Promise<PgliteThread> {
    // Beside this module in the sources, and copied beside dist/main.js by the build.
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: { location } });
    const thread = new PgliteThread(worker, onFailure);
    await new Promise<void>((resolve, reject) => {
      thread.pending.set(0, { resolve: () => resolve(), reject });
    });
    return thread;
  }

  query(sql: string, parameters: unknown[] = []): Promise<QueryResult> {
    return this.ask({ kind: 'query', sql, parameters });
  }

  async close(): Promise<void> {
    if (this.failure) return;
    this.closing = true;
    await this.ask({ kind: 'close' });
    await this.worker.terminate();
  }

  private ask(message: { kind: 'query'; sql: string; parameters: unknown[] } | { kind: 'close' }): Promise<QueryResult> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      try {
        this.worker.postMessage({ id, ...message });
      } catch (error) {
        // A parameter that cannot be sent to the thread (a function, say): this query alone fails.
        this.pending.delete(id);
        reject(error);
      }
    });
  }
}
